import { Badge, HStack, Input, Link, Stack, Text } from '@market/ui/chakra';
import { Textarea } from '@market/ui/chakra-more';
import {
  formatEffectiveDate,
  LEGAL_KIND_LABELS,
  LEGAL_KINDS,
  PublishLegalVersionSchema,
  type AdminLegalDocuments,
  type LegalKind,
  type PublishLegalVersion,
} from '@market/domain/legal';
import { formatKoreanDateTime } from '@market/domain/settings-shop';
import { useStaffSession } from '@market/session/session-store';
import { useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { useState } from 'react';
import { LEGAL_DOCUMENTS_KEY, publishLegalVersion, useLegalDocumentsAdmin } from '../api/legal-documents';
import { ListTable, type ListColumn } from '../components/ship-tax-fields';
import { SettingsCard, SettingsFormDialog, SettingsPageFrame } from '../components/ship-tax-frame';

type Version = AdminLegalDocuments['terms'][number];

const STORE_PATH: Record<LegalKind, string> = { terms: '/terms', privacy: '/privacy' };

/** Today in Korea (YYYY-MM-DD): the default effective date. */
const koreaToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

const columns = (kind: LegalKind): ListColumn<Version>[] => [
  {
    key: 'version',
    header: '버전',
    cell: (v) => (
      <HStack gap="2">
        <Text fontWeight="medium">제{v.version}판</Text>
        {v.current && (
          <Badge colorPalette="green" variant="subtle">
            현행
          </Badge>
        )}
      </HStack>
    ),
  },
  { key: 'title', header: '제목', cell: (v) => v.title },
  { key: 'effective', header: '시행일', cell: (v) => formatEffectiveDate(v.effectiveDate) },
  { key: 'published', header: '게시 일시', cell: (v) => formatKoreanDateTime(v.publishedAt) },
  { key: 'by', header: '게시자', cell: (v) => v.publishedBy ?? '(삭제된 계정)' },
  {
    key: 'view',
    header: '스토어',
    cell: (v) => (
      <Link
        href={v.current ? STORE_PATH[kind] : `${STORE_PATH[kind]}?version=${v.id}`}
        target="_blank"
        rel="noopener"
        fontSize="sm"
        textDecoration="underline"
      >
        보기
        <Text as="span" srOnly>
          : {LEGAL_KIND_LABELS[kind]} 제{v.version}판 (새 창)
        </Text>
      </Link>
    ),
  },
];

function PublishDialog({ kind, last, onClose }: { kind: LegalKind; last: Version | undefined; onClose: () => void }) {
  const label = LEGAL_KIND_LABELS[kind];
  const form = useZodForm(PublishLegalVersionSchema, {
    defaultValues: { title: last?.title ?? `스타일허브 ${label}`, body: '', effectiveDate: koreaToday() } satisfies PublishLegalVersion,
  });
  const { control } = form;
  return (
    <SettingsFormDialog
      form={form}
      save={(values) => publishLegalVersion(kind, values)}
      swrKey={LEGAL_DOCUMENTS_KEY}
      title={`${label} 새 버전 게시`}
      submitLabel="게시"
      testId={`publish-${kind}-dialog`}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        게시하면 바로 현행 버전이 되어 스토어에 표시되고, 이후 회원가입·주문은 새 버전에 동의해야 합니다. 게시한 버전은 수정할 수 없습니다.
      </Text>
      <FormField control={control} id={`legal-${kind}-title`} name="title" label="제목" required>
        {(field) => <Input {...field} size="sm" autoComplete="off" />}
      </FormField>
      <FormField control={control} id={`legal-${kind}-effectiveDate`} name="effectiveDate" label="시행일" required>
        {(field) => <Input {...field} size="sm" type="date" />}
      </FormField>
      <FormField
        control={control}
        id={`legal-${kind}-body`}
        name="body"
        label="본문"
        required
        helper="'## 제목' 줄은 소제목, '- ' 로 시작하는 줄은 목록, 빈 줄은 문단 구분입니다. HTML은 글자 그대로 표시됩니다."
      >
        {(field) => <Textarea {...field} size="sm" rows={14} fontFamily="mono" />}
      </FormField>
    </SettingsFormDialog>
  );
}

function DocumentSection({ kind, versions, canPublish }: { kind: LegalKind; versions: Version[]; canPublish: boolean }) {
  const [open, setOpen] = useState(false);
  const label = LEGAL_KIND_LABELS[kind];
  return (
    <Stack gap="0" data-testid={`legal-section-${kind}`}>
      <SettingsCard id={`legal-${kind}-heading`} title={label} add={canPublish && { label: '새 버전 게시', onClick: () => setOpen(true) }}>
        <ListTable
          label={`${label} 버전 목록`}
          columns={columns(kind)}
          rows={versions}
          rowKey={(v) => v.id}
          empty="게시된 버전이 없습니다."
        />
      </SettingsCard>
      {open && <PublishDialog kind={kind} last={versions[0]} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

/**
 * 약관 관리 (/admin/settings/legal): 이용약관 and 개인정보처리방침, every version with its effective
 * date and who published it; staff with settings.legal.update publish the next version (ADR 037).
 */
export default function LegalDocumentsPage() {
  const page = useLegalDocumentsAdmin();
  const { can } = useStaffSession();
  const canPublish = can('settings.legal.update');
  return (
    <SettingsPageFrame
      page={page}
      errorTitle="약관을 불러오지 못했습니다"
      title="약관 관리"
      description="스토어의 이용약관과 개인정보처리방침을 버전으로 관리합니다. 회원가입과 주문은 동의한 버전을 기록합니다."
    >
      {(data) => (
        <>
          {LEGAL_KINDS.map((kind) => (
            <DocumentSection key={kind} kind={kind} versions={data[kind]} canPublish={canPublish} />
          ))}
        </>
      )}
    </SettingsPageFrame>
  );
}
