import { Button, Input, Stack, Text } from '@market/ui/chakra';
import { REVIEW_REPORT_MESSAGES, REVIEW_REPORT_REASON_MAX } from '@market/domain/review-rules';
import { useCustomerSession } from '@market/session/session-store';
import { toaster } from '@market/ui/toaster';
import { lazy, Suspense, useState } from 'react';
import { LuFlag } from 'react-icons/lu';
import { reportReview } from '../api/report-review';

// The confirmation (a dialog: focus trap and the overlay facade) loads when a shopper reports.
const ConfirmDialog = lazy(() => import('@market/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** '신고' on a review: a guest is asked to sign in; a shopper confirms (reason optional) and reports once. */
export function ReportReviewButton({ reviewId, onReported }: { reviewId: string; onReported?: () => void }) {
  const { customer } = useCustomerSession();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      const result = await reportReview(reviewId, reason.trim() ? { reason: reason.trim() } : {});
      toaster.create({ type: 'success', title: result.message });
      setDone(true);
      setOpen(false);
      if (result.flagged) onReported?.();
    } catch (error) {
      const message = error instanceof Error ? error.message : undefined;
      toaster.create({ type: 'error', title: '신고하지 못했습니다', description: message });
      if (message === REVIEW_REPORT_MESSAGES.already) {
        setDone(true);
        setOpen(false);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant="ghost"
        color="fg.muted"
        ms="auto"
        disabled={done}
        onClick={() => (customer ? setOpen(true) : toaster.create({ type: 'info', title: REVIEW_REPORT_MESSAGES.signIn }))}
        data-testid="review-report"
      >
        <LuFlag aria-hidden /> {done ? '신고됨' : '신고'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(next) => !next && setOpen(false)}
            title="이 리뷰를 신고할까요?"
            description="욕설, 광고, 상품과 관계없는 내용 등을 신고해주세요. 신고가 쌓이면 운영팀이 검토합니다."
            confirmLabel="신고"
            destructive
            busy={busy}
            onConfirm={() => void submit()}
            testId="review-report-confirm"
          >
            <Stack gap="1">
              <Text fontSize="sm" asChild>
                <label htmlFor={`report-reason-${reviewId}`}>신고 사유 (선택)</label>
              </Text>
              <Input
                id={`report-reason-${reviewId}`}
                size="sm"
                value={reason}
                maxLength={REVIEW_REPORT_REASON_MAX}
                onChange={(e) => setReason(e.currentTarget.value)}
                placeholder="예: 광고성 내용"
              />
            </Stack>
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
