import { Box, Button, Heading, Stack, Text } from '@market/ui/chakra';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import bannerImage from '../../../assets/hero-poster.jpg';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';

/** `/coming-soon`: a banner announcing the next drop (spec 2: banner only). */
export default function ComingSoonPage() {
  useDocumentTitle('출시 예정');
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <Box position="relative" rounded="xl" overflow="hidden" minH={{ base: '28rem', md: '32rem' }} data-testid="coming-soon-banner">
        <ImageWithFallback src={bannerImage} alt="출시 예정 컬렉션 배너" position="absolute" inset="0" loading="eager" />
        <Box position="absolute" inset="0" bg="blackAlpha.600" />
        <Stack position="relative" color="white" gap="4" px={{ base: '6', md: '14' }} py={{ base: '14', md: '20' }} maxW="xl">
          <Text fontSize="xs" fontWeight="700" letterSpacing="0.24em" opacity={0.8}>
            COMING SOON
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="-0.04em" lineHeight="1.1">
            2026 WINTER
            <br />
            캡슐 컬렉션
          </Heading>
          <Text opacity={0.85} lineHeight="1.7">
            스타일허브 단독으로 선보이는 겨울 한정 컬렉션이 곧 공개됩니다.
            <br />
            12월 첫째 주, 가장 먼저 만나보세요.
          </Text>
          <Box pt="2">
            <Button asChild rounded="full" bg="white" color="black" _hover={{ opacity: 0.9 }}>
              <RouterLink to={urls.newIn()}>
                지금 신상품 보기 <LuArrowRight aria-hidden />
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      </Box>
    </PageContainer>
  );
}
