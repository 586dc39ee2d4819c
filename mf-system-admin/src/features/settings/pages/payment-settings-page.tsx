import { Box, Heading } from '@market/ui/chakra';
import {
  CARD_PROVIDER_LABELS,
  INSTALLMENT_MONTHS,
  MOBILE_CARRIER_LABELS,
  MOBILE_CARRIERS,
  MOBILE_PROVIDER_LABELS,
  PaymentSettingsFormSchema,
  type PaymentSettings,
  type PaymentSettingsFormInput,
} from '@market/domain/settings-payment';
import { useZodForm } from '@market/ui/form';
import { savePaymentSettings, usePaymentSettingsAdmin } from '../api/settings-api';
import { PaymentConnections } from '../components/payment-connections';
import { ChoiceListField, NumberField, SelectField, SettingsSection, SwitchField, TextField } from '../components/settings-fields';
import { SettingsFormPage, useSettingsFormSave } from '../components/settings-form-page';

const SECRET_HELP = '저장된 키는 끝 4자리만 표시됩니다. 바꾸려면 새 키를 입력하고, 지우려면 비워 두세요.';
const INSTALLMENT_OPTIONS = INSTALLMENT_MONTHS.map((m) => ({ value: m, label: m === 0 ? '일시불' : `${m}개월` }));
const CARRIER_OPTIONS = MOBILE_CARRIERS.map((c) => ({ value: c, label: MOBILE_CARRIER_LABELS[c] }));

/** The form's values from the API's answer (secrets stay masked: sent back masked, they are kept). */
export function paymentFormValues(settings: PaymentSettings): PaymentSettingsFormInput {
  const { updatedAt: _updatedAt, connections: _connections, ...values } = settings;
  return values;
}

/** 결제 설정 (/admin/settings/payments): payment methods, keys, limits, refunds and notices; provider connections with their test. */
export default function PaymentSettingsPage() {
  const { data, error, isLoading, mutate } = usePaymentSettingsAdmin();
  const form = useZodForm(PaymentSettingsFormSchema);
  const { control, formState } = form;
  const onSubmit = useSettingsFormSave(form, { data, mutate, toValues: paymentFormValues, save: savePaymentSettings });
  return (
    <SettingsFormPage
      form={form}
      onSubmit={onSubmit}
      data={data}
      error={error}
      loading={isLoading}
      onRetry={() => void mutate()}
      errorTitle="결제 설정을 불러오지 못했습니다"
      title="결제 설정"
      description="결제 수단, 가맹점 키, 한도와 환불 규칙. 저장하면 다음 주문부터 적용됩니다."
      formId="payment-settings-form"
      saveTestId="save-payment-settings"
      before={(data) => (
        <Box as="section" aria-labelledby="connections-title">
          <Heading as="h2" size="md" id="connections-title" mb="3">
            결제 수단 연결 상태
          </Heading>
          <PaymentConnections connections={data.connections} unsaved={formState.isDirty} onTested={() => void mutate()} />
        </Box>
      )}
    >
      {() => (
        <>
          <SettingsSection title="신용카드">
            <SwitchField control={control} name="enableCardPayment" label="신용카드 결제" />
            <SelectField control={control} name="cardProvider" label="PG사" options={CARD_PROVIDER_LABELS} />
            <TextField control={control} name="cardMerchantId" label="상점 아이디 (MID)" />
            <TextField control={control} name="cardMerchantKey" label="상점 키" helper={SECRET_HELP} />
            <ChoiceListField control={control} name="cardInstallmentMonths" label="할부 개월" options={INSTALLMENT_OPTIONS} />
            <NumberField
              control={control}
              name="cardMinAmount"
              label="카드 최소 결제 금액"
              unit="원"
              step={100}
              helper="이 금액 미만은 카드로 결제할 수 없습니다."
            />
            <NumberField control={control} name="cardFeeRate" label="카드 수수료율" unit="%" step={0.01} />
          </SettingsSection>

          <SettingsSection title="계좌이체·가상계좌">
            <SwitchField control={control} name="enableBankTransfer" label="무통장입금 (가상계좌)" />
            <SelectField control={control} name="virtualAccountProvider" label="가상계좌 대행사" options={CARD_PROVIDER_LABELS} />
            <NumberField control={control} name="bankTransferTimeoutDays" label="입금 대기 기간" unit="일" min={1} />
            <NumberField control={control} name="bankTransferFee" label="계좌이체 수수료" unit="원" step={100} />
          </SettingsSection>

          <SettingsSection title="휴대폰 결제">
            <SwitchField control={control} name="enableMobilePayment" label="휴대폰 결제" />
            <SelectField control={control} name="mobileProvider" label="대행사" options={MOBILE_PROVIDER_LABELS} />
            <ChoiceListField control={control} name="mobileCarriers" label="통신사" options={CARRIER_OPTIONS} />
            <NumberField control={control} name="mobileFeeRate" label="휴대폰 결제 수수료율" unit="%" step={0.01} />
          </SettingsSection>

          <SettingsSection title="간편결제">
            <SwitchField control={control} name="enableKakaoPay" label="카카오페이" />
            <TextField control={control} name="kakaoPayCid" label="카카오페이 CID" />
            <TextField control={control} name="kakaoPaySecretKey" label="카카오페이 시크릿 키" helper={SECRET_HELP} />
            <SwitchField control={control} name="enableNaverPay" label="네이버페이" />
            <TextField control={control} name="naverPayClientId" label="네이버페이 클라이언트 ID" />
            <TextField control={control} name="naverPayClientSecret" label="네이버페이 클라이언트 시크릿" helper={SECRET_HELP} />
            <SwitchField control={control} name="enablePayco" label="페이코" />
            <TextField control={control} name="paycoClientId" label="페이코 클라이언트 ID" />
            <TextField control={control} name="paycoClientSecret" label="페이코 클라이언트 시크릿" helper={SECRET_HELP} />
            <SwitchField control={control} name="enableTossPay" label="토스페이" />
            <TextField control={control} name="tossPayClientKey" label="토스페이 클라이언트 키" />
            <TextField control={control} name="tossPaySecretKey" label="토스페이 시크릿 키" helper={SECRET_HELP} />
          </SettingsSection>

          <SettingsSection title="보안·한도">
            <SwitchField control={control} name="enableSsl" label="SSL 적용" />
            <SwitchField control={control} name="enable3dSecure" label="3D Secure 인증" />
            <SwitchField control={control} name="enableFraudDetection" label="이상 거래 탐지" />
            <NumberField control={control} name="maxDailyAmount" label="일 최대 결제 금액" unit="원" step={10000} />
            <NumberField control={control} name="maxMonthlyAmount" label="월 최대 결제 금액" unit="원" step={10000} />
          </SettingsSection>

          <SettingsSection title="환불">
            <SwitchField control={control} name="autoRefundEnabled" label="자동 환불" />
            <SwitchField control={control} name="partialRefundEnabled" label="부분 환불 허용" />
            <NumberField control={control} name="refundProcessingDays" label="환불 처리 기간" unit="일" />
          </SettingsSection>

          <SettingsSection title="결제 알림">
            <SwitchField control={control} name="paymentSuccessEmail" label="결제 완료 메일" />
            <SwitchField control={control} name="paymentFailureEmail" label="결제 실패 메일" />
            <SwitchField control={control} name="refundNotificationEmail" label="환불 안내 메일" />
            <TextField control={control} name="adminNotificationEmail" label="관리자 알림 이메일" type="email" />
          </SettingsSection>
        </>
      )}
    </SettingsFormPage>
  );
}
