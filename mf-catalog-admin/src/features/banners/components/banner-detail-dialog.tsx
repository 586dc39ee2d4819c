import { Box, Button, HStack, Image, Link, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  BANNER_ACTION_LABELS,
  BANNER_DEVICE_LABELS,
  BANNER_STATUS_LABELS,
  bannerActions,
  bannerCtrPrecise,
  type AdminBanner,
} from '@market/domain/admin-banners';
import { formatDate, formatDateTime, formatNumber } from '@market/domain/format';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useRef, useState } from 'react';
import { LuExternalLink } from 'react-icons/lu';
import { useBannerWrites } from '../api/banner-writes';
import { BANNER_STATUS_TONES, formatPercent } from './banner-format';

/** The preview: the image at its banner ratio, hidden when it fails to load (spec 001 section 8). */
function Preview({ banner }: { banner: AdminBanner }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [banner.imageUrl]);
  if (failed || !banner.imageUrl) return null;
  return (
    <Box rounded="md" overflow="hidden" bg="bg.muted" aspectRatio={16 / 6} data-testid="banner-preview">
      <Image
        src={banner.imageUrl}
        alt={`${banner.title} 배너 이미지`}
        w="full"
        h="full"
        objectFit="cover"
        onError={() => setFailed(true)}
      />
    </Box>
  );
}

/** A banner: preview, basic info, performance, link; edit, activate / deactivate and replace image. */
export function BannerDetailDialog({
  item,
  canUpdate,
  onClose,
  onEdit,
}: {
  item: AdminBanner | null;
  canUpdate: boolean;
  onClose: () => void;
  onEdit: (b: AdminBanner) => void;
}) {
  const { pending, changeStatus, uploadImage } = useBannerWrites();
  const fileInput = useRef<HTMLInputElement>(null);
  const actions = item && canUpdate ? bannerActions(item.status) : [];

  return (
    <DetailDialog open={item !== null} onClose={onClose} testId="banner-detail">
      {item && (
        <>
          <Dialog.Header>
            <HStack gap="2" wrap="wrap">
              <Dialog.Title>{item.title}</Dialog.Title>
              <StatusBadge tone={BANNER_STATUS_TONES[item.status]} data-testid="detail-status">
                {BANNER_STATUS_LABELS[item.status]}
              </StatusBadge>
            </HStack>
          </Dialog.Header>
          <Dialog.Body>
            <Stack gap="5">
              <Preview banner={item} />
              <DetailSection title="기본 정보">
                <DetailList
                  labelWidth="100px"
                  rows={[
                    ['설명', item.description || '-'],
                    ['위치', item.positionName],
                    ['우선순위', String(item.priority)],
                    ['대상 기기', `${BANNER_DEVICE_LABELS[item.targetDevice]}${item.isResponsive ? ' · 반응형' : ''}`],
                    ['기간', `${formatDate(item.startsAt)} ~ ${formatDate(item.endsAt)}`],
                    ['등록', `${item.createdBy ?? '-'} · ${formatDate(item.createdAt)}`],
                    ['최종 수정', formatDateTime(item.updatedAt)],
                  ]}
                />
              </DetailSection>
              <DetailSection title="성과">
                <DetailList
                  labelWidth="100px"
                  numeric
                  rows={[
                    ['노출수', formatNumber(item.impressions)],
                    ['클릭수', formatNumber(item.clicks)],
                    ['CTR', <span data-testid="banner-ctr">{formatPercent(bannerCtrPrecise(item.clicks, item.impressions), 2)}</span>],
                  ]}
                />
              </DetailSection>
              <DetailSection title="링크">
                {item.linkUrl ? (
                  <Link href={item.linkUrl} target="_blank" rel="noopener noreferrer" fontSize="sm" wordBreak="break-all">
                    {item.linkUrl} <LuExternalLink aria-label="새 탭에서 열림" />
                  </Link>
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    링크 없음
                  </Text>
                )}
              </DetailSection>
            </Stack>
          </Dialog.Body>
          <DetailFooter note={!canUpdate && '조회 권한만 있습니다.'}>
            {canUpdate && (
              <>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  hidden
                  aria-label="배너 이미지 파일"
                  data-testid="banner-image-input"
                  onChange={(e) => {
                    const file = e.currentTarget.files?.[0];
                    e.currentTarget.value = '';
                    if (file) uploadImage(item.id, file).catch(() => undefined);
                  }}
                />
                <Button
                  size="sm"
                  variant="outline"
                  loading={pending === 'image'}
                  disabled={pending !== null}
                  onClick={() => fileInput.current?.click()}
                >
                  이미지 교체
                </Button>
                <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onEdit(item)}>
                  수정
                </Button>
              </>
            )}
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'deactivate' ? 'outline' : 'solid'}
                colorPalette={action === 'deactivate' ? 'red' : undefined}
                loading={pending === action}
                disabled={pending !== null}
                onClick={() => void changeStatus(item.id, { action, expectedStatus: item.status }).catch(() => undefined)}
              >
                {BANNER_ACTION_LABELS[action]}
              </Button>
            ))}
          </DetailFooter>
        </>
      )}
    </DetailDialog>
  );
}
