import { Box, Flex, Link, Separator, Stack, Text } from '@market/ui/chakra';
import { businessInfoLookupUrl } from '@market/domain/legal-text';
import type { PublicShopSettings } from '@market/domain/shop-settings';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from '@market/ui/router';
import { useShopSettingsState } from '../api/get-shop-settings';
import { urls } from '../urls';
import { BOTTOM_NAV_HEIGHT } from './bottom-nav';

const LINKS = [
  { to: urls.terms(), label: '이용약관', strong: false },
  { to: urls.privacy(), label: '개인정보처리방침', strong: true },
  { to: urls.customerService(), label: '고객센터', strong: false },
  { to: urls.guestOrderLookup(), label: '비회원 주문조회', strong: false },
];

/** One `label: value` of the business information; nothing when the setting is empty. */
function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="span" display="inline">
      <Text as="span" color="fg.subtle">
        {label}
      </Text>{' '}
      {children}
    </Box>
  );
}

/** The items of one line, separated by a bar (a screen reader reads them as a list). */
function Line({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, v]) => v !== '' && v !== null && v !== undefined);
  if (shown.length === 0) return null;
  return (
    <Text as="p" fontSize="xs" color="fg.muted" lineHeight="1.9">
      {shown.map(([label, value], i) => (
        <Fragment key={label}>
          {i > 0 && (
            <Text as="span" color="border.emphasized" mx="2" aria-hidden>
              |
            </Text>
          )}
          <Item label={label}>{value}</Item>
        </Fragment>
      ))}
    </Text>
  );
}

function BusinessInfo({ b }: { b: PublicShopSettings['business'] }) {
  return (
    <Stack gap="0" data-testid="footer-business">
      <Line
        items={[
          ['상호', b.companyName || b.shopName],
          ['대표자', b.ceoName],
          [
            '사업자등록번호',
            b.businessNumber && (
              <>
                {b.businessNumber}{' '}
                <Link
                  href={businessInfoLookupUrl(b.businessNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="fg"
                  textDecoration="underline"
                  data-testid="footer-business-lookup"
                >
                  사업자정보확인
                  <Text as="span" srOnly>
                    (새 창)
                  </Text>
                </Link>
              </>
            ),
          ],
          ['통신판매업 신고번호', b.mailOrderNumber],
        ]}
      />
      <Line
        items={[
          ['주소', b.address],
          ['개인정보 보호책임자', b.privacyOfficer],
          ['호스팅서비스 제공자', b.hostingProvider],
        ]}
      />
      <Line
        items={[
          [
            '고객센터',
            b.phone && (
              <Link href={`tel:${b.phone.replace(/[^0-9]/g, '')}`} color="fg" fontWeight="700">
                {b.phone}
              </Link>
            ),
          ],
          [
            '이메일',
            b.email && (
              <Link href={`mailto:${b.email}`} color="fg">
                {b.email}
              </Link>
            ),
          ],
          ['운영시간', b.operatingHours],
        ]}
      />
    </Stack>
  );
}

/**
 * The storefront footer: the legal links and the business information 전자상거래법 asks an online
 * shop to show, from the shop settings (shown once the server's answer is in, never defaults).
 * Loaded through ./store-footer.tsx, a static island.
 */
export default function StoreFooterContent() {
  const { settings, loaded } = useShopSettingsState();
  const b = settings.business;
  return (
    <Box
      as="footer"
      data-testid="store-footer"
      borderTopWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      pt="8"
      pb={`calc(${BOTTOM_NAV_HEIGHT} + 2rem + env(safe-area-inset-bottom))`}
    >
      <Stack maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} gap="5">
        <Flex as="nav" aria-label="약관 및 고객 안내" wrap="wrap" columnGap="5" rowGap="2">
          {LINKS.map((l) => (
            <Link key={l.to} asChild fontSize="sm" fontWeight={l.strong ? '800' : '500'} color="fg">
              <RouterLink to={l.to}>{l.label}</RouterLink>
            </Link>
          ))}
        </Flex>
        <Separator />
        {loaded && <BusinessInfo b={b} />}
        <Text fontSize="xs" color="fg.muted" lineHeight="1.8">
          {b.shopName || '스타일허브'}는 통신판매중개자로서 통신판매의 당사자가 아니며, 입점 브랜드가 판매하는 상품의 정보와 거래에 대한
          책임은 각 판매자에게 있습니다.
        </Text>
        <Text fontSize="xs" color="fg.subtle">
          © {b.shopName || '스타일허브'}. All rights reserved.
        </Text>
      </Stack>
    </Box>
  );
}
