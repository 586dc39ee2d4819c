import { Link, Stack, Text } from '@market/ui/chakra';
import { BANNER_DEVICE_LABELS, BANNER_STATUS_LABELS, type AdminBanner } from '@market/domain/admin-banners';
import { formatDate, formatNumber } from '@market/domain/format';
import { detailColumn, statusColumn } from '@market/ui/admin-list';
import type { DataTableColumn } from '@market/ui/data-table';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { BANNER_STATUS_TONES, formatPercent } from './banner-format';

/**
 * The banners table (spec 001): info and target device, image preview (a placeholder when it
 * fails), position with priority and link, performance, period with last change, status.
 */
export function bannerColumns(onOpen: (b: AdminBanner) => void): DataTableColumn<AdminBanner>[] {
  return [
    {
      key: 'title',
      header: '배너 정보',
      sortKey: 'title',
      minW: '200px',
      cell: (b) => (
        <Stack gap="0" minW="0" maxW="260px">
          <Text fontWeight="medium" truncate data-testid="banner-title">
            {b.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {b.description || '-'}
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            {BANNER_DEVICE_LABELS[b.targetDevice]}
            {b.isResponsive ? ' · 반응형' : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'image',
      header: '이미지',
      cell: (b) => (
        <ImageWithFallback
          src={b.imageUrl}
          alt={`${b.title} 배너 이미지`}
          w="28"
          aspectRatio={16 / 6}
          rounded="sm"
          data-testid="banner-thumb"
        />
      ),
    },
    {
      key: 'priority',
      header: '위치 / 우선순위',
      sortKey: 'priority',
      cell: (b) => (
        <Stack gap="0" minW="0" maxW="200px">
          <Text fontSize="sm">{b.positionName}</Text>
          <Text fontSize="xs" color="fg.muted">
            우선순위 {b.priority}
          </Text>
          {b.linkUrl && (
            <Link
              href={b.linkUrl}
              target="_blank"
              rel="noopener noreferrer"
              fontSize="xs"
              color="fg.muted"
              truncate
              onClick={(e) => e.stopPropagation()}
            >
              {b.linkUrl}
            </Link>
          )}
        </Stack>
      ),
    },
    {
      key: 'impressions',
      header: '성과 (노출 / 클릭 / CTR)',
      sortKey: 'impressions',
      align: 'end',
      cell: (b) => (
        <Stack gap="0" align="flex-end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Text fontSize="sm">
            {formatNumber(b.impressions)} / {formatNumber(b.clicks)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            CTR {formatPercent(b.ctr)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'starts',
      header: '기간',
      sortKey: 'starts',
      cell: (b) => (
        <Stack gap="0" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
          <Text fontSize="sm">
            {formatDate(b.startsAt)} ~ {formatDate(b.endsAt)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            수정 {formatDate(b.updatedAt)}
          </Text>
        </Stack>
      ),
    },
    statusColumn(BANNER_STATUS_TONES, BANNER_STATUS_LABELS, 'banner-status'),
    { ...detailColumn(onOpen), sticky: true },
  ];
}
