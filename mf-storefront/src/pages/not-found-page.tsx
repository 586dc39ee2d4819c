import { Button, Heading, Stack, Text } from '@market/ui/chakra';
import { Link as RouterLink } from '@market/ui/router';
import { PageContainer } from '../components/page-container';
import { useDocumentTitle } from '../lib/use-document-title';
import { urls } from '../urls';

/** Unknown storefront paths (spec 2: 'Page Not Found'). */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <PageContainer py={{ base: '20', md: '28' }}>
      <Stack align="center" textAlign="center" gap="4" data-testid="not-found-page">
        <Text fontSize="6xl" fontWeight="800" letterSpacing="-0.04em" color="fg.subtle" lineHeight="1" aria-hidden>
          404
        </Text>
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          Page Not Found
        </Heading>
        <Text color="fg.muted" maxW="sm">
          요청하신 페이지를 찾을 수 없습니다.
          <br />
          주소가 정확한지 확인하시거나 홈에서 다시 시작해주세요.
        </Text>
        <Button asChild mt="2" size="lg" rounded="full" px="8">
          <RouterLink to={urls.home()}>홈으로 가기</RouterLink>
        </Button>
      </Stack>
    </PageContainer>
  );
}
