import { Button, HStack, IconButton, Skeleton, Stack, Text } from '@market/ui/chakra';
import { NativeSelect } from '@market/ui/chakra-more';
import { Pagination, Tabs } from '@market/ui/chakra-interactive';
import { CHECKOUT_MESSAGES, type OrderSummary, type RequestReturn } from '@market/domain/order';
import { useCustomerSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { EmptyState, ErrorState } from '@market/ui/states';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from '@market/ui/router';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { setServerCart } from '../../../lib/cart/cart-actions';
import { ORDERS_PAGE_SIZE, useOrders, type OrderTab } from '../api/get-orders';
import { cancelOrder, confirmOrder, refreshOrders, reorder, requestReturn } from '../api/order-actions';
import type { OrderAction } from '../components/order-actions-bar';
import { OrderCard } from '../components/order-card';
import { OrderDetailDialog } from '../components/order-detail-dialog';
import { ReturnRequestDialog } from '../components/return-request-dialog';
import { ORDER_TAB_ITEMS } from '../order-status';
import { formatNumber } from '@market/domain/format';

const CANCEL_REASONS = ['단순 변심', '주문 실수 (옵션·수량 변경)', '배송 지연', '다른 상품으로 재주문', '기타'];
const EMPTY_TEXT: Record<OrderTab, string> = {
  all: '주문 내역이 없습니다',
  pending: '주문 확인중인 주문이 없습니다',
  confirmed: '주문 확정된 주문이 없습니다',
  shipped: '배송중인 주문이 없습니다',
  delivered: '배송 완료된 주문이 없습니다',
};

function OrdersSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="주문 내역을 불러오는 중" data-testid="orders-skeleton">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h="40" rounded="lg" />
      ))}
    </Stack>
  );
}

/**
 * `/orders` (spec 2): tabs all / pending / confirmed / shipped / delivered filtered and paged on
 * the server, order cards, the detail dialog with tracking, and cancel, 구매확정, return/exchange
 * and reorder, each decided on the server.
 */
