import { Badge, Box, Button, HStack, Heading, Separator, Stack, Text } from '@market/ui/chakra';
import { ApiError } from '@market/api-client/api-fetch';
import { formatDate, formatNumber } from '@market/domain/format';
import { SUPPORT_MESSAGES } from '@market/domain/support';
import { EmptyState, ErrorState } from '@market/ui/states';
import { useState } from 'react';
import { LuArrowLeft, LuPin } from 'react-icons/lu';
import { ListPager } from '../../../components/list-pager';
import { ListSkeleton } from '../../../components/list-skeleton';
import { NOTICE_PAGE_SIZE, useNotices } from '../api/get-notices';
import { useNotice } from '../api/get-notice';

function NoticeDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { data, error, isLoading, mutate } = useNotice(id);
  const back = (
    <Button variant="ghost" size="sm" alignSelf="start" onClick={onBack} data-testid="notice-back">
      <LuArrowLeft aria-hidden /> 목록으로
    </Button>
  );
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Stack gap="2">
        {back}
        <EmptyState title={SUPPORT_MESSAGES.noticeNotFound} description="삭제되었거나 게시가 종료된 공지입니다." />
      </Stack>
    );
  }
  return (
    <Stack gap="4" data-testid="notice-detail">
      {back}
      {error ? (
        <ErrorState
          title="공지사항을 불러오지 못했습니다"
          description={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !data ? (
        <ListSkeleton rows={3} label="공지사항을 불러오는 중" />
      ) : (
        <Stack as="article" gap="3">
          <HStack gap="2">
            {data.important && (
              <Badge colorPalette="accent" variant="solid" size="sm">
                중요
              </Badge>
            )}
            <Badge variant="subtle" size="sm">
              {data.typeLabel}
            </Badge>
          </HStack>
          <Heading as="h2" size="lg">
            {data.title}
          </Heading>
          <Text fontSize="sm" color="fg.subtle">
            {formatDate(data.date)} · 조회 {formatNumber(data.views)}
          </Text>
          <Separator />
          <Text whiteSpace="pre-line" lineHeight="1.8" color="fg.muted">
            {data.content}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/** Notices tab: the list (important ones marked, pinned first) and one notice's detail (`?notice=`). */
export function NoticesPanel({ noticeId, onOpen }: { noticeId: string | null; onOpen: (id: string | null) => void }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useNotices(page);
  if (noticeId) return <NoticeDetail id={noticeId} onBack={() => onOpen(null)} />;
  if (error)
    return (
      <ErrorState
        title="공지사항을 불러오지 못했습니다"
        description={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading && !data) return <ListSkeleton rows={5} label="공지사항을 불러오는 중" />;
  if (!data || data.items.length === 0) return <EmptyState title="등록된 공지사항이 없습니다" />;
  return (
    <Box opacity={isLoading ? 0.6 : 1} aria-busy={isLoading}>
      <Stack as="ul" gap="0" listStyleType="none" data-testid="notice-list">
        {data.items.map((n) => (
          <Box as="li" key={n.id} borderBottomWidth="1px" borderColor="border">
            <Button
              variant="ghost"
              w="full"
              h="auto"
              py="4"
              px="2"
              justifyContent="start"
              textAlign="start"
              whiteSpace="normal"
              onClick={() => onOpen(n.id)}
              data-testid="notice-item"
            >
              <Stack gap="1" w="full">
                <HStack gap="2">
                  {n.pinned && <LuPin aria-label="고정 공지" />}
                  {n.important && (
                    <Badge colorPalette="accent" variant="solid" size="sm">
                      중요
                    </Badge>
                  )}
                  <Badge variant="subtle" size="sm">
                    {n.typeLabel}
                  </Badge>
                </HStack>
                <Text fontWeight="600" lineClamp={2}>
                  {n.title}
                </Text>
                <Text fontSize="xs" color="fg.subtle" fontWeight="400">
                  {formatDate(n.date)}
                </Text>
              </Stack>
            </Button>
          </Box>
        ))}
      </Stack>
      <ListPager total={data.total} limit={NOTICE_PAGE_SIZE} page={page} onPageChange={setPage} />
    </Box>
  );
}
