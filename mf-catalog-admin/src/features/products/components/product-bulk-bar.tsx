import { Button, HStack, Text } from '@market/ui/chakra';
import { BULK_DISCOUNT_RATE, type ProductBulk } from '@market/domain/admin-products';
import { formatNumber } from '@market/domain/format';
import { LuPackageX, LuPercent, LuPlay } from 'react-icons/lu';
import type { ProductWrite } from '../api/product-writes';

/**
 * The bulk bar (spec 001): shown while rows are selected; a 20% discount, mark out of stock, resume
 * sales, each one transaction on the server. The page clears the selection on success.
 */
export function ProductBulkBar({
  count,
  pending,
  onAction,
  onClear,
}: {
  count: number;
  pending: ProductWrite | null;
  onAction: (action: ProductBulk['action']) => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  const busy = pending !== null;
  return (
    <HStack
      role="region"
      aria-label="선택한 상품 일괄 처리"
      data-testid="product-bulk-bar"
      gap="2"
      wrap="wrap"
      px="3"
      py="2"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      bg="bg.subtle"
    >
      <Text fontSize="sm" fontWeight="semibold" me="2">
        {formatNumber(count)}개 선택됨
      </Text>
      <Button size="xs" colorPalette="red" loading={pending === 'discount'} disabled={busy} onClick={() => onAction('discount')}>
        <LuPercent aria-hidden /> {BULK_DISCOUNT_RATE}% 할인 적용
      </Button>
      <Button size="xs" variant="outline" loading={pending === 'out_of_stock'} disabled={busy} onClick={() => onAction('out_of_stock')}>
        <LuPackageX aria-hidden /> 품절 처리
      </Button>
      <Button size="xs" variant="outline" loading={pending === 'resume'} disabled={busy} onClick={() => onAction('resume')}>
        <LuPlay aria-hidden /> 판매 재개
      </Button>
      <Button size="xs" variant="ghost" ms="auto" disabled={busy} onClick={onClear}>
        선택 해제
      </Button>
    </HStack>
  );
}
