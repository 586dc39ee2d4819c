import { Image, HStack, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { BRAND_STATUS_LABELS, type AdminBrand } from '@market/domain/brand';
import { formatCount, formatDate } from '@market/domain/format';
import { DetailDialog, DetailList } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { BRAND_STATUS_TONES, formatRating, formatRevenue } from './brand-format';

/** Read-only brand details; editing and status changes arrive with the brand workflows. */
export function BrandDetailDialog({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  return (
    <DetailDialog open={brand !== null} onClose={onClose} testId="brand-detail" size="md" scrollBehavior="outside">
      {brand && (
        <>
          <Dialog.Header>
            <HStack gap="3">
              <Image src={brand.logoUrl} alt="" boxSize="10" borderRadius="l2" borderWidth="1px" borderColor="border" objectFit="cover" />
              <Stack gap="0">
                <Dialog.Title>{brand.name}</Dialog.Title>
                <Text color="fg.muted" fontSize="sm">
                  {brand.nameEn}
                </Text>
              </Stack>
              <StatusBadge tone={BRAND_STATUS_TONES[brand.status]}>{BRAND_STATUS_LABELS[brand.status]}</StatusBadge>
            </HStack>
          </Dialog.Header>
          <Dialog.Body>
            <DetailList
              labelWidth="100px"
              gap="2.5"
              rows={[
                ['슬러그', brand.slug],
                ['카테고리', brand.category?.name ?? '-'],
                ['웹사이트', brand.website ?? '-'],
                ['담당자 이메일', brand.contactEmail ?? '-'],
                ['상품 수', `${brand.productCount.toLocaleString('ko-KR')}개`],
                ['팔로워', formatCount(brand.followers)],
                ['월 매출', formatRevenue(brand.monthlyRevenue)],
                ['평점', formatRating(brand.averageRating, true)],
                ['입점일', formatDate(brand.createdAt)],
              ]}
            />
            <Stack gap="1" mt="4">
              <Text fontSize="sm" color="fg.muted">
                소개
              </Text>
              <Text fontSize="sm" whiteSpace="pre-line">
                {brand.description || '-'}
              </Text>
            </Stack>
          </Dialog.Body>
        </>
      )}
    </DetailDialog>
  );
}
