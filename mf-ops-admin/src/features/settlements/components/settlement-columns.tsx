import { Stack, Text } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import type { AdminSettlement } from '@market/domain/admin-settlements';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { SETTLEMENT_STATUS_LABELS } from '@market/domain/lifecycle';
import { detailColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { StatusBadge } from '@market/ui/status-badge';
import { cycleLabel, periodLabel, rateLabel, signedKRW, SETTLEMENT_STATUS_TONES } from './settlement-format';

export interface SettlementSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  /** All rows of the page on or off; `mixed` when some are. */
  all: boolean | 'indeterminate';
  toggleAll: (on: boolean) => void;
}

function SelectBox({ checked, label, onChange }: { checked: boolean | 'indeterminate'; label: string; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/**
 * The settlements table's columns (spec 001): selection, number, period with cycle and created
 * date, brand, gross with order and return counts, commission with rate and adjustments, net,
 * account and holder, status with the hold reason, and the detail button.
 */
export function settlementColumns(
  onOpen: (s: AdminSettlement) => void,
  selection: SettlementSelection | null,
): DataTableColumn<AdminSettlement>[] {
  const select: DataTableColumn<AdminSettlement>[] = selection
    ? [
        {
          key: 'select',
          header: <SelectBox checked={selection.all} label="이 페이지 전체 선택" onChange={selection.toggleAll} />,
          width: '40px',
          cell: (s) => (
            <SelectBox
              checked={selection.selected.has(s.id)}
              label={`${s.settlementNumber} 선택`}
              onChange={(on) => selection.toggle(s.id, on)}
            />
          ),
        },
      ]
    : [];
  return [
    ...select,
    {
      key: 'number',
      header: '정산 번호',
      minW: '160px',
      cell: (s) => (
        <Text fontWeight="medium" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="settlement-number">
          {s.settlementNumber}
        </Text>
      ),
    },
    {
      key: 'period',
      header: '정산 기간',
      sortKey: 'period',
      minW: '190px',
      cell: (s) => (
        <Stack gap="0">
          <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {periodLabel(s)}
          </Text>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {cycleLabel(s.cycle)} · 생성 {formatDate(s.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'brand',
      header: '브랜드',
      minW: '140px',
      cell: (s) => (
        <Stack gap="0" maxW="200px">
          <Text truncate fontWeight="medium">
            {s.brandName}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {s.companyName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'gross',
      header: '총 매출',
      sortKey: 'gross',
      align: 'end',
      cell: (s) => (
        <Stack gap="0" align="flex-end">
          <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="settlement-gross">
            {formatKRW(s.grossAmount)}
          </Text>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            주문 {formatNumber(s.transactionCount)}건 · 반품 {formatNumber(s.returnCount)}건
          </Text>
        </Stack>
      ),
    },
    {
      key: 'commission',
      header: '수수료',
      align: 'end',
      cell: (s) => (
        <Stack gap="0" align="flex-end">
          <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="settlement-commission">
            {formatKRW(s.commission)}
          </Text>
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            {rateLabel(s.commissionRate)} · 조정 {signedKRW(s.adjustments)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'net',
      header: '정산 금액',
      sortKey: 'net',
      align: 'end',
      cell: (s) => (
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="settlement-net">
          {formatKRW(s.netAmount)}
        </Text>
      ),
    },
    {
      key: 'account',
      header: '계좌',
      minW: '160px',
      cell: (s) => (
        <Stack gap="0">
          <Text fontSize="sm" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {s.bankName} {s.bankAccount}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            예금주 {s.accountHolder}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: '상태',
      cell: (s) => (
        <Stack gap="0.5" align="flex-start">
          <StatusBadge tone={SETTLEMENT_STATUS_TONES[s.status]} data-testid="settlement-status">
            {SETTLEMENT_STATUS_LABELS[s.status]}
          </StatusBadge>
          {s.status === 'suspended' && s.suspendReason && (
            <Text fontSize="xs" color="fg.muted" maxW="160px" truncate title={s.suspendReason}>
              {s.suspendReason}
            </Text>
          )}
        </Stack>
      ),
    },
    { ...detailColumn(onOpen), sticky: true },
  ];
}
