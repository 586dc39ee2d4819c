import { SimpleGrid } from '@market/ui/chakra';
import { formatNumber } from '@market/domain/format';
import type { SearchSynonymSummary } from '@market/domain/search-synonyms';
import { StatCard } from '@market/ui/stat-card';
import { LuArrowLeftRight, LuArrowRight, LuBookOpen, LuTextCursorInput } from 'react-icons/lu';

/** The four cards over the searched rows: words kept, two-way rows, one-way rows, distinct words. */
export function SynonymSummary({ summary: s }: { summary: SearchSynonymSummary | undefined }) {
  const count = (n: number) => `${formatNumber(n)}개`;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="synonym-summary">
      <StatCard label="등록 검색어" value={s ? count(s.twoWay + s.oneWay) : ''} icon={<LuBookOpen />} loading={!s} testId="card-terms" />
      <StatCard label="양방향" value={s ? count(s.twoWay) : ''} icon={<LuArrowLeftRight />} loading={!s} testId="card-two-way" />
      <StatCard label="단방향" value={s ? count(s.oneWay) : ''} icon={<LuArrowRight />} loading={!s} testId="card-one-way" />
      <StatCard label="사전 단어" value={s ? count(s.words) : ''} icon={<LuTextCursorInput />} loading={!s} testId="card-words" />
    </SimpleGrid>
  );
}
