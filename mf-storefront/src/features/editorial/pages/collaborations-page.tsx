import { Box, Button, Heading, Stack, Text } from '@market/ui/chakra';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from '@market/ui/router';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';

/** Three static collaboration banners (spec 2); each leads to a search of its collection. */
const COLLABS = [
  {
    id: 'monowave-x-objet',
    tag: 'MONOWAVE × OBJET SEOUL',
    title: '도시의 겨울, 미니멀의 온도',
    body: '모노웨이브의 울 코트와 오브제 서울의 실버 주얼리가 만난 한정 캡슐 컬렉션.',
    to: urls.search('코트'),
    bg: 'brand.solid',
    fg: 'brand.contrast',
  },
  {
    id: 'lightstep-x-runwave',
    tag: 'LIGHT STEP × RUNWAVE',
    title: '가볍게, 더 멀리',
    body: '러너를 위한 초경량 스니커즈와 기능성 러닝 웨어. 11월 한정 발매.',
    to: urls.search('스니커즈'),
    bg: 'accent.solid',
    fg: 'accent.contrast',
  },
  {
    id: 'flora-x-harusali',
    tag: 'FLORA GARDEN × HARUSALI',
    title: '꽃이 피는 일상',
    body: '플로라가든의 플라워 프린트를 담은 원피스와 하루살이의 패브릭 소품.',
    to: urls.search('원피스'),
    bg: 'bg.emphasized',
    fg: 'fg',
  },
] as const;

/** `/collaborations`: the season's brand collaborations. */
export default function CollaborationsPage() {
  useDocumentTitle('콜라보레이션');
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="COLLABORATION" title="콜라보레이션" lead="브랜드와 브랜드가 만나 완성한 특별한 컬렉션" />
      <Stack gap={{ base: '4', md: '6' }}>
        {COLLABS.map((c) => (
          <Box
            key={c.id}
            as="article"
            bg={c.bg}
            color={c.fg}
            rounded="xl"
            px={{ base: '6', md: '12' }}
            py={{ base: '10', md: '16' }}
            data-testid="collab-banner"
          >
            {/* Full-strength text: faded white on the accent colour falls under 4.5:1 (issue 19). */}
            <Stack gap="3" maxW="lg">
              <Text fontSize="xs" fontWeight="700" letterSpacing="0.2em">
                {c.tag}
              </Text>
              <Heading as="h2" size={{ base: 'xl', md: '3xl' }} letterSpacing="-0.03em">
                {c.title}
              </Heading>
              <Text lineHeight="1.7">{c.body}</Text>
              <Box pt="2">
                <Button
                  asChild
                  variant="outline"
                  rounded="full"
                  borderColor="currentColor"
                  color="inherit"
                  _hover={{ opacity: 0.8, bg: 'transparent' }}
                >
                  <RouterLink to={c.to}>
                    컬렉션 보기 <LuArrowRight aria-hidden />
                  </RouterLink>
                </Button>
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
    </PageContainer>
  );
}
