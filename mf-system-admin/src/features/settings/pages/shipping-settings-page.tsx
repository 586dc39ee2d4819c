import { Badge, Button, HStack, Input, SimpleGrid, Text, Wrap } from '@market/ui/chakra';
import { Checkbox } from '@market/ui/chakra-form-controls';
import { formatKRW } from '@market/domain/format';
import {
  CreateShippingZoneSchema,
  NEW_ZONE_DEFAULTS,
  regionBadges,
  SHIPPING_METHOD_CODES,
  SHIPPING_METHOD_LABELS,
  ShippingSettingsSchema,
  UpdateCarrierSchema,
  UpdateShippingMethodSchema,
  type Carrier,
  type CreateShippingZoneInput,
  type ShippingMethod,
  type ShippingSettings,
  type ShippingZone,
  type UpdateCarrier,
  type UpdateShippingMethod,
} from '@market/domain/settings-shipping';
import { useStaffSession } from '@market/session/session-store';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { StatusBadge } from '@market/ui/status-badge';
import { toaster } from '@market/ui/toaster';
import { useState } from 'react';
import {
  createShippingZone,
  deleteShippingZone,
  saveShippingSettings,
  SHIPPING_SETTINGS_KEY,
  testCarrier,
  updateCarrier,
  updateShippingMethod,
  updateShippingZone,
  useShippingSettings,
} from '../api/shipping-settings';
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

const failure = toastFailure('저장하지 못했습니다');

/**
 * 배송 설정 (/admin/settings/shipping, spec 002): the settings form, shipping methods, zones with
 * their regions and 추가 배송비 (charged by zip code at checkout, ADR 032) and carriers with their
 * API keys and connection test. Every save answers the API's Korean notice; the free-shipping
 * threshold and fees apply to the storefront at the next request.
 */
export default function ShippingSettingsPage() {
  const page = useShippingSettings();
  const { can } = useStaffSession();
  const canEdit = can('settings.shipping.update');
  return (
    <SettingsPageFrame
      page={page}
      errorTitle="배송 설정을 불러오지 못했습니다"
      title="배송 설정"
      description="배송비, 무료배송 기준, 배송 방법과 지역, 택배사 연동을 관리합니다."
    >
      {(data) => (
        <>
          <SettingsForm settings={data.settings} canEdit={canEdit} />
          <MethodsSection methods={data.methods} canEdit={canEdit} />
          <ZonesSection
            zones={data.zones}
            regions={data.regions}
            canEdit={canEdit}
            canCreate={can('settings.shipping.create')}
            canDelete={can('settings.shipping.delete')}
          />
          <CarriersSection carriers={data.carriers} canEdit={canEdit} />
        </>
      )}
    </SettingsPageFrame>
  );
}

function SettingsForm({ settings, canEdit }: { settings: ShippingSettings; canEdit: boolean }) {
  const form = useZodForm(ShippingSettingsSchema, { values: settings });
  const { control } = form;
  return (
    <SettingsCardForm
      id="shipping-settings-heading"
      title="기본 배송 설정"
      form={form}
      save={saveShippingSettings}
      swrKey={SHIPPING_SETTINGS_KEY}
      onFailure={failure}
      canEdit={canEdit}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <NumberField
          control={control}
          name="freeShippingThreshold"
          label="무료배송 기준 금액"
          unit="원"
          helper="이 금액 이상 구매 시 기본 배송비 무료"
        />
        <NumberField control={control} name="standardShippingFee" label="기본 배송비" unit="원" />
        <NumberField control={control} name="expressShippingFee" label="빠른 배송비" unit="원" />
        <NumberField control={control} name="returnShippingFee" label="반품 배송비" unit="원" />
        <NumberField control={control} name="exchangeShippingFee" label="교환 배송비" unit="원" />
        <NumberField control={control} name="internationalShippingFee" label="해외 배송비" unit="원" />
        <SelectField
          control={control}
          name="defaultShippingMethod"
          label="기본 배송 방법"
          options={SHIPPING_METHOD_CODES.map((c) => ({ value: c, label: SHIPPING_METHOD_LABELS[c] }))}
        />
        <NumberField control={control} name="processingTime" label="처리 기간" unit="일" />
        <NumberField control={control} name="packingTime" label="포장 시간" unit="시간" />
        <NumberField control={control} name="maxWeight" label="최대 무게" unit="kg" />
        <NumberField control={control} name="maxDimensions.width" label="최대 가로" unit="cm" />
        <NumberField control={control} name="maxDimensions.length" label="최대 세로" unit="cm" />
        <NumberField control={control} name="maxDimensions.height" label="최대 높이" unit="cm" />
      </SimpleGrid>
      <Wrap gap="5">
        <CheckField control={control} name="trackingEmailEnabled" label="배송 추적 이메일 발송" />
        <CheckField control={control} name="deliveryConfirmationEnabled" label="배송 완료 확인" />
        <CheckField control={control} name="internationalShippingEnabled" label="해외 배송" />
      </Wrap>
    </SettingsCardForm>
  );
}

