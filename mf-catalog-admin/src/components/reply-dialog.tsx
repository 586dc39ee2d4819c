import { Box, Button, CloseButton, Portal, Stack, Text } from '@market/ui/chakra';
import { Field, Textarea } from '@market/ui/chakra-more';
import { Dialog } from '@market/ui/chakra-overlay';
import { useEffect, useState, type ReactNode } from 'react';

/** A reply's zod schema from packages/domain (QnaReplySchema, ReviewReplySchema), as this dialog uses it. */
interface ReplySchema {
  safeParse(input: { adminReply: string }): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** The label of what a reply action does: write one, or edit the one there is. */
export function replyActionLabel(existing: string | null): string {
  return existing ? '답변 수정' : '답변 작성';
}

/**
 * The reply dialog of review and Q&A management: what is being answered (optional) above one
 * multi-line field, filled with the `existing` reply, and a save button. The text is checked with
 * the shared zod `schema` first; `onSave` resolves when saved (the dialog then closes) and rejects
 * to keep it open.
 */
export function ReplyDialog({
  open,
  existing,
  context,
  maxLength,
  schema,
  onSave,
  onClose,
}: {
  open: boolean;
  existing: string | null;
  context?: ReactNode;
  maxLength: number;
  schema: ReplySchema;
  onSave: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const initial = existing ?? '';
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setText(initial);
      setError(null);
    }
  }, [open, initial]);

  async function save() {
    const checked = schema.safeParse({ adminReply: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      await onSave(text.trim());
      onClose();
    } catch {
      // The caller has shown why; the text stays for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !saving && onClose()} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reply-dialog">
            <Dialog.Header>
              <Dialog.Title>{replyActionLabel(existing)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {context && (
                  <Box bg="bg.subtle" borderRadius="l2" px="3" py="2" fontSize="sm">
                    {context}
                  </Box>
                )}
                <Field.Root invalid={error !== null} required>
                  <Field.Label>답변 내용</Field.Label>
                  <Textarea
                    rows={6}
                    value={text}
                    maxLength={maxLength}
                    autoFocus
                    data-testid="reply-text"
                    onChange={(e) => {
                      setText(e.currentTarget.value);
                      setError(null);
                    }}
                  />
                  <Field.ErrorText data-testid="reply-error">{error}</Field.ErrorText>
                  {!error && (
                    <Field.HelperText>
                      <Text as="span" fontVariantNumeric="tabular-nums">
                        {text.length.toLocaleString('ko-KR')} / {maxLength.toLocaleString('ko-KR')}자
                      </Text>
                    </Field.HelperText>
                  )}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" disabled={saving} onClick={onClose}>
                취소
              </Button>
              <Button size="sm" loading={saving} onClick={() => void save()} data-testid="reply-save">
                답변 저장
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="닫기" disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
