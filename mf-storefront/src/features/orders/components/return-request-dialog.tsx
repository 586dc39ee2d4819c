import { Button, HStack, Portal, Stack, Text } from '@market/ui/chakra';
import { NativeSelect, Textarea } from '@market/ui/chakra-more';
import { Checkbox, RadioGroup } from '@market/ui/chakra-form-controls';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_TYPE_LABELS,
  RETURN_TYPES,
  RequestReturnSchema,
  type OrderSummary,
  type RequestReturn,
} from '@market/domain/order';
import { useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';

const ITEM_DONE = new Set(['return_requested', 'returned', 'exchange_requested', 'exchanged']);

/**
 * Return or exchange request within 7 days of delivery (spec 9): type, reason, the lines and an
 * optional note. Change-of-mind returns pay the return shipping; defects are free.
 */
export function ReturnRequestDialog({
  order,
  busy,
  onClose,
  onSubmit,
}: {
  order: OrderSummary | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: RequestReturn) => void;
}) {
  const items = (order?.items ?? []).filter((i) => !ITEM_DONE.has(i.status));
  // The page mounts one dialog per order (keyed by its id): the defaults are that order's lines.
  const form = useZodForm(RequestReturnSchema, {
    defaultValues: { type: 'return', reason: '' as RequestReturn['reason'], detail: '', itemIds: items.map((i) => i.id) },
  });
  const { control } = form;
  const submit = form.handleSubmit(({ detail, ...body }) => onSubmit({ ...body, detail: detail || undefined }));

  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
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
                <FormField control={control} name="type" label="신청 유형" id="return-type">
                  {({ value, onChange }) => (
                    <RadioGroup.Root value={value} onValueChange={(e) => e.value && onChange(e.value)} size="sm" aria-label="신청 유형">
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
                  )}
                </FormField>
                <FormField control={control} name="reason" label="사유" id="return-reason" errorTestId="return-reason-error">
                  {(field) => (
                    <NativeSelect.Root>
                      <NativeSelect.Field {...field} data-testid="return-reason">
                        <option value="">사유를 선택해주세요</option>
                        {RETURN_REASONS.map((r) => (
                          <option key={r} value={r}>
                            {RETURN_REASON_LABELS[r]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                </FormField>
                <FormField control={control} name="itemIds" label="상품 선택" id="return-items" errorTestId="return-items-error">
                  {({ value = [], onChange, ref }, { describedBy, invalid }) => (
                    <Stack gap="2" w="full">
                      {items.map((i, index) => (
                        <Checkbox.Root
                          key={i.id}
                          size="sm"
                          ids={{ hiddenInput: `return-item-${i.id}` }}
                          checked={value.includes(i.id)}
                          onCheckedChange={(e) => onChange(e.checked ? [...value, i.id] : value.filter((id) => id !== i.id))}
                        >
                          <Checkbox.HiddenInput ref={index === 0 ? ref : undefined} aria-describedby={invalid ? describedBy : undefined} />
                          <Checkbox.Control />
                          <Checkbox.Label fontSize="sm">
                            {i.name} ({[i.selectedColor, i.selectedSize].filter(Boolean).join(' / ')}, {i.quantity}개)
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Stack>
                  )}
                </FormField>
                <FormField control={control} name="detail" label="상세 내용 (선택)" id="return-detail">
                  {(field) => (
                    <Textarea
                      {...field}
                      maxLength={1000}
                      rows={3}
                      placeholder="상품 상태나 교환 희망 옵션을 적어주세요"
                      data-testid="return-detail"
                    />
                  )}
                </FormField>
                <Text fontSize="xs" color="fg.muted">
                  단순 변심·사이즈 불만족 반품은 반품 배송비를 고객님이 부담하시며, 상품 불량·오배송은 무료입니다. 착용하거나 세탁한 상품은
                  반품할 수 없습니다.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  닫기
                </Button>
              </Dialog.ActionTrigger>
              <Button onClick={() => void submit()} loading={busy} data-testid="return-submit">
                신청하기
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
