import { Box, Button, CloseButton, HStack, Portal, Stack, Text } from '@market/ui/chakra';
import { DataList } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-interactive';
import { QNA_KIND_LABELS, QNA_PRIORITY_LABELS, QNA_REPLY_MAX, QNA_STATUS_LABELS, qnaActions, QnaReplySchema, type AdminQna } from '@market/domain/admin-qna';
import { formatDateTime } from '@market/domain/format';
import { StatusBadge } from '@market/ui/status-badge';
import { useState, type ReactNode } from 'react';
import { ReplyDialog } from '../../../components/reply-dialog';
import { useQnaActions } from '../api/qna-actions';
import { categoryLabel, QNA_PRIORITY_TONES, QNA_STATUS_TONES } from './qna-format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * A question: customer and related product or order, the question, the reply with who answered
 * and when; write or edit the reply at any time, complete (close) and reopen as section 4 offers.
 */
export function QnaDetailDialog({ qna, canUpdate, onClose }: { qna: AdminQna | null; canUpdate: boolean; onClose: () => void }) {
  const { pending, reply, changeStatus } = useQnaActions();
  const [replying, setReplying] = useState(false);
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
      <Dialog.Root open={qna !== null && !replying} onOpenChange={(e) => !e.open && onClose()} size="lg" placement="center" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="qna-detail">
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
                      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                        {info.map(([label, value]) => (
                          <DataList.Item key={label}>
                            <DataList.ItemLabel minW="80px">{label}</DataList.ItemLabel>
                            <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
                          </DataList.Item>
                        ))}
                      </DataList.Root>
                      <Section title="문의 내용">
                        <Box bg="bg.subtle" borderRadius="l2" px="3" py="2">
                          <Text fontSize="sm" whiteSpace="pre-line" data-testid="qna-question">
                            {qna.question}
                          </Text>
                        </Box>
                      </Section>
                      <Section title="답변">
                        {qna.adminReply ? (
                          <Box borderWidth="1px" borderColor="border" borderRadius="l2" px="3" py="2">
                            <Text fontSize="sm" whiteSpace="pre-line" data-testid="qna-reply">
                              {qna.adminReply}
                            </Text>
                            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="qna-replier">
                              {qna.repliedBy ?? '담당자'}
                              {qna.repliedAt ? ` · ${formatDateTime(qna.repliedAt)}` : ''}
                            </Text>
                          </Box>
                        ) : (
                          <Text fontSize="sm" color="fg.muted">
                            아직 답변이 없습니다.
                          </Text>
                        )}
                      </Section>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    {!canUpdate && (
                      <Text fontSize="sm" color="fg.muted" me="auto">
                        조회 권한만 있습니다.
                      </Text>
                    )}
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline" size="sm">
                        닫기
                      </Button>
                    </Dialog.ActionTrigger>
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
                        {qna.adminReply ? '답변 수정' : '답변 작성'}
                      </Button>
                    )}
                  </Dialog.Footer>
                </>
              )}
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="닫기" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ReplyDialog
        open={qna !== null && replying}
        title={qna?.adminReply ? '답변 수정' : '답변 작성'}
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
        initial={qna?.adminReply ?? ''}
        maxLength={QNA_REPLY_MAX}
        validate={(text) => {
          const r = QnaReplySchema.safeParse({ adminReply: text });
          return r.success ? null : (r.error.issues[0]?.message ?? null);
        }}
        onSave={async (text) => {
          await reply(qna!.id, { adminReply: text });
          onClose();
        }}
        onClose={() => setReplying(false)}
      />
    </>
  );
}
