import { HStack, Image, Stack, Text } from '@market/ui/chakra';
import type { AdminBrandRow as AdminBrand } from '@market/domain/admin-brands';
import { BRAND_STATUS_LABELS } from '@market/domain/brand';
import { formatCount } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { BRAND_STATUS_TONES, displayHost, formatRating, formatRevenue } from './brand-format';

/** The brand table's columns (spec: brand info, category, products, followers, revenue, rating, status, action). */
export function brandColumns(onOpen: (brand: AdminBrand) => void): DataTableColumn<AdminBrand>[] {
  return [
    {
      key: 'brand',
      header: '브랜드 정보',
      sortKey: 'name',
      minW: '240px',
      cell: (b) => (
        <HStack gap="3">
          <Image
            src={b.logoUrl}
            alt=""
            boxSize="8"
            borderRadius="l1"
            borderWidth="1px"
            borderColor="border"
            objectFit="cover"
            flexShrink={0}
            loading="lazy"
          />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {b.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {b.slug} · {displayHost(b.website)}
            </Text>
          </Stack>
        </HStack>
      ),
    },
    { key: 'category', header: '카테고리', sortKey: 'category', cell: (b) => b.category?.name ?? '-' },
    { key: 'products', header: '상품 수', sortKey: 'products', align: 'end', cell: (b) => b.productCount.toLocaleString('ko-KR') },
    { key: 'followers', header: '팔로워', sortKey: 'followers', align: 'end', cell: (b) => formatCount(b.followers) },
    { key: 'revenue', header: '월 매출', sortKey: 'revenue', align: 'end', cell: (b) => formatRevenue(b.monthlyRevenue) },
    { key: 'rating', header: '평점', sortKey: 'rating', align: 'end', cell: (b) => formatRating(b.averageRating) },
    { ...statusColumn(BRAND_STATUS_TONES, BRAND_STATUS_LABELS, 'brand-status'), sortKey: 'status' },
    detailColumn(onOpen),
  ];
}