function MethodDialog({ method, onClose }: { method: ShippingMethod; onClose: () => void }) {
  const form = useZodForm(UpdateShippingMethodSchema, {
    defaultValues: {
      fee: method.fee,
      minDeliveryDays: method.minDeliveryDays,
      maxDeliveryDays: method.maxDeliveryDays,
      enabled: method.enabled,
    },
  });
  return (
    <SettingsFormDialog
      form={form}
      save={(values: UpdateShippingMethod) => updateShippingMethod(method.id, values)}
      swrKey={SHIPPING_SETTINGS_KEY}
      title={`${method.name} 수정`}
      submitLabel="저장"
      testId="method-dialog"
      onClose={onClose}
    >
      <NumberField prefix="method" control={form.control} name="fee" label="배송비" unit="원" />
      <SimpleGrid columns={2} gap="3">
        <NumberField prefix="method" control={form.control} name="minDeliveryDays" label="최소 배송일" unit="일" />
        <NumberField prefix="method" control={form.control} name="maxDeliveryDays" label="최대 배송일" unit="일" />
      </SimpleGrid>
      <CheckField prefix="method" control={form.control} name="enabled" label="사용" />
    </SettingsFormDialog>
  );
}

function MethodsSection({ methods, canEdit }: { methods: ShippingMethod[]; canEdit: boolean }) {
  const [editing, setEditing] = useState<ShippingMethod | null>(null);
  const columns: ListColumn<ShippingMethod>[] = [
    {
      key: 'name',
      header: '배송 방법',
      cell: (m) => <NameCell name={m.name} note={m.description} />,
    },
    { key: 'fee', header: '배송비', align: 'end', cell: (m) => formatKRW(m.fee) },
    {
      key: 'days',
      header: '배송일',
      cell: (m) => (m.minDeliveryDays === m.maxDeliveryDays ? `${m.minDeliveryDays}일` : `${m.minDeliveryDays}~${m.maxDeliveryDays}일`),
    },
    enabledColumn(),
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (m) => (
        <Button size="xs" variant="outline" onClick={() => setEditing(m)} aria-label={`${m.name} 수정`}>
          수정
        </Button>
      ),
    });
  return (
    <SettingsCard id="shipping-methods-heading" title="배송 방법">
      <ListTable label="배송 방법 목록" columns={columns} rows={methods} rowKey={(m) => m.id} empty="배송 방법이 없습니다" />
      {editing && <MethodDialog method={editing} onClose={() => setEditing(null)} />}
    </SettingsCard>
  );
}

function RegionBadges({ regions }: { regions: string[] }) {
  const { shown, more } = regionBadges(regions);
  return (
    <Wrap gap="1">
      {shown.map((r) => (
        <Badge key={r} size="sm" variant="subtle">
          {r}
        </Badge>
      ))}
      {more > 0 && (
        <Badge size="sm" variant="outline" title={regions.slice(2).join(', ')}>
          +{more}
        </Badge>
      )}
    </Wrap>
  );
}

