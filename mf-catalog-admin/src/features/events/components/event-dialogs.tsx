import { SimpleGrid, Stack, Text } from '@market/ui/chakra';
import {
  EVENT_ACTION_LABELS,
  EVENT_STATUS_LABELS,
  eventActions,
  EventInputSchema,
  type AdminEvent,
  type EventInput,
} from '@market/domain/admin-events';
import { formatDateTime, formatKRW, formatNumber } from '@market/domain/format';
import { DetailList, DetailSection } from '@market/ui/detail-dialog';
import { applyApiError, useZodForm } from '@market/ui/form';
import { ContentDetailDialog } from '../../../components/content-detail-dialog';
import { asFormControl, FormDialog, SelectField, TextAreaField, TextInputField } from '@market/ui/form-dialog';
import { useEventWrites } from '../api/events-api';
import { RateBar } from './event-columns';
import { emptyEventForm, EVENT_STATUS_TONES, eventFormValues, rateText, TYPE_OPTIONS } from './event-format';

/** An event: participants, rate, views, conversion; details; performance; edit, start / end (section 4), delete. */
export function EventDetailDialog({
  event,
  canUpdate,
  canDelete,
  onClose,
  onEdit,
}: {
  event: AdminEvent | null;
  canUpdate: boolean;
  canDelete: boolean;
  onClose: () => void;
  onEdit: (e: AdminEvent) => void;
}) {
  const { pending, act, remove } = useEventWrites();
  return (
    <ContentDetailDialog
      open={event !== null}
      testId="event"
      title={event?.title ?? ''}
      statusTone={event ? EVENT_STATUS_TONES[event.status] : 'neutral'}
      statusLabel={event ? EVENT_STATUS_LABELS[event.status] : ''}
      subtitle={event && `${event.typeName} · ${formatDateTime(event.startDate)} ~ ${formatDateTime(event.endDate)}`}
      stats={
        event
          ? [
              ['참여자', `${formatNumber(event.currentParticipants)}명`],
              ['참여율', rateText(event.participationRate)],
              ['조회수', formatNumber(event.views)],
              ['전환율', `${event.conversionRate.toFixed(1)}%`],
            ]
          : []
      }
      canUpdate={canUpdate}
      canDelete={canDelete}
      pending={pending}
      actions={event ? eventActions(event.status) : []}
      actionLabels={EVENT_ACTION_LABELS}
      solidActions={['start']}
      onAct={(action) => act(event!.id, action)}
      onEdit={() => onEdit(event!)}
      onRemove={() => remove(event!.id)}
      onClose={onClose}
      deleteTitle="이벤트를 삭제할까요?"
      deleteDescription={
        event
          ? `'${event.title}'을(를) 삭제하면 되돌릴 수 없습니다. 참여 기록 ${formatNumber(event.currentParticipants)}건도 함께 삭제되고 이벤트 페이지에서 사라집니다.`
          : ''
      }
    >
      {event && (
        <>
          <RateBar rate={event.participationRate} />
          {event.description && (
            <DetailSection title="설명">
              <Text fontSize="sm" whiteSpace="pre-line">
                {event.description}
              </Text>
            </DetailSection>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <DetailSection title="상세 정보">
              <DetailList
                labelWidth="80px"
                rows={[
                  ['장소', event.locationName],
                  ['최대 참여자', event.maxParticipants === null ? '제한 없음' : `${formatNumber(event.maxParticipants)}명`],
                  ['참여 조건', event.participationCondition ?? '-'],
                  ['경품', event.prize ?? '-'],
                  ['경품 가액', formatKRW(event.prizeValue)],
                  ['당첨자', `${formatNumber(event.winners)}명`],
                ]}
              />
            </DetailSection>
            <DetailSection title="성과">
              <DetailList
                labelWidth="80px"
                rows={[
                  ['총 비용', formatKRW(event.cost)],
                  ['매출', formatKRW(event.revenue)],
                  ['ROI', `${event.roi.toFixed(1)}%`],
                  ['클릭수', formatNumber(event.clicks)],
                  ['전환율', `${event.conversionRate.toFixed(1)}%`],
                ]}
              />
            </DetailSection>
          </SimpleGrid>
        </>
      )}
    </ContentDetailDialog>
  );
}

/** 이벤트 생성 / 수정: title, type, max participants, location, description, period, prize, prize value, condition. */
export function EventFormDialog({
  event,
  open,
  onClose,
  onSaved,
}: {
  event: AdminEvent | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (e: AdminEvent) => void;
}) {
  return open ? <EventForm key={event?.id ?? 'new'} event={event} onClose={onClose} onSaved={onSaved} /> : null;
}

function EventForm({ event, onClose, onSaved }: { event: AdminEvent | null; onClose: () => void; onSaved?: (e: AdminEvent) => void }) {
  const { pending, create, update } = useEventWrites();
  const form = useZodForm(EventInputSchema, { defaultValues: event ? eventFormValues(event) : emptyEventForm() });
  const control = asFormControl(form);
  const submit = form.handleSubmit(async (body: EventInput) => {
    try {
      const result = event ? await update(event.id, body) : await create(body);
      onSaved?.(result.item as AdminEvent);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      open
      title={event ? '이벤트 수정' : '이벤트 생성'}
      onClose={onClose}
      busy={pending !== null}
      submitLabel={event ? '저장' : '생성'}
      onSubmit={() => void submit()}
      testId="event-form"
      control={control}
    >
      <Stack gap="3">
        <TextInputField control={control} name="title" label="이벤트명" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField control={control} name="type" label="유형" options={TYPE_OPTIONS} />
          <TextInputField
            control={control}
            name="maxParticipants"
            label="최대 참여자"
            type="number"
            min={1}
            required={false}
            helper="비우면 인원 제한이 없습니다."
          />
          <TextInputField control={control} name="location" label="장소" helper="online, sns 또는 주소" />
          <TextInputField control={control} name="prize" label="경품" required={false} />
          <TextInputField control={control} name="startDate" label="시작 일시" type="datetime-local" />
          <TextInputField control={control} name="endDate" label="종료 일시" type="datetime-local" />
          <TextInputField control={control} name="prizeValue" label="경품 가액 (원)" type="number" min={0} required={false} />
          <TextInputField control={control} name="participationCondition" label="참여 조건" required={false} />
        </SimpleGrid>
        <TextAreaField control={control} name="description" label="설명" rows={5} required={false} />
        {!event && (
          <Text fontSize="xs" color="fg.muted">
            새 이벤트는 예정 상태로 이벤트 페이지에 게시됩니다. 상세에서 시작하면 고객이 참여할 수 있습니다.
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}
