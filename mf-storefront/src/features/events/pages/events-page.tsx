import { Badge, Box, Button, HStack, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@market/ui/chakra';
import { formatDate } from '@market/domain/format';
import { STOREFRONT_EVENT_TYPES, STOREFRONT_EVENT_TYPE_LABELS, type StorefrontEventType } from '@market/domain/catalog-rules';
import { ImageWithFallback } from '@market/ui/image-with-fallback';
import { EmptyState, ErrorState } from '@market/ui/states';
import { Link as RouterLink, useSearchParams } from '@market/ui/router';
import { PageContainer } from '../../../components/page-container';
import { PageHeading } from '../../../components/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { urls } from '../../../urls';
import { lazy, Suspense, useState } from 'react';
import { useEvents } from '../api/get-events';

// The detail dialog (and the overlay machinery under it) loads when an event is first opened,
// not with the page (ADR 039); once loaded it stays mounted so that it animates out.
const EventDetailDialog = lazy(() =>
  import(/* webpackChunkName: "event-detail" */ '../components/event-detail-dialog').then((m) => ({ default: m.EventDetailDialog })),
);

/** The spec's tabs: all, then each event type. */
const EVENT_TABS: readonly { value: StorefrontEventType | ''; label: string }[] = [
  { value: '', label: '전체' },
  ...STOREFRONT_EVENT_TYPES.map((value) => ({ value, label: STOREFRONT_EVENT_TYPE_LABELS[value] })),
];
const TYPE_LABEL: Record<string, string> = Object.fromEntries(EVENT_TABS.map((t) => [t.value, t.label]));

/** `/events`: published events (running, then opening soon) in tabs all / sale / promotion / brand (`?tab=`); a card opens its detail (`?event=`), where a signed-in shopper enters a running event. */
export default function EventsPage() {
  useDocumentTitle('이벤트');
  const [params, setParams] = useSearchParams();
  const tab = EVENT_TABS.find((t) => t.value === params.get('tab'))?.value ?? '';
  const { data, error, isLoading, mutate } = useEvents((tab || undefined) as StorefrontEventType | undefined);
  const stale = isLoading && data !== undefined;
  const eventId = params.get('event');
  const closeEvent = () => setParams(tab ? { tab } : {}, { replace: true });
  const [dialogUsed, setDialogUsed] = useState(eventId !== null);
  if (eventId !== null && !dialogUsed) setDialogUsed(true);
  return (
    <PageContainer py={{ base: '5', md: '8' }}>
      <PageHeading eyebrow="EVENT" title="이벤트" lead="진행 중이거나 곧 열리는 세일과 이벤트를 확인하고 참여하세요" />
      <HStack gap="2" mb="6" overflowX="auto" pb="1" role="tablist" aria-label="이벤트 유형">
        {EVENT_TABS.map((t) => (
          <Button
            key={t.value}
            role="tab"
            aria-selected={tab === t.value}
            size="sm"
            rounded="full"
            flexShrink="0"
            variant={tab === t.value ? 'solid' : 'outline'}
            onClick={() => setParams(t.value ? { tab: t.value } : {}, { replace: true })}
            data-testid="event-tab"
          >
            {t.label}
          </Button>
        ))}
      </HStack>
      {error ? (
        <ErrorState
          title="이벤트를 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : data && data.items.length === 0 && !stale ? (
        <EmptyState title="진행 중인 이벤트가 없습니다" description="새로운 이벤트로 곧 찾아올게요." />
      ) : (
        <SimpleGrid
          columns={{ base: 1, md: 2 }}
          gap={{ base: '6', md: '8' }}
          opacity={stale ? 0.5 : 1}
          aria-busy={isLoading}
          role="tabpanel"
        >
          {data
            ? data.items.map((e) => (
                <LinkBox as="article" key={e.id} data-testid="event-card" role="group">
                  <ImageWithFallback src={e.banner ?? e.image} alt={`${e.title} 배너`} aspectRatio={16 / 9} rounded="lg" />
                  <Stack gap="1.5" pt="3">
                    <HStack gap="2">
                      <Badge size="sm" variant="subtle" colorPalette={e.type === 'sale' ? 'accent' : 'gray'}>
                        {TYPE_LABEL[e.type] ?? e.type}
                      </Badge>
                      {!e.isActive && (
                        <Badge size="sm" variant="outline">
                          오픈 예정
                        </Badge>
                      )}
                      <Text fontSize="xs" color="fg.subtle">
                        {formatDate(e.startDate)} ~ {formatDate(e.endDate)}
                      </Text>
                    </HStack>
                    <LinkOverlay asChild>
                      <RouterLink
                        to={`${urls.events()}?${new URLSearchParams({ ...(tab ? { tab } : {}), event: e.id }).toString()}`}
                        data-testid="event-open"
                      >
                        <Text as="span" fontWeight="700" fontSize="lg">
                          {e.title}
                        </Text>
                      </RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {e.description}
                    </Text>
                  </Stack>
                </LinkBox>
              ))
            : Array.from({ length: 4 }, (_, i) => (
                <Stack key={i} gap="2" aria-hidden>
                  <Skeleton aspectRatio={16 / 9} rounded="lg" />
                  <Skeleton h="4" w="60%" />
                  <Skeleton h="3" w="90%" />
                </Stack>
              ))}
        </SimpleGrid>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <EventDetailDialog id={eventId} onClose={closeEvent} />
        </Suspense>
      )}
      <Box mt="10" textAlign="center">
        <Button asChild variant="outline" rounded="full">
          <RouterLink to={urls.categories({ sale: 'true' })}>세일 상품 전체보기</RouterLink>
        </Button>
      </Box>
    </PageContainer>
  );
}
