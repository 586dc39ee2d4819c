import { Box, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { Accordion } from '@market/ui/chakra-interactive';
import { faqPreview, type AdminFaq, type AdminFaqSummary } from '@market/domain/admin-faqs';
import { formatNumber } from '@market/domain/format';
import { StatCard } from '@market/ui/stat-card';
import { LuCircleCheck, LuEye, LuPercent, LuTags, LuThumbsUp } from 'react-icons/lu';
import { rateText } from './faq-format';

/** The five cards: published, total views, helpful, average helpful rate, distinct tags. */
export function FaqSummary({ summary: s }: { summary: AdminFaqSummary | undefined }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3" data-testid="faq-summary">
      <StatCard
        label="공개 FAQ"
        value={s ? `${formatNumber(s.published)}개` : ''}
        icon={<LuCircleCheck />}
        loading={!s}
        testId="card-published"
      />
      <StatCard label="총 조회수" value={s ? formatNumber(s.totalViews) : ''} icon={<LuEye />} loading={!s} testId="card-views" />
      <StatCard label="도움됨" value={s ? formatNumber(s.helpful) : ''} icon={<LuThumbsUp />} loading={!s} testId="card-helpful" />
      <StatCard label="평균 도움률" value={s ? rateText(s.averageHelpfulRate) : ''} icon={<LuPercent />} loading={!s} testId="card-rate" />
      <StatCard label="태그" value={s ? `${formatNumber(s.distinctTags)}개` : ''} icon={<LuTags />} loading={!s} testId="card-tags" />
    </SimpleGrid>
  );
}

/** 미리보기: up to three active FAQs of the filtered page as shoppers see them (single open, collapsible). */
export function FaqPreview({ rows }: { rows: readonly AdminFaq[] | undefined }) {
  const items = faqPreview(rows ?? []);
  if (!rows) return null;
  return (
    <Stack gap="2" borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg" px="4" py="3" data-testid="faq-preview">
      <Text fontSize="sm" color="fg.muted">
        고객 화면 미리보기 (공개 FAQ 최대 3개)
      </Text>
      {items.length === 0 ? (
        <Text fontSize="sm" color="fg.subtle">
          조건에 맞는 공개 FAQ가 없습니다.
        </Text>
      ) : (
        <Accordion.Root collapsible size="sm" variant="plain">
          {items.map((f) => (
            <Accordion.Item key={f.id} value={f.id}>
              <Accordion.ItemTrigger>
                <Box flex="1" textAlign="start" fontWeight="medium">
                  Q. {f.question}
                </Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Text fontSize="sm" whiteSpace="pre-line" color="fg.muted">
                    {f.answer}
                  </Text>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </Stack>
  );
}
