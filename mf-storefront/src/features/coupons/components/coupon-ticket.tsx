import { Badge, Box, Button, HStack, Stack, Text } from '@market/ui/chakra';
import type { PublicCoupon } from '@market/domain/admin-coupons';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { LuCheck, LuDownload } from 'react-icons/lu';

/** '10% 할인 (최대 10,000원)', '5,000원 할인' or '무료배송'. */
export function couponBenefitText(c: Pick<PublicCoupon, 'type' | 'value' | 'maxDiscount'>): string {
  if (c.type === 'shipping') return '무료배송';
  if (c.type === 'fixed') return `${formatKRW(c.value)} 할인`;
  return `${c.value}% 할인${c.maxDiscount ? ` (최대 ${formatKRW(c.maxDiscount)})` : ''}`;
}

/** One coupon of the zone: its benefit, conditions and period, and 받기 (받음 once held; 소진 when none remain). */
export function CouponTicket({ c, busy, onDownload }: { c: PublicCoupon; busy: boolean; onDownload: () => void }) {
  const soldOut = !c.downloaded && c.remainingQuantity <= 0;
  return (
    <HStack
      align="stretch"
      gap="0"
      borderWidth="1px"
      borderColor={c.downloaded ? 'border' : 'accent.muted'}
      rounded="lg"
      overflow="hidden"
      bg="bg"
      data-testid="zone-coupon"
      data-code={c.code}
    >
      <Stack gap="1" p="4" flex="1" minW="0">
        <Text fontSize="xl" fontWeight="800" color="accent.fg">
          {couponBenefitText(c)}
        </Text>
        <Text fontWeight="600">{c.name}</Text>
        {c.description && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {c.description}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
          <Text>{c.minOrderAmount > 0 ? `${formatKRW(c.minOrderAmount)} 이상 구매 시` : '최소 주문 금액 없음'}</Text>
          {c.brandName && <Text>{c.brandName} 상품 전용</Text>}
          <Text>~ {formatDate(c.endsAt)}까지</Text>
          {c.remainingQuantity > 0 && c.remainingQuantity < 100 && <Text color="fg.error">{formatNumber(c.remainingQuantity)}장 남음</Text>}
        </HStack>
        <Badge alignSelf="start" variant="outline" size="sm" fontFamily="mono" mt="1">
          {c.code}
        </Badge>
      </Stack>
      <Box borderLeftWidth="1px" borderStyle="dashed" borderColor="border" display="flex" alignItems="center" px="4">
        <Button
          size="sm"
          variant={c.downloaded ? 'outline' : 'solid'}
          disabled={c.downloaded || soldOut || busy}
          loading={busy}
          onClick={onDownload}
          aria-label={`${c.name} ${c.downloaded ? '받음' : soldOut ? '소진' : '받기'}`}
          data-testid="zone-download"
        >
          {c.downloaded ? <LuCheck aria-hidden /> : <LuDownload aria-hidden />}
          {c.downloaded ? '받음' : soldOut ? '소진' : '받기'}
        </Button>
      </Box>
    </HStack>
  );
}
