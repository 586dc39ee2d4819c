import { HStack, SimpleGrid, Stack, Text } from '@market/ui/chakra';
import {
  NOTICE_ACTION_LABELS,
  NOTICE_AUDIENCE_LABELS,
  NOTICE_PRIORITY_LABELS,
  NOTICE_STATUS_LABELS,
  NOTICE_TYPE_ADMIN_LABELS,
  NoticeInputSchema,
  noticeActions,
  type AdminNotice,
  type NoticeInput,
} from '@market/domain/admin-notices';
import { formatDateTime, formatNumber } from '@market/domain/format';
import { DetailList, DetailSection } from '@market/ui/detail-dialog';
import { applyApiError, useZodForm } from '@market/ui/form';
import { StatusBadge } from '@market/ui/status-badge';
import { ContentDetailDialog } from '../../../components/content-detail-dialog';
import { asFormControl, CheckboxField, FormDialog, SelectField, TextAreaField, TextInputField } from '@market/ui/form-dialog';
import { useNoticeWrites } from '../api/notices-api';
import {
  AUDIENCE_OPTIONS,
  EMPTY_NOTICE_FORM,
  NOTICE_STATUS_TONES,
  noticeFormValues,
  PRIORITY_OPTIONS,
  publishingPeriod,
  TYPE_OPTIONS,
} from './notice-format';

/** A notice: stats, full content, publishing info; edit, pin / unpin, publish / unpublish, delete (with a confirm). */
export function NoticeDetailDialog({
  notice,
  canUpdate,
  canDelete,
  onClose,
  onEdit,
}: {
  notice: AdminNotice | null;
  canUpdate: boolean;
  canDelete: boolean;
  onClose: () => void;
  onEdit: (n: AdminNotice) => void;
}) {
  const { pending, act, remove } = useNoticeWrites();
  return (
    <ContentDetailDialog
      open={notice !== null}
      testId="notice"
      title={notice?.title ?? ''}
      statusTone={notice ? NOTICE_STATUS_TONES[notice.status] : 'neutral'}
      statusLabel={notice ? NOTICE_STATUS_LABELS[notice.status] : ''}
      badges={notice?.isPinned && <StatusBadge tone="highlight">고정</StatusBadge>}
      subtitle={notice && `${NOTICE_TYPE_ADMIN_LABELS[notice.type]} · ${NOTICE_AUDIENCE_LABELS[notice.targetAudience]}`}
      stats={
        notice
          ? [
              ['조회수', formatNumber(notice.views)],
              ['중요도', NOTICE_PRIORITY_LABELS[notice.priority]],
              ['고정', notice.isPinned ? '예' : '아니요'],
            ]
          : []
      }
      canUpdate={canUpdate}
      canDelete={canDelete}
      pending={pending}
      actions={notice ? noticeActions(notice) : []}
      actionLabels={NOTICE_ACTION_LABELS}
      solidActions={['publish', 'pin']}
      onAct={(action) => act(notice!.id, action)}
      onEdit={() => onEdit(notice!)}
      onRemove={() => remove(notice!.id)}
      onClose={onClose}
      deleteTitle="공지사항을 삭제할까요?"
      deleteDescription={notice ? `'${notice.title}'을(를) 삭제하면 되돌릴 수 없고, 고객센터에서도 바로 사라집니다.` : ''}
    >
      {notice && (
        <>
          <DetailSection title="내용">
            <Text fontSize="sm" whiteSpace="pre-line" data-testid="notice-content">
              {notice.content}
            </Text>
          </DetailSection>
          <DetailSection title="게시 정보">
            <DetailList
              labelWidth="80px"
              rows={[
                ['게시 기간', publishingPeriod(notice)],
                ['게시 여부', notice.isActive ? '게시' : '임시저장'],
                ['작성자', notice.createdBy ?? '-'],
                ['작성일', formatDateTime(notice.createdAt)],
                ['최종 수정', formatDateTime(notice.lastModified)],
              ]}
            />
          </DetailSection>
        </>
      )}
    </ContentDetailDialog>
  );
}

function NoticeFields({ control }: { control: ReturnType<typeof asFormControl> }) {
  return (
    <Stack gap="3">
      <TextInputField control={control} name="title" label="제목" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField control={control} name="type" label="유형" options={TYPE_OPTIONS} />
        <SelectField control={control} name="priority" label="중요도" options={PRIORITY_OPTIONS} />
        <SelectField control={control} name="targetAudience" label="대상" options={AUDIENCE_OPTIONS} />
      </SimpleGrid>
      <TextAreaField control={control} name="content" label="내용" rows={8} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextInputField
          control={control}
          name="startDate"
          label="게시 시작"
          type="datetime-local"
          required={false}
          helper="비우면 바로 게시됩니다."
        />
        <TextInputField
          control={control}
          name="endDate"
          label="게시 종료"
          type="datetime-local"
          required={false}
          helper="비우면 종료 없이 게시됩니다."
        />
      </SimpleGrid>
      <HStack gap="6">
        <CheckboxField control={control} name="isActive" label="게시 (해제하면 임시저장)" />
        <CheckboxField control={control} name="isPinned" label="상단 고정" />
      </HStack>
    </Stack>
  );
}

/** 공지사항 작성 / 수정: the same form; an edit sends every field (the period may be cleared). */
export function NoticeFormDialog({
  notice,
  open,
  onClose,
  onSaved,
}: {
  notice: AdminNotice | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (n: AdminNotice) => void;
}) {
  return open ? <NoticeForm key={notice?.id ?? 'new'} notice={notice} onClose={onClose} onSaved={onSaved} /> : null;
}

function NoticeForm({ notice, onClose, onSaved }: { notice: AdminNotice | null; onClose: () => void; onSaved?: (n: AdminNotice) => void }) {
  const { pending, create, update } = useNoticeWrites();
  const form = useZodForm(NoticeInputSchema, { defaultValues: notice ? noticeFormValues(notice) : EMPTY_NOTICE_FORM });
  const control = asFormControl(form);
  const submit = form.handleSubmit(async (body: NoticeInput) => {
    try {
      const result = notice ? await update(notice.id, body) : await create(body);
      onSaved?.(result.item as AdminNotice);
      onClose();
    } catch (error) {
      applyApiError(form.setError, error);
    }
  });
  return (
    <FormDialog
      open
      title={notice ? '공지사항 수정' : '공지사항 작성'}
      onClose={onClose}
      busy={pending !== null}
      submitLabel={notice ? '저장' : '등록'}
      onSubmit={() => void submit()}
      testId="notice-form"
      control={control}
    >
      <NoticeFields control={control} />
    </FormDialog>
  );
}
