import { Box, Button, HStack, Heading, Stack, Text } from '@market/ui/chakra';
import { LuConstruction } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { PageContainer } from '../components/page-container';
import { useDocumentTitle } from '../lib/use-document-title';
import { urls } from '../urls';

/** A known storefront page that a later release builds; shown inside the chrome. */
export default function PreparingPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <PageContainer py={{ base: '20', md: '28' }}>
      <Stack align="center" textAlign="center" gap="4" data-testid="preparing-page">
        <Box color="fg.subtle" fontSize="4xl" aria-hidden>
          <LuConstruction />
        </Box>
        <Text fontSize="sm" fontWeight="600" color="fg.muted">
          {title}
        </Text>
        <Heading as="h1" size="xl" letterSpacing="-0.02em">
          준비 중인 페이지입니다
        </Heading>
        <Text color="fg.muted" maxW="sm">
          더 나은 쇼핑 경험을 위해 열심히 준비하고 있어요.
          <br />곧 만나보실 수 있습니다.
        </Text>
        <HStack gap="2" mt="2">
          <Button asChild variant="outline" rounded="full">
            <RouterLink to={urls.home()}>홈으로</RouterLink>
          </Button>
          <Button asChild rounded="full">
            <RouterLink to={urls.brands()}>브랜드 둘러보기</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </PageContainer>
  );
}
