import { Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { Table } from '@market/ui/chakra-more';
import { formatDate, formatKRW, formatNumber } from '@market/domain/format';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { Price } from '@market/ui/price';
import { ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import type { AdminProductDetail } from '@market/domain/admin-products';
import { useAdminProduct } from '../api/get-admin-products';
import { StockText } from './product-columns';
import { badgeOf } from './product-format';

/** 상품 상세: images, prices, the options' stock (colour × size), sales and the orders that hold it. */
export function ProductDetailDialog({
  productId,
  onClose,
  onEdit,
  onDelete,
}: {
  productId: string | null;
  onClose: () => void;
  onEdit?: (p: AdminProductDetail) => void;
  onDelete?: (p: AdminProductDetail) => void;
}) {
  const { data: p, error, mutate } = useAdminProduct(productId);
  return (
    <DetailDialog open={productId !== null} onClose={onClose} testId="product-detail">
      <Dialog.Header>
        <Dialog.Title>{p ? p.name : '상품 상세'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {error && !p ? (
          <ErrorState
            title="상품을 불러오지 못했습니다"
            description={error instanceof Error ? error.message : undefined}
            onRetry={() => void mutate()}
          />
        ) : !p ? (
          <Stack gap="3">
            <Skeleton height="24" />
            <Skeleton height="40" />
          </Stack>
        ) : (
          <Stack gap="5">
            <HStack gap="2" overflowX="auto" aria-label="상품 이미지">
              {p.images.map((src, i) => (
                <ImageWithFallback key={src} src={src} alt={`${p.name} 이미지 ${i + 1}`} w="20" h="24" borderRadius="l2" flexShrink={0} />
              ))}
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <DetailSection title="기본 정보">
                <DetailList
                  rows={[
                    [
                      '상품 ID',
                      <Text key="id" fontFamily="mono" fontSize="xs">
                        {p.id}
                      </Text>,
                    ],
                    ['영문명', p.nameEn || '-'],
                    ['브랜드', p.brandName],
                    ['카테고리', p.parentCategoryName ? `${p.parentCategoryName} > ${p.categoryName}` : p.categoryName],
                    [
                      '상태',
                      <StatusBadge key="s" tone={badgeOf(p).tone}>
                        {badgeOf(p).label}
                      </StatusBadge>,
                    ],
                    ['등록일', formatDate(p.createdAt)],
                  ]}
                />
              </DetailSection>
              <DetailSection title="판매 정보">
                <DetailList
                  numeric
                  rows={[
                    ['가격', <Price key="p" price={p.price} salePrice={p.salePrice} size="sm" />],
                    ['정가', formatKRW(p.price)],
                    ['재고', <StockText key="st" stock={p.stock} />],
                    ['판매량', `${formatNumber(p.soldCount)}개`],
                    ['리뷰', `${p.rating.toFixed(1)} (${formatNumber(p.reviewCount)}건)`],
                    ['진행 중 주문', `${formatNumber(p.openOrderCount)}건`],
                  ]}
                />
              </DetailSection>
            </SimpleGrid>
            <DetailSection title={`옵션 (${p.options.length}개)`}>
              <Table.Root size="sm" aria-label="옵션별 재고">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>색상</Table.ColumnHeader>
                    <Table.ColumnHeader>사이즈</Table.ColumnHeader>
                    <Table.ColumnHeader>SKU</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">재고</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {p.options.map((o) => (
                    <Table.Row key={o.id}>
                      <Table.Cell>{o.color}</Table.Cell>
                      <Table.Cell>{o.size}</Table.Cell>
                      <Table.Cell fontFamily="mono" fontSize="xs">
                        {o.sku}
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <StockText stock={o.stock} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </DetailSection>
            {p.description && (
              <DetailSection title="상품 설명">
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {p.description}
                </Text>
              </DetailSection>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <DetailFooter note={p && p.openOrderCount > 0 ? '진행 중인 주문이 있어 삭제할 수 없습니다.' : undefined}>
        {p && onDelete && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(p)}>
            {p.hasOrders ? '판매 중지(보관)' : '삭제'}
          </Button>
        )}
        {p && onEdit && (
          <Button size="sm" onClick={() => onEdit(p)}>
            수정
          </Button>
        )}
      </DetailFooter>
    </DetailDialog>
  );
}
