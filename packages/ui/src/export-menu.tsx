import { useId, useRef, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { EXPORT_FORMAT_LABELS, EXPORT_MESSAGES, type ExportFormat } from '@market/domain/export';
import { Button, HStack, Input, Text } from '@market/ui/chakra';
import { Field } from '@market/ui/chakra-more';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { toaster } from '@market/ui/toaster';

/** The file name the server gave in Content-Disposition (RFC 5987 `filename*` first). */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain ? plain[1]! : fallback;
}

async function errorMessage(res: Response): Promise<{ message: string; reason?: string }> {
  try {
    const body = (await res.json()) as { error?: { message?: string; fields?: Record<string, string> } };
    return { message: body.error?.message ?? EXPORT_MESSAGES.failed, reason: body.error?.fields?.reason };
  } catch {
    return { message: EXPORT_MESSAGES.failed };
  }
}

/**
 * The download buttons of an admin list: its current filtered view as CSV (opens in Excel with
 * Korean intact) or .xlsx. `request` is the typed client's call of the list's `…/export` route
 * with the page's filters. A list holding personal data asks the reason first (it is logged).
 */
export function ExportMenu({
  request,
  personalData = false,
  label = '목록',
}: {
  request: (format: ExportFormat, reason: string | undefined) => Promise<Response>;
  personalData?: boolean;
  /** What is downloaded, for the buttons' accessible names ('주문 목록 CSV 내보내기'). */
  label?: string;
}) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [asking, setAsking] = useState<ExportFormat | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonId = useId();
  const opener = useRef<HTMLButtonElement | null>(null);

  const download = async (format: ExportFormat, why: string | undefined) => {
    setBusy(format);
    try {
      const res = await request(format, why);
      if (!res.ok) {
        const { message, reason: field } = await errorMessage(res);
        if (field && personalData) {
          setReasonError(field);
          return;
        }
        toaster.create({ type: 'error', title: message });
        setAsking(null);
        return;
      }
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res, `export.${format}`);
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toaster.create({ type: 'success', title: EXPORT_MESSAGES.started, description: a.download });
      setAsking(null);
      setReason('');
    } catch {
      toaster.create({ type: 'error', title: EXPORT_MESSAGES.failed });
    } finally {
      setBusy(null);
    }
  };

  const start = (format: ExportFormat, button: HTMLButtonElement) => {
    opener.current = button;
    if (personalData) {
      setReasonError(null);
      setAsking(format);
    } else void download(format, undefined);
  };

  return (
    <>
      <HStack gap="2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            loading={busy === format && !asking}
            disabled={busy !== null}
            aria-label={`${label} ${format === 'csv' ? 'CSV' : '엑셀'} 내보내기`}
            onClick={(e) => start(format, e.currentTarget)}
          >
            <LuDownload aria-hidden />
            {format === 'csv' ? 'CSV' : '엑셀'}
          </Button>
        ))}
      </HStack>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsking(null);
            opener.current?.focus();
          }
        }}
        title={`${label} 내보내기 (${asking ? EXPORT_FORMAT_LABELS[asking] : ''})`}
        description="개인정보가 포함된 파일입니다. 내려받는 사유는 개인정보 열람 기록에 남습니다."
        confirmLabel="내려받기"
        busy={busy !== null}
        onConfirm={() => {
          const why = reason.trim();
          if (why.length < 2) {
            setReasonError(why ? EXPORT_MESSAGES.reasonTooShort : EXPORT_MESSAGES.reasonRequired);
            return;
          }
          void download(asking!, why);
        }}
      >
        <Field.Root invalid={reasonError !== null} mt="4" required>
          <Field.Label htmlFor={reasonId}>내려받는 사유</Field.Label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={200}
            placeholder="예: 배송 지연 고객 안내"
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
          />
          {reasonError ? (
            <Field.ErrorText>{reasonError}</Field.ErrorText>
          ) : (
            <Text fontSize="xs" color="fg.muted" mt="1">
              2자 이상, 200자 이하
            </Text>
          )}
        </Field.Root>
      </ConfirmDialog>
    </>
  );
}
