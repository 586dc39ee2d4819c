import { Badge, Box, Button, CloseButton, HStack, Portal, Skeleton, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import { ApiError } from '@market/api-client/api-fetch';
import { eventLocationName } from '@market/domain/admin-events';
import { formatDateTime, formatNumber } from '@market/domain/format';
import { useCustomerSession } from '@market/session/session-store';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { Link as RouterLink } from '@market/ui/router';
import { ErrorState } from '@market/ui/states';
import { useEffect, useState } from 'react';
import { urls } from '../../../urls';
import { countEventView, enterEvent, useEventDetail } from '../api/event-detail';

/** An event's detail over the events page (`?event=<id>`): period, place, prize, places, and 참여하기 for a running event. */
export function EventDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useEventDetail(id);
  const { customer } = useCustomerSession();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const full = data ? data.maxParticipants !== null && data.currentParticipants >= data.maxParticipants : false;
  const gone = error instanceof ApiError && error.status === 404;
  // One view per opening of the detail (the admin's performance figures).
  useEffect(() => {
    if (id) void countEventView(id).catch(() => undefined);
  }, [id]);

  const enter = async () => {
    if (!data) return;
    setBusy(true);
    try {
      const answer = await enterEvent(data.id);
      await mutate(answer.event, { revalidate: false });
      setResult({ ok: true, message: answer.message });
    } catch (e) {
      setResult({ ok: false, message: e instanceof Error ? e.message : '참여하지 못했습니다.' });
      void mutate();
    } finally {
      setBusy(false);
    }
  };

  const rows: [string, string | null][] = data
    ? [
        ['장소', eventLocationName(data.location)],
        ['경품', data.prize],
        ['참여 조건', data.participationCondition],
        [
          '참여 인원',
          data.maxParticipants === null
            ? `${formatNumber(data.currentParticipants)}명 참여`
            : `${formatNumber(data.currentParticipants)} / ${formatNumber(data.maxParticipants)}명`,
        ],
      ]
    : [];

  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(e) => {
        if (!e.open) {
          setResult(null);
          onClose();
        }
      }}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="event-detail">
            <Dialog.Header>
              <Dialog.Title>{data?.title ?? '이벤트'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <ErrorState
                  title={gone ? '종료되었거나 없는 이벤트입니다' : '이벤트를 불러오지 못했습니다'}
                  description={error instanceof Error ? error.message : undefined}
                  onRetry={gone ? undefined : () => void mutate()}
                />
              ) : isLoading || !data ? (
                <Stack gap="3">
                  <Skeleton aspectRatio={16 / 9} rounded="lg" />
                  <Skeleton h="4" w="70%" />
                </Stack>
              ) : (
                <Stack gap="4">
                  <ImageWithFallback src={data.banner ?? data.image} alt={`${data.title} 배너`} aspectRatio={16 / 9} rounded="lg" />
                  <HStack gap="2" wrap="wrap">
                    <Badge size="sm" colorPalette={data.isActive ? 'accent' : 'gray'} variant="solid" data-testid="event-state">
                      {data.isActive ? '진행중' : '오픈 예정'}
                    </Badge>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDateTime(data.startDate)} ~ {formatDateTime(data.endDate)}
                    </Text>
                  </HStack>
                  {data.description && (
                    <Text whiteSpace="pre-line" color="fg.muted">
                      {data.description}
                    </Text>
                  )}
                  <Box
                    as="dl"
                    display="grid"
                    gridTemplateColumns="80px 1fr"
                    rowGap="1.5"
                    columnGap="3"
                    fontSize="sm"
                    bg="bg.subtle"
                    rounded="md"
                    p="4"
                  >
                    {rows
                      .filter(([, v]) => v)
                      .map(([label, value]) => (
                        <Box key={label} display="contents">
                          <Box as="dt" color="fg.subtle">
                            {label}
                          </Box>
                          <Box as="dd" data-testid={label === '참여 인원' ? 'event-participants' : undefined}>
                            {value}
                          </Box>
                        </Box>
                      ))}
                  </Box>
                  {result && (
                    <Text role="status" color={result.ok ? 'green.fg' : 'red.fg'} fontWeight="600" data-testid="event-entry-message">
                      {result.message}
                    </Text>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {data?.type === 'sale' && (
                <Button asChild variant="outline" size="sm">
                  <RouterLink to={urls.categories({ sale: 'true' })}>세일 상품 보기</RouterLink>
                </Button>
              )}
              {data &&
                (data.entered ? (
                  <Button size="sm" disabled data-testid="event-entered">
                    참여 완료
                  </Button>
                ) : !data.isActive ? (
                  <Button size="sm" disabled>
                    오픈 예정
                  </Button>
                ) : full ? (
                  <Button size="sm" disabled>
                    참여 마감
                  </Button>
                ) : customer ? (
                  <Button size="sm" loading={busy} onClick={() => void enter()} data-testid="event-enter">
                    참여하기
                  </Button>
                ) : (
                  <Button asChild size="sm">
                    <RouterLink to={urls.login(`/events?event=${data.id}`)}>로그인하고 참여하기</RouterLink>
                  </Button>
                ))}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