export default function OrdersPage() {
  useDocumentTitle('주문 내역');
  const { customer, loaded } = useCustomerSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = (ORDER_TAB_ITEMS.find((t) => t.value === params.get('status'))?.value ?? 'all') as OrderTab;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading, mutate } = useOrders(customer !== null, tab, page);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [pendingAction, setPendingAction] = useState<{ kind: 'cancel' | 'confirm' | 'return'; order: OrderSummary } | null>(null);
  const [cancelReason, setCancelReason] = useState('');
  const [busy, setBusy] = useState<{ kind: OrderAction; id: string } | null>(null);

  if (!loaded) return <PageSkeleton />;
  if (!customer) return <Navigate to={`${urls.login()}?next=${encodeURIComponent(urls.orders())}`} replace />;

  const stale = isLoading && data !== undefined;
  const setTab = (value: string) => setParams(value === 'all' ? {} : { status: value }, { replace: true });

  const run = async (kind: OrderAction, order: OrderSummary, work: () => Promise<void>) => {
    setBusy({ kind, id: order.id });
    try {
      await work();
    } catch (e) {
      toaster.create({ type: 'error', title: '요청을 처리하지 못했습니다', description: e instanceof Error ? e.message : undefined });
      void refreshOrders();
    } finally {
      setBusy(null);
    }
  };

  const onAction = (kind: OrderAction, order: OrderSummary) => {
    if (kind === 'detail') setDetailId(order.id);
    else if (kind === 'reorder')
      void run('reorder', order, async () => {
        const res = await reorder(order.id);
        await setServerCart(res.cart);
        if (res.added === 0) {
          toaster.create({
            type: 'warning',
            title: '장바구니에 담을 수 있는 상품이 없습니다',
            description: res.skipped.map((s) => s.message).join('\n') || undefined,
          });
          return;
        }
        toaster.create({
          type: 'success',
          title: `${res.added}개 상품을 장바구니에 담았습니다`,
          description:
            res.skipped.length > 0
              ? `${res.skipped.length}개 상품은 담지 못했습니다: ${res.skipped.map((s) => s.message).join(', ')}`
              : '장바구니로 이동합니다.',
        });
        navigate(urls.cart());
      });
    else {
      setCancelReason('');
      setPendingAction({ kind, order });
    }
  };

  const doCancel = (order: OrderSummary) =>
    run('cancel', order, async () => {
      await cancelOrder(order.id, cancelReason || undefined);
      setPendingAction(null);
      toaster.create({ type: 'success', title: CHECKOUT_MESSAGES.cancelled, description: `주문번호 ${order.orderNumber}` });
      await refreshOrders();
    });
  const doConfirm = (order: OrderSummary) =>
    run('confirm', order, async () => {
      const updated = await confirmOrder(order.id);
      setPendingAction(null);
      toaster.create({
        type: 'success',
        title: CHECKOUT_MESSAGES.confirmed,
        description: updated.pointsEarned > 0 ? `${formatNumber(updated.pointsEarned)}P가 적립되었습니다.` : undefined,
      });
      await refreshOrders();
    });
  const doReturn = (order: OrderSummary, body: RequestReturn) =>
    run('return', order, async () => {
      const r = await requestReturn(order.id, body);
      setPendingAction(null);
      toaster.create({ type: 'success', title: CHECKOUT_MESSAGES.returnRequested, description: `접수번호 ${r.returnNumber}` });
      await refreshOrders();
    });

  const action = pendingAction;
  return (
    <PageContainer py={{ base: '5', md: '8' }} maxW="4xl">
      <PageHeading eyebrow="ORDERS" title="주문 내역" lead={data ? `총 ${formatNumber(data.total)}건` : undefined} />
      {/* The list is the selected tab's panel, inside the tabs, so each tab's aria-controls names it. */}
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" size="sm" data-testid="order-tabs">
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }} mb="5">
          {ORDER_TAB_ITEMS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} flexShrink="0" data-testid={`order-tab-${t.value}`}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={tab} asChild p="0">
          <Stack>
            {error ? (
              <ErrorState
                title="주문 내역을 불러오지 못했습니다"
                description={error instanceof Error ? error.message : undefined}
                onRetry={() => void mutate()}
              />
            ) : !data ? (
              <OrdersSkeleton />
            ) : data.items.length === 0 ? (
              <EmptyState
                title={EMPTY_TEXT[tab]}
                description="스타일허브에서 마음에 드는 상품을 찾아보세요."
                action={
                  <Button asChild rounded="full">
                    <RouterLink to={urls.categories()}>쇼핑 시작하기</RouterLink>
                  </Button>
                }
              />
            ) : (
              <Stack gap="3" opacity={stale ? 0.5 : 1} aria-busy={stale} data-testid="order-list">
                {data.items.map((o) => (
                  <OrderCard key={o.id} order={o} busy={busy?.id === o.id ? busy.kind : null} onAction={(a) => onAction(a, o)} />
                ))}
              </Stack>
            )}
            {data && data.total > ORDERS_PAGE_SIZE && (
              <Pagination.Root
                count={data.total}
                pageSize={ORDERS_PAGE_SIZE}
                page={page}
                onPageChange={(e) => setParams({ ...(tab === 'all' ? {} : { status: tab }), page: String(e.page) })}
                alignSelf="center"
                mt="4"
              >
                <HStack gap="2">
                  <Pagination.PrevTrigger asChild>
                    <IconButton variant="ghost" size="sm" aria-label="이전 페이지">
                      <LuChevronLeft />
                    </IconButton>
                  </Pagination.PrevTrigger>
                  <Text fontSize="sm" color="fg.muted" data-testid="orders-page">
                    {page} / {Math.ceil(data.total / ORDERS_PAGE_SIZE)}
                  </Text>
                  <Pagination.NextTrigger asChild>
                    <IconButton variant="ghost" size="sm" aria-label="다음 페이지">
                      <LuChevronRight />
                    </IconButton>
                  </Pagination.NextTrigger>
                </HStack>
              </Pagination.Root>
            )}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <OrderDetailDialog
        orderId={detailId}
        onClose={() => setDetailId(null)}
        busy={busy?.id === detailId ? busy.kind : null}
        onAction={(a, o) => onAction(a, o)}
      />
      <ConfirmDialog
        open={action?.kind === 'cancel'}
        onOpenChange={(open) => !open && setPendingAction(null)}
        title="주문을 취소할까요?"
        description={action ? `주문번호 ${action.order.orderNumber}의 결제가 취소되고, 사용한 쿠폰과 포인트는 돌려드립니다.` : undefined}
        confirmLabel="주문 취소"
        cancelLabel="닫기"
        destructive
        busy={busy?.kind === 'cancel'}
        onConfirm={() => action && void doCancel(action.order)}
        testId="cancel-dialog"
      >
        <NativeSelect.Root mt="4" size="sm">
          <NativeSelect.Field
            value={cancelReason}
            onChange={(e) => setCancelReason(e.target.value)}
            aria-label="취소 사유"
            data-testid="cancel-reason"
          >
            <option value="">취소 사유 선택 (선택)</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </ConfirmDialog>
      <ConfirmDialog
        open={action?.kind === 'confirm'}
        onOpenChange={(open) => !open && setPendingAction(null)}
        title="구매확정 하시겠어요?"
        description="구매확정 후에는 반품/교환을 신청할 수 없으며, 적립 예정 포인트가 바로 지급됩니다."
        confirmLabel="구매확정"
        busy={busy?.kind === 'confirm'}
        onConfirm={() => action && void doConfirm(action.order)}
        testId="confirm-dialog"
      />
      <ReturnRequestDialog
        key={action?.kind === 'return' ? action.order.id : 'none'}
        order={action?.kind === 'return' ? action.order : null}
        busy={busy?.kind === 'return'}
        onClose={() => setPendingAction(null)}
        onSubmit={(body) => action && void doReturn(action.order, body)}
      />
    </PageContainer>
  );
}
