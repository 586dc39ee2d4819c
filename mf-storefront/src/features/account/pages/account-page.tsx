import { Badge, Box, Button, Circle, HStack, Heading, Stack, Text } from '@market/ui/chakra';
import { Tabs } from '@market/ui/chakra-interactive';
import type { CustomerUser } from '@market/domain/auth';
import { formatKRW } from '@market/domain/format';
import { logoutCustomer } from '@market/session/session-store';
import { ErrorState } from '@market/ui/states';
import { PageSkeleton } from '@market/ui/page-skeleton';
import { toaster } from '@market/ui/toaster';
import { LuLogOut } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from '@market/ui/router';
import { useSWRConfig } from 'swr';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { leaveAfterSignOut, useRequireCustomer } from '../../../lib/use-require-customer';
import { urls } from '../../../urls';
import { useAccountSummary } from '../api/get-account-summary';
import { AccountStats } from '../components/account-stats';
import { AddressBook } from '../components/address-book';
import { CouponList } from '../components/coupon-list';
import { MessagesPanel } from '../components/messages-panel';
import { PointsHistory } from '../components/points-history';
import { ProfilePanel } from '../components/profile-panel';
import { RecentOrders } from '../components/recent-orders';
import { SettingsPanel } from '../components/settings-panel';

/** The page's tabs (`?tab=`, default profile; spec 2). */
export const ACCOUNT_TABS = [
  { value: 'profile', label: '프로필' },
  { value: 'orders', label: '주문 내역' },
  { value: 'coupons', label: '쿠폰·적립금' },
  { value: 'addresses', label: '배송지' },
  { value: 'settings', label: '설정' },
] as const;
type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

function AccountContent({ customer }: { customer: CustomerUser }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { mutate: mutateCache } = useSWRConfig();
  const raw = params.get('tab');
  const tab: AccountTab = ACCOUNT_TABS.some((t) => t.value === raw) ? (raw as AccountTab) : 'profile';
  const summary = useAccountSummary(true);
  const select = (value: string) => setParams(value === 'profile' ? {} : { tab: value });

  const logout = async () => {
    // Home first; while home loads this page stays mounted and must not send the visitor to /login.
    leaveAfterSignOut();
    navigate(urls.home(), { replace: true });
    await logoutCustomer();
    // Nothing of this shopper stays in the cache for whoever uses the browser next.
    void mutateCache((key) => typeof key === 'string' && (key.startsWith('/api/me') || key.startsWith('/api/inquiries')), undefined, {
      revalidate: false,
    });
    toaster.create({ type: 'success', title: '로그아웃되었습니다' });
  };

  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <HStack gap="4" align="center" justify="space-between" wrap="wrap">
        <HStack gap="4" minW="0">
          <Circle size={{ base: '14', md: '16' }} bg="brand.solid" color="brand.contrast" fontSize="xl" fontWeight="800" aria-hidden>
            {customer.name.slice(0, 1)}
          </Circle>
          <Stack gap="0.5" minW="0">
            <Text fontSize="xs" fontWeight="700" letterSpacing="0.16em" color="fg.subtle">
              MY PAGE
            </Text>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em" data-testid="account-name">
              {customer.name}님
            </Heading>
            <Text fontSize="sm" color="fg.muted" truncate>
              {customer.email}
            </Text>
          </Stack>
        </HStack>
        <Button variant="ghost" size="sm" onClick={() => void logout()} data-testid="account-logout">
          <LuLogOut aria-hidden /> 로그아웃
        </Button>
      </HStack>

      {summary.error ? (
        <ErrorState
          title="회원 정보를 불러오지 못했습니다"
          description={summary.error instanceof Error ? summary.error.message : undefined}
          onRetry={() => void summary.mutate()}
        />
      ) : (
        <Stack gap="3">
          <AccountStats summary={summary.data} />
          <HStack gap="3" fontSize="sm">
            <Button
              variant="subtle"
              flex="1"
              justifyContent="space-between"
              onClick={() => select('coupons')}
              data-testid="points-shortcut"
            >
              <Text as="span">적립금</Text>
              <Text as="span" fontWeight="800">
                {summary.data ? formatKRW(summary.data.points) : '-'}
              </Text>
            </Button>
            <Button
              variant="subtle"
              flex="1"
              justifyContent="space-between"
              onClick={() => select('coupons')}
              data-testid="coupons-shortcut"
            >
              <Text as="span">쿠폰</Text>
              <Text as="span" fontWeight="800">
                {summary.data ? `${summary.data.usableCoupons}장` : '-'}
              </Text>
            </Button>
          </HStack>
        </Stack>
      )}

      <Tabs.Root
        value={tab}
        onValueChange={(e) => select(e.value)}
        variant="line"
        size={{ base: 'sm', md: 'md' }}
        lazyMount
        data-testid="account-tabs"
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          {ACCOUNT_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} flexShrink="0">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="6">
          <Tabs.Content value="profile">
            <Stack gap="10">
              <ProfilePanel customer={customer} />
              <MessagesPanel />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="orders">
            <Stack gap="3">
              <HStack justify="space-between">
                <Heading as="h2" size="md">
                  최근 주문
                </Heading>
                <Badge variant="subtle">최근 5건</Badge>
              </HStack>
              {summary.data ? <RecentOrders orders={summary.data.recentOrders} /> : !summary.error && <PageSkeleton rows={4} />}
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="coupons">
            <Stack gap="10">
              <Stack gap="3">
                <HStack justify="space-between" gap="3">
                  <Heading as="h2" size="md">
                    내 쿠폰
                  </Heading>
                  <Button asChild size="xs" variant="outline">
                    <RouterLink to={urls.coupons()} data-testid="account-coupon-zone">
                      쿠폰존에서 더 받기
                    </RouterLink>
                  </Button>
                </HStack>
                <CouponList />
              </Stack>
              <Stack gap="3">
                <Heading as="h2" size="md">
                  적립금
                </Heading>
                <PointsHistory />
              </Stack>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="addresses">
            <AddressBook />
          </Tabs.Content>
          <Tabs.Content value="settings">
            <SettingsPanel customer={customer} onLogout={() => void logout()} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </Stack>
  );
}

/** `/account?tab=profile|orders|coupons|addresses|settings`: sign-in required (else `/login?next=`). */
export default function AccountPage() {
  useDocumentTitle('마이페이지');
  const { customer } = useRequireCustomer();
  return (
    <PageContainer py={{ base: '5', md: '8' }} maxW="4xl">
      {customer ? <AccountContent key={customer.id} customer={customer} /> : <PageSkeleton rows={8} />}
    </PageContainer>
  );
}
