import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { FeaturedBrands } from '../components/featured-brands';

/** `/`: a simple home for now (hero and popular brands); the video hero comes in a later issue. */
export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <Box as="section" aria-labelledby="home-hero-title" bg="brand.solid" color="brand.contrast">
        <PageContainer py={{ base: '20', md: '32' }}>
          <Stack gap={{ base: '5', md: '6' }} maxW="2xl">
            <Text fontSize="xs" fontWeight="700" letterSpacing="0.3em" opacity={0.7}>
              STYLEHUB
            </Text>
            <Heading id="home-hero-title" as="h1" fontSize={{ base: '4xl', md: '6xl' }} fontWeight="800" lineHeight="1.1" letterSpacing="-0.04em">
              스타일허브
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.85} lineHeight="1.7">
              150개 이상의 패션 브랜드를 한곳에서.
              <br />
              지금 가장 사랑받는 브랜드를 만나보세요.
            </Text>
            <Box>
              <Button asChild size="lg" rounded="full" px="7" bg="brand.contrast" color="brand.solid" _hover={{ opacity: 0.9 }}>
                <RouterLink to={urls.brands()}>
                  브랜드 둘러보기 <LuArrowRight aria-hidden />
                </RouterLink>
              </Button>
            </Box>
          </Stack>
        </PageContainer>
      </Box>
      <PageContainer py={{ base: '10', md: '14' }}>
        <FeaturedBrands />
      </PageContainer>
    </>
  );
}