function ZoneDialog({ regions, onClose }: { regions: string[]; onClose: () => void }) {
  const form = useZodForm<CreateShippingZoneInput, ReturnType<typeof CreateShippingZoneSchema.parse>>(CreateShippingZoneSchema, {
    defaultValues: { ...NEW_ZONE_DEFAULTS, regions: [] },
  });
  return (
    <SettingsFormDialog
      form={form}
      save={createShippingZone}
      swrKey={SHIPPING_SETTINGS_KEY}
      title="배송 지역 추가"
      submitLabel="추가"
      testId="zone-dialog"
      onClose={onClose}
    >
      <TextField prefix="zone" control={form.control} name="name" label="지역 이름" placeholder="예: 제주" />
      <FormField
        control={form.control}
        id="zone-regions"
        name="regions"
        label="포함 지역"
        helper="선택한 지역의 우편번호로 주문 주소를 판정합니다."
      >
        {(field, meta) => (
          <Wrap gap="3" role="group" aria-describedby={meta.describedBy}>
            {regions.map((r, i) => {
              const selected = (field.value ?? []) as string[];
              return (
                <Checkbox.Root
                  key={r}
                  // Each region its own input: inside the field, a checkbox would take the field's one id.
                  ids={{ label: `zone-region-${i}-label`, hiddenInput: `zone-region-${i}-input` }}
                  size="sm"
                  checked={selected.includes(r)}
                  onCheckedChange={(e) => field.onChange(e.checked === true ? [...selected, r] : selected.filter((x) => x !== r))}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{r}</Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Wrap>
        )}
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <NumberField prefix="zone" control={form.control} name="shippingFee" label="추가 배송비" unit="원" />
        <NumberField prefix="zone" control={form.control} name="freeShippingThreshold" label="무료배송 기준" unit="원" />
        <NumberField prefix="zone" control={form.control} name="deliveryDays" label="배송일" unit="일" />
      </SimpleGrid>
      <CheckField prefix="zone" control={form.control} name="enabled" label="사용" />
    </SettingsFormDialog>
  );
}

function ZonesSection({
  zones,
  regions,
  canEdit,
  canCreate,
  canDelete,
}: {
  zones: ShippingZone[];
  regions: string[];
  canEdit: boolean;
  canCreate: boolean;
  canDelete: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ShippingZone | null>(null);
  const { busy, run } = useSettingsAction(SHIPPING_SETTINGS_KEY, failure);
  const toggle = (zone: ShippingZone) => run(zone.id, () => updateShippingZone(zone.id, { enabled: !zone.enabled }));
  const columns: ListColumn<ShippingZone>[] = [
    { key: 'name', header: '지역명', cell: (z) => <Text fontWeight="medium">{z.name}</Text> },
    { key: 'regions', header: '포함 지역', cell: (z) => <RegionBadges regions={z.regions} /> },
    { key: 'fee', header: '추가 배송비', align: 'end', cell: (z) => (z.surcharge > 0 ? `+${formatKRW(z.surcharge)}` : '없음') },
    { key: 'threshold', header: '무료배송 기준', align: 'end', cell: (z) => formatKRW(z.freeShippingThreshold) },
    { key: 'days', header: '배송일', cell: (z) => `${z.deliveryDays}일` },
    enabledColumn(),
  ];
  if (canEdit || canDelete)
    columns.push({
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (z) => (
        <HStack justify="flex-end" gap="1">
          {canEdit && (
            <Button
              size="xs"
              variant="outline"
              loading={busy === z.id}
              disabled={busy !== null}
              onClick={() => void toggle(z)}
              aria-label={`${z.name} ${z.enabled ? '사용 중지' : '사용'}`}
            >
              {z.enabled ? '사용 중지' : '사용'}
            </Button>
          )}
          {canDelete && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(z)} aria-label={`${z.name} 삭제`}>
              삭제
            </Button>
          )}
        </HStack>
      ),
    });
  return (
    <SettingsCard id="shipping-zones-heading" title="배송 지역" add={canCreate && { label: '지역 추가', onClick: () => setAdding(true) }}>
      <Text fontSize="sm" color="fg.muted">
        추가 배송비는 주문 주소의 우편번호가 지역에 속할 때 무료배송이어도 더해집니다.
      </Text>
      <ListTable label="배송 지역 목록" columns={columns} rows={zones} rowKey={(z) => z.id} empty="배송 지역이 없습니다" />
      {adding && <ZoneDialog regions={regions} onClose={() => setAdding(false)} />}
      {deleting && (
        <ConfirmDialog
          open
          destructive
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`'${deleting.name}' 지역을 삭제할까요?`}
          description="삭제하면 이 지역의 추가 배송비가 다음 주문부터 적용되지 않습니다."
          confirmLabel="삭제"
          busy={busy === deleting.id}
          onConfirm={() =>
            void run(
              deleting.id,
              () => deleteShippingZone(deleting.id),
              () => setDeleting(null),
            )
          }
        />
      )}
    </SettingsCard>
  );
}

function CarrierDialog({ carrier, onClose }: { carrier: Carrier; onClose: () => void }) {
  const form = useZodForm(UpdateCarrierSchema, { defaultValues: { trackingUrl: carrier.trackingUrl, enabled: carrier.enabled } });
  return (
    <SettingsFormDialog
      form={form}
      save={(values: UpdateCarrier) => updateCarrier(carrier.id, values)}
      swrKey={SHIPPING_SETTINGS_KEY}
      title={`${carrier.name} 설정`}
      submitLabel="저장"
      testId="carrier-dialog"
      onClose={onClose}
    >
      <TextField
        prefix="carrier"
        control={form.control}
        name="trackingUrl"
        label="배송 조회 URL"
        helper="{tracking} 자리에 송장번호가 들어갑니다."
      />
      <FormField
        control={form.control}
        id="carrier-apiKey"
        name="apiKey"
        label="API 키"
        helper={carrier.apiKeyMasked ? `저장된 키: ${carrier.apiKeyMasked} (비워 두면 그대로 유지)` : '저장된 키가 없습니다.'}
      >
        {(field) => (
          <Input
            {...field}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value === '' ? undefined : e.target.value)}
            size="sm"
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <CheckField prefix="carrier" control={form.control} name="enabled" label="사용" />
    </SettingsFormDialog>
  );
}

function CarriersSection({ carriers, canEdit }: { carriers: Carrier[]; canEdit: boolean }) {
  const [editing, setEditing] = useState<Carrier | null>(null);
  const [testing, setTesting] = useState<string | null>(null);
  const runTest = async (c: Carrier) => {
    setTesting(c.id);
    try {
      const result = await testCarrier(c.id);
      if (result.ok) toaster.create({ type: 'success', title: result.message, description: c.name, duration: 4000 });
      else toaster.create({ type: 'error', title: result.message, description: result.reason ?? undefined, duration: 8000 });
    } catch (error) {
      failure(error);
    } finally {
      setTesting(null);
    }
  };
  const columns: ListColumn<Carrier>[] = [
    {
      key: 'name',
      header: '택배사',
      cell: (c) => <NameCell name={c.name} note={c.code} />,
    },
    {
      key: 'url',
      header: '배송 조회 URL',
      cell: (c) => (
        <Text fontSize="xs" wordBreak="break-all">
          {c.trackingUrl}
        </Text>
      ),
    },
    { key: 'key', header: 'API 키', cell: (c) => c.apiKeyMasked ?? '-' },
    {
      key: 'linked',
      header: '연동',
      cell: (c) => <StatusBadge tone={c.linked ? 'success' : 'neutral'}>{c.linked ? '연동됨' : '미연동'}</StatusBadge>,
    },
    enabledColumn(),
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      header: '관리',
      align: 'end',
      cell: (c) => (
        <HStack justify="flex-end" gap="1">
          <Button
            size="xs"
            variant="outline"
            loading={testing === c.id}
            disabled={testing !== null}
            onClick={() => void runTest(c)}
            aria-label={`${c.name} 연결 테스트`}
          >
            연결 테스트
          </Button>
          <Button size="xs" variant="outline" onClick={() => setEditing(c)} aria-label={`${c.name} 설정`}>
            설정
          </Button>
        </HStack>
      ),
    });
  return (
    <SettingsCard id="carriers-heading" title="택배사">
      <ListTable label="택배사 목록" columns={columns} rows={carriers} rowKey={(c) => c.id} empty="등록된 택배사가 없습니다" />
      {editing && <CarrierDialog carrier={editing} onClose={() => setEditing(null)} />}
    </SettingsCard>
  );
}
