import { Alert } from '@market/ui/chakra-more';
import { Button, Heading, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import { COUPON_ZONE_MESSAGES } from '@market/domain/admin-coupons';
import { useCustomerSession } from '@market/session/session-store';
import { Link as RouterLink, useNavigate } from '@market/ui/router';
import { EmptyState, ErrorState } from '@market/ui/states';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { downloadCoupon } from '../api/download-coupon';
import { usePublicCoupons } from '../api/get-public-coupons';
import { CouponTicket } from '../components/coupon-ticket';

/** `/coupons`: the coupon zone. Public coupons in their period; a signed-in shopper downloads each once, a guest is asked to sign in. */
export default function CouponZonePage() {
  useDocumentTitle('쿠폰존');
  const { customer, loaded } = useCustomerSession();
  const coupons = usePublicCoupons(loaded ? (customer?.id ?? null) : 'loading');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<string | null>(null);

  async function download(id: string) {
    if (!customer) {
      toaster.create({ type: 'info', title: COUPON_ZONE_MESSAGES.signIn });
      navigate(urls.login(urls.coupons()));
      return;
    }
    setBusy(id);
    try {
      const result = await downloadCoupon(id);
      toaster.create({ type: 'success', title: result.title, description: result.message });
      await coupons.mutate();
      // The account's coupon list and its count follow.
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/me'));
    } catch (error) {
      toaster.create({ type: 'error', title: '쿠폰을 받지 못했습니다', description: error instanceof Error ? error.message : undefined });
      await coupons.mutate();
    } finally {
      setBusy(null);
    }
  }

  return (
    <PageContainer py={{ base: '6', md: '10' }} maxW="5xl">
      <Stack gap="6">
        <Stack gap="1">
          <Text fontSize="xs" fontWeight="700" letterSpacing="0.12em" color="accent.fg">
            COUPON ZONE
          </Text>
          <Heading as="h1" size="2xl" letterSpacing="-0.02em">
            쿠폰존
          </Heading>
          <Text color="fg.muted">
            지금 받을 수 있는 쿠폰을 모았습니다. 받은 쿠폰은 마이페이지 쿠폰함과 주문/결제에서 사용할 수 있습니다.
          </Text>
        </Stack>
        {loaded && !customer && (
          <Alert.Root status="info" data-testid="zone-sign-in">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{COUPON_ZONE_MESSAGES.signIn}</Alert.Title>
            </Alert.Content>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={urls.login(urls.coupons())}>로그인</RouterLink>
            </Button>
          </Alert.Root>
        )}
        {coupons.error ? (
          <ErrorState title="쿠폰을 불러오지 못했습니다" onRetry={() => void coupons.mutate()} />
        ) : !coupons.data ? (
          <ListSkeleton rows={3} label="쿠폰을 불러오는 중" />
        ) : coupons.data.items.length === 0 ? (
          <EmptyState title="지금 받을 수 있는 쿠폰이 없습니다" description="새 쿠폰이 열리면 이곳에서 알려드릴게요." />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" data-testid="zone-coupons">
            {coupons.data.items.map((c) => (
              <CouponTicket key={c.id} c={c} busy={busy === c.id} onDownload={() => void download(c.id)} />
            ))}
          </SimpleGrid>
        )}
        {customer && (
          <Button asChild variant="ghost" size="sm" alignSelf="start">
            <RouterLink to={urls.account('coupons')}>내 쿠폰함 보기</RouterLink>
          </Button>
        )}
      </Stack>
    </PageContainer>
  );
}
