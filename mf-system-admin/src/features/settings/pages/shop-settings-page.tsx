import { Input } from '@market/ui/chakra';
import {
  BUSINESS_TYPE_LABELS,
  CURRENCY_LABELS,
  formatKoreanDateTime,
  LANGUAGE_LABELS,
  PRODUCT_SORT_LABELS,
  ShopSettingsFormSchema,
  type ShopSettings,
  type ShopSettingsFormInput,
} from '@market/domain/settings-shop';
import { useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { saveShopSettings, useShopSettingsAdmin } from '../api/settings-api';
import { NumberField, SelectField, SettingsSection, SwitchField, TextAreaField, TextField } from '../components/settings-fields';
import { SettingsFormPage, useSettingsFormSave } from '../components/settings-form-page';

const TIMEZONE_LABELS = { 'Asia/Seoul': '서울 (UTC+9)', UTC: '협정 세계시 (UTC)' };

/** The form's values from the API's answer (everything but the time it was saved). */
export function shopFormValues(settings: ShopSettings): ShopSettingsFormInput {
  const { updatedAt: _updatedAt, ...values } = settings;
  return values;
}

/** An ISO instant as the datetime-local input shows it in Korea time (`2026-11-26T18:00`), and back. */
export const toKoreaLocalInput = (iso: string | null) => {
  const t = iso ? new Date(iso).getTime() : Number.NaN;
  return Number.isNaN(t) ? '' : new Date(t + 9 * 3600_000).toISOString().slice(0, 16);
};
export const fromKoreaLocalInput = (local: string) => {
  if (!local) return null;
  const d = new Date(`${local}:00+09:00`);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};

/** 쇼핑몰 설정 (/admin/settings/shop): every shop setting in groups; saved at once and applied at the next request. */
export default function ShopSettingsPage() {
  const { data, error, isLoading, mutate } = useShopSettingsAdmin();
  const form = useZodForm(ShopSettingsFormSchema);
  const { control } = form;
  const onSubmit = useSettingsFormSave(form, { data, mutate, toValues: shopFormValues, save: saveShopSettings });
  return (
    <SettingsFormPage
      form={form}
      onSubmit={onSubmit}
      data={data}
      error={error}
      loading={isLoading}
      onRetry={() => void mutate()}
      errorTitle="쇼핑몰 설정을 불러오지 못했습니다"
      title="쇼핑몰 설정"
      description="저장한 설정은 다음 요청부터 스토어와 결제에 바로 적용됩니다."
      formId="shop-settings-form"
      saveTestId="save-shop-settings"
    >
      {(data) => (
        <>
          <SettingsSection title="기본 정보">
            <TextField control={control} name="shopName" label="쇼핑몰 이름" required />
            <TextField control={control} name="shopSlogan" label="슬로건" />
            <TextAreaField control={control} name="shopDescription" label="쇼핑몰 소개" />
            <SelectField control={control} name="businessType" label="업종" options={BUSINESS_TYPE_LABELS} />
            <SelectField control={control} name="currency" label="통화" options={CURRENCY_LABELS} />
            <SelectField control={control} name="language" label="언어" options={LANGUAGE_LABELS} />
            <SelectField control={control} name="timezone" label="시간대" options={TIMEZONE_LABELS} />
          </SettingsSection>

          <SettingsSection
            title="사업자 정보"
            description="전자상거래법에 따라 스토어 하단(푸터)에 표시됩니다. 이용약관·개인정보처리방침은 약관 관리에서 게시합니다."
            testId="business-section"
          >
            <TextField control={control} name="companyName" label="상호 (법인명)" placeholder="(주)스타일허브" />
            <TextField control={control} name="businessNumber" label="사업자등록번호" placeholder="000-00-00000" />
            <TextField control={control} name="ceoName" label="대표자" />
            <TextField control={control} name="mailOrderNumber" label="통신판매업 신고번호" placeholder="2024-서울성동-01234" />
            <TextField control={control} name="businessAddress" label="사업장 주소" />
            <TextField control={control} name="customerServicePhone" label="고객센터 전화번호" placeholder="1588-0000" type="tel" />
            <TextField control={control} name="customerServiceEmail" label="고객센터 이메일" type="email" />
            <TextField control={control} name="operatingHours" label="운영 시간" />
            <TextField control={control} name="privacyOfficer" label="개인정보 보호책임자" placeholder="이름 (이메일)" />
            <TextField control={control} name="hostingProvider" label="호스팅서비스 제공자" />
          </SettingsSection>

          <SettingsSection title="주문 규칙" description="장바구니와 주문서, 주문 생성에 그대로 적용됩니다.">
            <NumberField control={control} name="minimumOrderAmount" label="최소 주문 금액" unit="원" step={1000} />
            <NumberField
              control={control}
              name="freeShippingThreshold"
              label="무료배송 기준 금액"
              unit="원"
              step={1000}
              helper="배송 설정의 무료배송 기준과 같은 값입니다."
            />
            <NumberField control={control} name="maxOrderQuantity" label="1회 최대 주문 수량" unit="개" min={1} />
            <NumberField control={control} name="stockWarningLevel" label="재고 경고 수준" unit="개" />
            <NumberField
              control={control}
              name="autoConfirmDays"
              label="자동 구매확정"
              unit="배송 완료 후 일"
              min={7}
              helper="자동 구매확정 작업이 이 기간이 지난 주문을 확정합니다."
            />
            <SwitchField
              control={control}
              name="allowGuestCheckout"
              label="비회원 주문 허용"
              helper="켜면 로그인하지 않은 고객도 주문자 정보와 주문 비밀번호로 주문하고, 비회원 주문조회에서 확인·취소할 수 있습니다."
            />
            <SwitchField control={control} name="requireEmailVerification" label="이메일 인증 필수" />
            <SwitchField control={control} name="enableCoupons" label="쿠폰 사용" />
          </SettingsSection>

          <SettingsSection title="리뷰·적립금">
            <SwitchField
              control={control}
              name="enableReviews"
              label="리뷰 작성 허용"
              helper="끄면 상품 페이지에서 리뷰 작성 버튼이 사라집니다."
            />
            <SwitchField control={control} name="autoApproveReviews" label="리뷰 자동 승인" />
            <SwitchField control={control} name="enableLoyaltyProgram" label="적립금 제도" />
            <NumberField
              control={control}
              name="loyaltyPointsRate"
              label="적립률"
              unit="%"
              step={0.1}
              helper="구매확정 시 결제 금액의 적립률 (소수점 첫째 자리까지)"
            />
          </SettingsSection>

          <SettingsSection title="상품 목록·기능">
            <SelectField control={control} name="defaultProductSort" label="기본 정렬" options={PRODUCT_SORT_LABELS} />
            <NumberField control={control} name="productsPerPage" label="페이지당 상품 수" unit="개" min={1} />
            <SwitchField control={control} name="showOutOfStockProducts" label="품절 상품 표시" />
            <SwitchField control={control} name="enableWishlist" label="위시리스트" />
            <SwitchField control={control} name="enableCompareProducts" label="상품 비교" />
            <SwitchField control={control} name="enableSearchSuggestions" label="검색어 추천" />
            <SwitchField control={control} name="enableRecentlyViewed" label="최근 본 상품" />
            <NumberField control={control} name="maxRecentlyViewed" label="최근 본 상품 최대 개수" unit="개" />
            <SwitchField control={control} name="enableSocialLogin" label="소셜 로그인" />
            <SwitchField control={control} name="enableNewsletterSignup" label="뉴스레터 구독" />
          </SettingsSection>

          <SettingsSection
            title="점검 모드"
            description="켜면 스토어의 모든 페이지와 API가 점검 안내(503)로 응답합니다. 관리자 화면은 그대로 사용할 수 있습니다."
            testId="maintenance-section"
          >
            <SwitchField control={control} name="maintenanceMode" label="점검 모드" />
            <FormField
              control={control}
              name="maintenanceEndsAt"
              label="점검 종료 예정 (한국 시간)"
              helper={
                data.maintenanceEndsAt
                  ? `저장된 값: ${formatKoreanDateTime(data.maintenanceEndsAt)}`
                  : '비워 두면 종료 시각을 안내하지 않습니다.'
              }
            >
              {(field) => (
                <Input
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={toKoreaLocalInput((field.value as string | null) ?? null)}
                  onChange={(e) => field.onChange(fromKoreaLocalInput(e.target.value))}
                  size="sm"
                  type="datetime-local"
                />
              )}
            </FormField>
          </SettingsSection>
        </>
      )}
    </SettingsFormPage>
  );
}
