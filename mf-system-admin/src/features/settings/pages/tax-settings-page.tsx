import { Button, SimpleGrid, Text, Wrap } from '@market/ui/chakra';
import { formatKRW } from '@market/domain/format';
import {
  CreateTaxRuleSchema,
  GenerateTaxReportSchema,
  koreaToday,
  NEW_TAX_RULE_DEFAULTS,
  TAX_BUSINESS_TYPE_LABELS,
  TAX_BUSINESS_TYPES,
  TAX_REPORT_STATUS_LABELS,
  TAX_REPORT_TYPE_LABELS,
  TAX_REPORT_TYPES,
  TAX_RULE_TYPE_LABELS,
  TAX_RULE_TYPES,
  TaxSettingsSchema,
  type CreateTaxRule,
  type CreateTaxRuleInput,
  type GenerateTaxReport,
  type TaxReport,
  type TaxReportStatus,
  type TaxRule,
  type TaxSettings,
} from '@market/domain/settings-tax';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { useZodForm } from '@market/ui/form';
import { StatusBadge, type StatusTone } from '@market/ui/status-badge';
import { useState } from 'react';
import { createTaxRule, fileTaxReport, generateTaxReport, saveTaxSettings, TAX_SETTINGS_KEY, useTaxSettings } from '../api/tax-settings';
import { CheckField, ListTable, NumberField, SelectField, TextField, type ListColumn } from '../components/ship-tax-fields';
import {
  enabledColumn,
  SettingsCard,
  SettingsFormDialog,
  SettingsPageFrame,
  toastFailure,
  useSettingsAction,
  SettingsCardForm,
  NameCell,
} from '../components/ship-tax-frame';
import { TaxRuleTargetField } from '../components/tax-rule-target-field';

const failure = toastFailure('처리하지 못했습니다');

const STATUS_TONE: Record<TaxReportStatus, StatusTone> = { draft: 'info', filed: 'success', overdue: 'danger' };

/** The period a new report starts at: last month, last quarter, last year (Korea). */
export function previousPeriod(type: GenerateTaxReport['type'], today = koreaToday()): string {
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  if (type === 'yearly') return String(y - 1);
  if (type === 'monthly') return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
  const q = Math.ceil(m / 3);
  return q === 1 ? `${y - 1}-Q4` : `${y}-Q${q - 1}`;
}

/**
 * 세금 설정 (/admin/settings/taxes, spec 002): VAT and business settings, tax rules (a rate-0 rule
 * makes its category, product or brand exempt in the reports) and tax reports computed from the
 * period's real sales; 신고 marks a draft (임시저장) or overdue report filed.
 */
export default function TaxSettingsPage() {
  const page = useTaxSettings();
  const { can } = useStaffSession();
  return (
    <SettingsPageFrame
      page={page}
      errorTitle="세금 설정을 불러오지 못했습니다"
      title="세금 설정"
      description="부가가치세, 사업자 정보, 세금 규칙과 신고서를 관리합니다."
    >
      {(data) => (
        <>
          <SettingsForm settings={data.settings} canEdit={can('settings.taxes.update')} />
          <RulesSection rules={data.rules} canCreate={can('settings.taxes.create')} />
          <ReportsSection reports={data.reports} canCreate={can('settings.taxes.create')} canFile={can('settings.taxes.update')} />
        </>
      )}
    </SettingsPageFrame>
  );
}

