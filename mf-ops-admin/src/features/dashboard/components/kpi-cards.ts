import type { DashboardCounts } from '@market/domain/dashboard';
import { formatCount } from '@market/domain/format';

export type KpiKey = 'brands' | 'customers' | 'staff';

/** One KPI card: what the dashboard shows for a section of the counts. */
export interface KpiCard {
  key: KpiKey;
  label: string;
  value: string;
  help?: string;
}

const exact = (n: number) => n.toLocaleString('ko-KR');

/** Cards for the sections present in the answer; a section the role may not read (null) is left out. */
export function kpiCards(counts: DashboardCounts): KpiCard[] {
  const cards: KpiCard[] = [];
  if (counts.brands) {
    cards.push({
      key: 'brands',
      label: '브랜드',
      value: exact(counts.brands.total),
      help: `운영중 ${formatCount(counts.brands.active)} · 승인 대기 ${formatCount(counts.brands.pending)}`,
    });
  }
  if (counts.customers) {
    cards.push({
      key: 'customers',
      label: '고객',
      value: exact(counts.customers.total),
      help: `활성 ${formatCount(counts.customers.active)} · 이번 달 신규 ${formatCount(counts.customers.newThisMonth)}`,
    });
  }
  if (counts.staff) {
    cards.push({ key: 'staff', label: '관리자', value: exact(counts.staff.total), help: '관리자 계정' });
  }
  return cards;
}
