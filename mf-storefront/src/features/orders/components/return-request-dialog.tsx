import { Button, HStack, Portal, Stack, Text } from '@market/ui/chakra';
import { Field, NativeSelect, Textarea } from '@market/ui/chakra-more';
import { Checkbox, RadioGroup } from '@market/ui/chakra-form-controls';
import { Dialog } from '@market/ui/chakra-overlay';
import { RETURN_REASON_LABELS, RETURN_REASONS, RETURN_TYPE_LABELS, RETURN_TYPES, RequestReturnSchema, type OrderSummary, type RequestReturn } from '@market/domain/order';
import { useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors';

const ITEM_DONE = new Set(['return_requested', 'returned', 'exchange_requested', 'exchanged']);

/**
 * Return or exchange request within 7 days of delivery (spec 9): type, reason, the lines and an
 * optional note. Change-of-mind returns pay the return shipping; defects are free.
 */
export function ReturnRequestDialog({ order, busy, onClose, onSubmit }: { order: OrderSummary | null; busy: boolean; onClose: () => void; onSubmit: (body: RequestReturn) => void }) {
  const items = (order?.items ?? []).filter((i) => !ITEM_DONE.has(i.status));
  const [type, setType] = useState<RequestReturn['type']>('return');
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [picked, setPicked] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const selected = picked ?? items.map((i) => i.id);

  const submit = () => {
    const parsed = RequestReturnSchema.safeParse({ type, reason: reason || undefined, detail: detail.trim() || undefined, itemIds: selected });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(e) => {
        if (!e.open) {
          onClose();
          setPicked(null);
          setReason('');
          setDetail('');
          setErrors({});
        }
      }}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="return-dialog" h={{ md: 'auto' }} maxH={{ md: 'calc(100dvh - 8rem)' }} rounded={{ md: 'l3' }}>
            <Dialog.Header>
              <Dialog.Title fontSize="lg">반품/교환 신청</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Field.Root>
                  <Field.Label fontSize="sm" fontWeight="700">
                    신청 유형
                  </Field.Label>
                  <RadioGroup.Root value={type} onValueChange={(e) => e.value && setType(e.value as RequestReturn['type'])} size="sm" aria-label="신청 유형">
                    <HStack gap="5">
                      {RETURN_TYPES.map((t) => (
                        <RadioGroup.Item key={t} value={t} data-testid={`return-type-${t}`}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{RETURN_TYPE_LABELS[t]}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </HStack>
                  </RadioGroup.Root>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.reason)}>
                  <Field.Label fontSize="sm" fontWeight="700">
                    사유
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={reason}
                      onChange={(e) => {
                        setReason(e.target.value);
                        setErrors((er) => ({ ...er, reason: '' }));
                      }}
                      data-testid="return-reason"
                    >
                      <option value="">사유를 선택해주세요</option>
                      {RETURN_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {RETURN_REASON_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {errors.reason && <Field.ErrorText data-testid="return-reason-error">{errors.reason}</Field.ErrorText>}
                </Field.Root>
                <Field.Root invalid={Boolean(errors.itemIds)}>
                  <Field.Label fontSize="sm" fontWeight="700">
                    상품 선택
                  </Field.Label>
                  <Stack gap="2" w="full">
                    {items.map((i) => (
                      <Checkbox.Root
                        key={i.id}
                        size="sm"
                        checked={selected.includes(i.id)}
                        onCheckedChange={(e) => {
                          setPicked(e.checked ? [...selected, i.id] : selected.filter((id) => id !== i.id));
                          setErrors((er) => ({ ...er, itemIds: '' }));
                        }}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontSize="sm">
                          {i.name} ({[i.selectedColor, i.selectedSize].filter(Boolean).join(' / ')}, {i.quantity}개)
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                  {errors.itemIds && <Field.ErrorText>{errors.itemIds}</Field.ErrorText>}
                </Field.Root>
                <Field.Root>
                  <Field.Label fontSize="sm" fontWeight="700">
                    상세 내용 (선택)
                  </Field.Label>
                  <Textarea value={detail} onChange={(e) => setDetail(e.target.value)} maxLength={1000} rows={3} placeholder="상품 상태나 교환 희망 옵션을 적어주세요" data-testid="return-detail" />
                </Field.Root>
                <Text fontSize="xs" color="fg.muted">
                  단순 변심·사이즈 불만족 반품은 반품 배송비를 고객님이 부담하시며, 상품 불량·오배송은 무료입니다. 착용하거나 세탁한 상품은 반품할 수 없습니다.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  닫기
                </Button>
              </Dialog.ActionTrigger>
              <Button onClick={submit} loading={busy} data-testid="return-submit">
                신청하기
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
