import { QNA_STATUS_LABELS } from '@market/domain/admin-qna';
import type { RecentOrder, RecentQna, RecentReview } from '@market/domain/dashboard';
import { formatDateTime, formatKRW } from '@market/domain/format';
import { ORDER_STATUS_ADMIN_LABELS, type OrderStatus } from '@market/domain/lifecycle';
import { REVIEW_STATUS_LABELS } from '@market/domain/review-rules';
import { Box, HStack, Link, Stack, Text } from '@market/ui/chakra';
import { Tabs } from '@market/ui/chakra-interactive';
import { Table } from '@market/ui/chakra-more';
import { Link as RouterLink } from '@market/ui/router';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import type { JSX, ReactNode } from 'react';

const ORDER_TONES: Record<string, StatusTone> = {
  pending: 'warning',
  paid: 'info',
  processing: 'highlight',
  shipped: 'info',
  delivered: 'success',
  purchase_confirmed: 'success',
  cancelled: 'neutral',
};
const QNA_TONES: Record<string, StatusTone> = { pending: 'warning', urgent: 'danger', answered: 'success', closed: 'neutral' };
const REVIEW_TONES: Record<string, StatusTone> = { pending: 'warning', approved: 'success', hidden: 'neutral', flagged: 'danger' };

function RecentTable({
  caption,
  head,
  rows,
  empty,
  wrap,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  empty: string;
  wrap?: number;
}) {
  if (rows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
        {empty}
      </Text>
    );
  }
  return (
    // Focusable and named: on a phone the table scrolls sideways, and a keyboard must reach it.
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {head.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={i === head.length - 1 ? 'end' : undefined} whiteSpace="nowrap" color="fg.muted">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((cells, r) => (
            <Table.Row key={r}>
              {cells.map((cell, i) => (
                <Table.Cell key={i} textAlign={i === cells.length - 1 ? 'end' : undefined} whiteSpace={i === wrap ? undefined : 'nowrap'}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <HStack justify="flex-end" pt="2">
      <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
        <RouterLink to={to}>{children} →</RouterLink>
      </Link>
    </HStack>
  );
}

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** The spec's tabs of recent orders, reviews and Q&A (names masked); a tab the role may not read is left out. */
export function RecentTabs({
  orders,
  reviews,
  qna,
}: {
  orders: RecentOrder[] | null;
  reviews: RecentReview[] | null;
  qna: RecentQna[] | null;
}) {
  const tabs = [
    orders && {
      value: 'orders',
      label: '최근 주문',
      body: (
        <>
          <RecentTable
            caption="최근 주문"
            head={['주문번호', '고객', '상태', '주문일시', '금액']}
            empty="최근 주문이 없습니다."
            rows={orders.map((o) => [
              <Text key="n" fontFamily="mono" fontSize="xs">
                {o.orderNumber}
              </Text>,
              o.customer,
              <StatusBadge key="s" tone={ORDER_TONES[o.status] ?? 'neutral'}>
                {ORDER_STATUS_ADMIN_LABELS[o.status as OrderStatus] ?? o.status}
              </StatusBadge>,
              <Text key="t" color="fg.muted" fontSize="xs">
                {formatDateTime(o.time)}
              </Text>,
              <Text key="a" fontWeight="medium" fontVariantNumeric="tabular-nums">
                {formatKRW(o.amount)}
              </Text>,
            ])}
          />
          <MoreLink to="/admin/orders/list">주문 관리</MoreLink>
        </>
      ),
    },
    reviews && {
      value: 'reviews',
      label: '최근 리뷰',
      body: (
        <>
          <RecentTable
            caption="최근 리뷰"
            head={['평점', '상품', '고객', '상태', '작성일시']}
            empty="최근 리뷰가 없습니다."
            wrap={1}
            rows={reviews.map((r) => [
              <Text key="r" color="orange.fg" aria-label={`5점 만점에 ${r.rating}점`} letterSpacing="-0.05em">
                {stars(r.rating)}
              </Text>,
              <Text key="p" lineClamp={1}>
                {r.product}
              </Text>,
              r.customer,
              <StatusBadge key="s" tone={REVIEW_TONES[r.status] ?? 'neutral'}>
                {REVIEW_STATUS_LABELS[r.status as keyof typeof REVIEW_STATUS_LABELS] ?? r.status}
              </StatusBadge>,
              <Text key="t" color="fg.muted" fontSize="xs">
                {formatDateTime(r.time)}
              </Text>,
            ])}
          />
          <MoreLink to="/admin/content/reviews">리뷰 관리</MoreLink>
        </>
      ),
    },
    qna && {
      value: 'qna',
      label: '최근 문의',
      body: (
        <>
          <RecentTable
            caption="최근 문의"
            head={['상태', '문의', '고객', '작성일시']}
            empty="최근 문의가 없습니다."
            wrap={1}
            rows={qna.map((q) => [
              <StatusBadge key="s" tone={QNA_TONES[q.status] ?? 'neutral'}>
                {QNA_STATUS_LABELS[q.status as keyof typeof QNA_STATUS_LABELS] ?? q.status}
              </StatusBadge>,
              <Stack key="q" gap="0" minW="0">
                <Text lineClamp={1}>{q.question}</Text>
                <Text color="fg.muted" fontSize="xs" lineClamp={1}>
                  {q.product ?? '1:1 문의'}
                </Text>
              </Stack>,
              q.customer,
              <Text key="t" color="fg.muted" fontSize="xs">
                {formatDateTime(q.time)}
              </Text>,
            ])}
          />
          <MoreLink to="/admin/content/qna">Q&A 관리</MoreLink>
        </>
      ),
    },
  ].filter((t): t is { value: string; label: string; body: JSX.Element } => Boolean(t));
  if (tabs.length === 0) return null;
  return (
    <Box as="section" aria-label="최근 활동" borderWidth="1px" borderColor="border" borderRadius="l3" bg="bg.panel" p="4">
      <Tabs.Root defaultValue={tabs[0]!.value} variant="line" size="sm" lazyMount>
        <Tabs.List>
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content key={t.value} value={t.value} pt="3">
            {t.body}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
