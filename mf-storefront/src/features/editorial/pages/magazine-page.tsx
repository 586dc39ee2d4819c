import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Link as RouterLink } from '@market/ui/router';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';

/** Three static teaser cards (spec 2). */
const STORIES = [
  {
    id: 'layering',
    category: 'STYLE GUIDE',
    title: '겨울 레이어링의 정석',
    summary: '니트 위에 블레이저, 그 위에 코트. 따뜻하면서도 가벼워 보이는 세 가지 공식.',
    date: '2026-11-20',
    to: urls.search('니트'),
    bg: 'bg.emphasized',
  },
  {
    id: 'sneakers',
    category: 'TREND',
    title: '올겨울 스니커즈 트렌드 5',
    summary: '청키한 실루엣부터 미니멀 레더까지, 지금 가장 많이 검색된 스니커즈.',
    date: '2026-11-14',
    to: urls.search('스니커즈'),
    bg: 'accent.muted',
  },
  {
    id: 'brand-story',
    category: 'BRAND STORY',
    title: '서울에서 만든 주얼리',
    summary: '오브제 서울의 작업실을 찾아 미니멀 주얼리가 완성되는 과정을 들었습니다.',
    date: '2026-11-07',
    to: urls.brand('objet-seoul'),
    bg: 'brand.muted',
  },
] as const;

const dateFormat = new Intl.DateTimeFormat('ko-KR', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Seoul' });

/** `/magazine`: editorial teasers. */
export default function MagazinePage() {
  useDocumentTitle('매거진');
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="MAGAZINE" title="매거진" lead="스타일허브 에디터가 전하는 이번 주 스타일 이야기" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '6' }}>
        {STORIES.map((s) => (
          <LinkBox as="article" key={s.id} data-testid="magazine-card" role="group">
            <Box
              bg={s.bg}
              rounded="lg"
              aspectRatio={4 / 5}
              display="flex"
              alignItems="end"
              p="6"
              transition="opacity 0.2s"
              _groupHover={{ opacity: 0.9 }}
            >
              <Text fontSize="4xl" fontWeight="800" letterSpacing="-0.04em" color="fg" opacity={0.85} lineHeight="1" aria-hidden>
                {s.category.split(' ')[0]}
              </Text>
            </Box>
            <Stack gap="1.5" pt="4">
              <Text fontSize="2xs" fontWeight="700" letterSpacing="0.16em" color="fg.subtle">
                {s.category}
              </Text>
              <Heading as="h2" size="md" letterSpacing="-0.02em">
                <LinkOverlay asChild>
                  <RouterLink to={s.to}>{s.title}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {s.summary}
              </Text>
              <Text fontSize="xs" color="fg.subtle">
                {dateFormat.format(new Date(s.date))}
              </Text>
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}