function SettingsForm({ settings, canEdit }: { settings: TaxSettings; canEdit: boolean }) {
  const form = useZodForm(TaxSettingsSchema, { values: settings });
  const { control } = form;
  return (
    <SettingsCardForm
      id="tax-settings-heading"
      title="기본 세금 설정"
      form={form}
      save={saveTaxSettings}
      swrKey={TAX_SETTINGS_KEY}
      onFailure={failure}
      canEdit={canEdit}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <NumberField control={control} name="vatRate" label="VAT 세율" unit="%" step={0.1} />
        <NumberField control={control} name="exemptionThreshold" label="면세 기준 금액" unit="원" />
        <SelectField
          control={control}
          name="businessType"
          label="업종"
          options={TAX_BUSINESS_TYPES.map((t) => ({ value: t, label: TAX_BUSINESS_TYPE_LABELS[t] }))}
        />
        <TextField control={control} name="businessRegistrationNumber" label="사업자등록번호" placeholder="000-00-00000" />
        <TextField control={control} name="businessName" label="상호" />
        <TextField control={control} name="ceoName" label="대표자명" />
        <TextField control={control} name="businessAddress" label="사업장 주소" />
        <TextField control={control} name="reportEmailRecipient" label="신고서 수신 이메일" type="email" />
      </SimpleGrid>
      <Wrap gap="5">
        <CheckField control={control} name="vatEnabled" label="부가세 적용" />
        <CheckField control={control} name="vatIncluded" label="판매가에 부가세 포함" />
        <CheckField control={control} name="taxInvoiceEnabled" label="세금계산서 발행" />
        <CheckField control={control} name="autoIssueTaxInvoice" label="세금계산서 자동 발행" />
        <CheckField control={control} name="taxInvoiceEmailEnabled" label="세금계산서 이메일 발송" />
        <CheckField control={control} name="smallBusinessExemption" label="간이과세 (연 매출 4,800만 원 미만)" />
        <CheckField control={control} name="monthlyReportEnabled" label="월간 신고서" />
        <CheckField control={control} name="quarterlyReportEnabled" label="분기 신고서" />
        <CheckField control={control} name="yearlyReportEnabled" label="연간 신고서" />
        <CheckField control={control} name="internationalTaxEnabled" label="해외 세금" />
        <CheckField control={control} name="dutyCalculationEnabled" label="관세 계산" />
      </Wrap>
    </SettingsCardForm>
  );
}

function RuleDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm<CreateTaxRuleInput, CreateTaxRule>(CreateTaxRuleSchema, { defaultValues: { ...NEW_TAX_RULE_DEFAULTS } });
  return (
    <SettingsFormDialog
      form={form}
      save={createTaxRule}
      swrKey={TAX_SETTINGS_KEY}
      title="세금 규칙 추가"
      submitLabel="추가"
      testId="rule-dialog"
      onClose={onClose}
    >
      <TextField prefix="rule" control={form.control} name="name" label="규칙 이름" />
      <SelectField
        control={form.control}
        name="type"
        label="유형"
        options={TAX_RULE_TYPES.map((t) => ({ value: t, label: TAX_RULE_TYPE_LABELS[t] }))}
      />
      <TaxRuleTargetField form={form} />
      <NumberField
        prefix="rule"
        control={form.control}
        name="rate"
        label="세율"
        unit="%"
        step={0.1}
        helper="0%이면 신고서에서 면세로 집계됩니다."
      />
      <TextField prefix="rule" control={form.control} name="description" label="설명" />
      <CheckField prefix="rule" control={form.control} name="enabled" label="사용" />
    </SettingsFormDialog>
  );
}

function RulesSection({ rules, canCreate }: { rules: TaxRule[]; canCreate: boolean }) {
  const [adding, setAdding] = useState(false);
  const columns: ListColumn<TaxRule>[] = [
    {
      key: 'name',
      header: '규칙',
      cell: (r) => <NameCell name={r.name} note={r.description} />,
    },
    { key: 'type', header: '유형', cell: (r) => TAX_RULE_TYPE_LABELS[r.type] },
    { key: 'target', header: '대상', cell: (r) => r.targetName ?? '전체' },
    { key: 'rate', header: '세율', align: 'end', cell: (r) => `${r.rate}%` },
    enabledColumn(),
  ];
  return (
    <SettingsCard id="tax-rules-heading" title="세금 규칙" add={canCreate && { label: '규칙 추가', onClick: () => setAdding(true) }}>
      <ListTable label="세금 규칙 목록" columns={columns} rows={rules} rowKey={(r) => r.id} empty="세금 규칙이 없습니다" />
      {adding && <RuleDialog onClose={() => setAdding(false)} />}
    </SettingsCard>
  );
}

