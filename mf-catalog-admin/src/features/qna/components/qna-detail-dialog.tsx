import { Box, Button, HStack, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  ADMIN_QNA_MESSAGES,
  QNA_KIND_LABELS,
  QNA_PRIORITY_LABELS,
  QNA_REPLY_MAX,
  QNA_STATUS_LABELS,
  qnaActions,
  QnaReplySchema,
  type AdminQna,
} from '@market/domain/admin-qna';
import { formatDateTime } from '@market/domain/format';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { StatusBadge } from '@market/ui/status-badge';
import { useState } from 'react';
import { ReplyDialog, replyActionLabel } from '../../../components/reply-dialog';
import { ReplyView } from '../../../components/reply-view';
import { useQnaActions } from '../api/qna-actions';
import { categoryLabel, QNA_PRIORITY_TONES, QNA_STATUS_TONES } from './qna-format';

/**
 * A question: customer and related product or order, the question, the reply with who answered
 * and when; write or edit the reply at any time, complete (close) and reopen as section 4 offers.
 */
export function QnaDetailDialog({
  qna,
  canUpdate,
  canDelete = false,
  onClose,
}: {
  qna: AdminQna | null;
  canUpdate: boolean;
  canDelete?: boolean;
  onClose: () => void;
}) {
  const { pending, reply, changeStatus, remove } = useQnaActions();
  const [replying, setReplying] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const allowed = qna && canUpdate ? qnaActions(qna.status, qna.adminReply !== null) : { close: false, reopen: false };

  const info: [string, string][] = qna
    ? [
        ['구분', QNA_KIND_LABELS[qna.kind]],
        ['분류', categoryLabel(qna.category)],
        ['고객', qna.customerName],
        ['이메일', qna.customerEmail ?? '-'],
        ...(qna.productName ? ([['상품', `${qna.productName}${qna.brandName ? ` (${qna.brandName})` : ''}`]] as [string, string][]) : []),
        ...(qna.orderNumber ? ([['주문 번호', qna.orderNumber]] as [string, string][]) : []),
        ['공개 여부', qna.isPublic ? '공개' : '비공개'],
        ['작성 일시', formatDateTime(qna.createdAt)],
      ]
    : [];

  return (
    <>
      <DetailDialog open={qna !== null && !replying} onClose={onClose} testId="qna-detail">
        {qna && (
          <>
            <Dialog.Header>
              <Stack gap="1.5">
                <Dialog.Title>{qna.title}</Dialog.Title>
                <HStack gap="1.5">
                  <StatusBadge tone={QNA_STATUS_TONES[qna.status]} data-testid="detail-status">
                    {QNA_STATUS_LABELS[qna.status]}
                  </StatusBadge>
                  <StatusBadge tone={QNA_PRIORITY_TONES[qna.priority]} variant="outline">
                    {`우선순위 ${QNA_PRIORITY_LABELS[qna.priority]}`}
                  </StatusBadge>
                </HStack>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DetailList rows={info} />
                <DetailSection title="문의 내용">
                  <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
                    <Text fontSize="sm" whiteSpace="pre-line" data-testid="qna-question">
                      {qna.question}
                    </Text>
                  </Box>
                </DetailSection>
                <DetailSection title="답변">
                  <ReplyView
                    reply={qna.adminReply}
                    meta={`${qna.repliedBy ?? '담당자'}${qna.repliedAt ? ` · ${formatDateTime(qna.repliedAt)}` : ''}`}
                    testId="qna-reply"
                    metaTestId="qna-replier"
                    outlined
                  />
                </DetailSection>
              </Stack>
            </Dialog.Body>
            <DetailFooter note={!canUpdate && !canDelete && '조회 권한만 있습니다.'}>
              {canDelete && (
                <Button
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  loading={pending === 'delete'}
                  disabled={pending !== null}
                  data-testid="qna-action-delete"
                  onClick={() => setDeleting(true)}
                >
                  삭제
                </Button>
              )}
              {allowed.reopen && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={pending === 'reopen'}
                  disabled={pending !== null}
                  data-testid="qna-action-reopen"
                  onClick={() => void changeStatus(qna.id, 'reopen').then(onClose, () => undefined)}
                >
                  다시 열기
                </Button>
              )}
              {allowed.close && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={pending === 'close'}
                  disabled={pending !== null}
                  data-testid="qna-action-close"
                  onClick={() => void changeStatus(qna.id, 'close').then(onClose, () => undefined)}
                >
                  완료 처리
                </Button>
              )}
              {canUpdate && (
                <Button size="sm" disabled={pending !== null} onClick={() => setReplying(true)} data-testid="qna-reply-open">
                  {replyActionLabel(qna.adminReply)}
                </Button>
              )}
            </DetailFooter>
          </>
        )}
      </DetailDialog>
      {qna && deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(false)}
          title="문의를 삭제할까요?"
          description={ADMIN_QNA_MESSAGES.deleteConfirm}
          confirmLabel="삭제"
          destructive
          busy={pending !== null}
          onConfirm={() =>
            void remove(qna.id).then(
              () => {
                setDeleting(false);
                onClose();
              },
              () => setDeleting(false),
            )
          }
          testId="qna-delete-confirm"
        />
      )}
      <ReplyDialog
        open={qna !== null && replying}
        existing={qna?.adminReply ?? null}
        context={
          qna && (
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                {qna.customerName} 님의 문의
              </Text>
              <Text fontWeight="medium">{qna.title}</Text>
              <Text color="fg.muted" whiteSpace="pre-line">
                {qna.question}
              </Text>
            </Stack>
          )
        }
        maxLength={QNA_REPLY_MAX}
        schema={QnaReplySchema}
        onSave={async (text) => {
          await reply(qna!.id, { adminReply: text });
          onClose();
        }}
        onClose={() => setReplying(false)}
      />
    </>
  );
}