function ReportDialog({ onClose }: { onClose: () => void }) {
  const form = useZodForm(GenerateTaxReportSchema, { defaultValues: { type: 'monthly', period: previousPeriod('monthly') } });
  return (
    <SettingsFormDialog
      form={form}
      save={generateTaxReport}
      swrKey={TAX_SETTINGS_KEY}
      title="신고서 생성"
      submitLabel="생성"
      testId="report-dialog"
      onClose={onClose}
    >
      <SelectField
        control={form.control}
        name="type"
        label="유형"
        options={TAX_REPORT_TYPES.map((t) => ({ value: t, label: TAX_REPORT_TYPE_LABELS[t] }))}
      />
      <TextField prefix="report" control={form.control} name="period" label="기간" helper="월간 2026-10, 분기 2026-Q3, 연간 2026" />
      <Text fontSize="xs" color="fg.muted">
        그 기간에 결제되고 취소되지 않은 주문에서 환불을 뺀 매출로 계산합니다. 같은 기간의 임시저장 신고서는 다시 계산됩니다.
      </Text>
    </SettingsFormDialog>
  );
}

function ReportsSection({ reports, canCreate, canFile }: { reports: TaxReport[]; canCreate: boolean; canFile: boolean }) {
  const [adding, setAdding] = useState(false);
  const [filing, setFiling] = useState<TaxReport | null>(null);
  const { busy, run } = useSettingsAction(TAX_SETTINGS_KEY, failure);
  const columns: ListColumn<TaxReport>[] = [
    {
      key: 'period',
      header: '기간',
      cell: (r) => <NameCell name={r.period} note={TAX_REPORT_TYPE_LABELS[r.type]} />,
    },
    { key: 'sales', header: '총 매출', align: 'end', cell: (r) => formatKRW(r.totalSales) },
    { key: 'taxable', header: '과세 금액', align: 'end', cell: (r) => formatKRW(r.taxableAmount) },
    { key: 'vat', header: '부가세', align: 'end', cell: (r) => formatKRW(r.vatAmount) },
    { key: 'exempt', header: '면세 금액', align: 'end', cell: (r) => formatKRW(r.exemptAmount) },
    { key: 'due', header: '신고 기한', cell: (r) => r.dueDate },
    {
      key: 'status',
      header: '상태',
      cell: (r) => <StatusBadge tone={STATUS_TONE[r.status]}>{TAX_REPORT_STATUS_LABELS[r.status]}</StatusBadge>,
    },
    { key: 'filed', header: '신고일', cell: (r) => r.filedDate ?? '-' },
  ];
  if (canFile)
    columns.push({
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (r) =>
        r.status !== 'filed' ? (
          <Button size="xs" variant="outline" onClick={() => setFiling(r)} aria-label={`${r.period} 신고`}>
            신고
          </Button>
        ) : null,
    });
  return (
    <SettingsCard id="tax-reports-heading" title="세금 신고서" add={canCreate && { label: '신고서 생성', onClick: () => setAdding(true) }}>
      <ListTable label="세금 신고서 목록" columns={columns} rows={reports} rowKey={(r) => r.id} empty="신고서가 없습니다" />
      {adding && <ReportDialog onClose={() => setAdding(false)} />}
      {filing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setFiling(null)}
          title={`${filing.period} 신고서를 신고 완료로 표시할까요?`}
          description={`부가세 ${formatKRW(filing.vatAmount)}, 신고 기한 ${filing.dueDate}. 신고한 신고서는 다시 계산할 수 없습니다.`}
          confirmLabel="신고"
          busy={busy === filing.id}
          onConfirm={() =>
            void run(
              filing.id,
              () => fileTaxReport(filing.id),
              () => setFiling(null),
            )
          }
        />
      )}
    </SettingsCard>
  );
}
