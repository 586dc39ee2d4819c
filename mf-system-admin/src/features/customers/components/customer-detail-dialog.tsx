import { Box, Button, HStack, Input, Stack, Text } from '@market/ui/chakra';
import { Dialog } from '@market/ui/chakra-overlay';
import {
  CUSTOMER_GRADE_LABELS,
  CUSTOMER_STATUS_LABELS,
  RevealCustomerFieldSchema,
  type AdminCustomerDetail,
  type RevealCustomerField,
} from '@market/domain/customer';
import { CUSTOMER_PII_FIELD_LABELS, type CustomerPiiField } from '@market/domain/customer-pii';
import { formatDate, formatDateTime, formatKRW } from '@market/domain/format';
import { ConfirmDialog } from '@market/ui/confirm-dialog';
import { DetailDialog, DetailFooter, DetailList, DetailSection } from '@market/ui/detail-dialog';
import { applyApiError, FormAlert, useZodForm } from '@market/ui/form';
import { FormField } from '@market/ui/form-field';
import { ErrorState } from '@market/ui/states';
import { StatusBadge } from '@market/ui/status-badge';
import { useEffect, useState, type ReactNode } from 'react';
import { revealCustomerField, useAdminCustomer, useCustomerWrites } from '../api/get-admin-customers';
import { CUSTOMER_GRADE_TONES, CUSTOMER_STATUS_TONES, elapsedLabel, formatPoints } from './customer-format';
import { CustomerPasswordLinkDialog } from './customer-password-link-dialog';

const GENDER_LABELS = { male: '남성', female: '여성', other: '기타' } as const;

/** A masked value with its 보기 button; the revealed value replaces it until the dialog moves on. */
function Masked({
  field,
  value,
  revealed,
  canReveal,
  onReveal,
}: {
  field: CustomerPiiField;
  value: string | null;
  revealed: string | undefined;
  canReveal: boolean;
  onReveal: (field: CustomerPiiField) => void;
}) {
  if (!value) return <>-</>;
  if (revealed !== undefined) return <span data-testid={`revealed-${field}`}>{revealed}</span>;
  return (
    <HStack gap="2" wrap="wrap">
      <span data-testid={`masked-${field}`}>{value}</span>
      {canReveal && (
        <Button size="2xs" variant="outline" onClick={() => onReveal(field)} aria-label={`${CUSTOMER_PII_FIELD_LABELS[field]} 보기`}>
          보기
        </Button>
      )}
    </HStack>
  );
}

/** 개인정보 보기: asks why, then answers the one field (the API writes the 개인정보 열람 기록). */
function RevealDialog({
  customerId,
  field,
  onClose,
  onRevealed,
}: {
  customerId: string;
  field: CustomerPiiField;
  onClose: () => void;
  onRevealed: (field: CustomerPiiField, value: string) => void;
}) {
  const form = useZodForm(RevealCustomerFieldSchema, { defaultValues: { field, reason: '' } });
  const submit = form.handleSubmit(async (values: RevealCustomerField) => {
    try {
      const answer = await revealCustomerField(customerId, values);
      onRevealed(answer.field, answer.value);
    } catch (e) {
      applyApiError(form.setError, e);
    }
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${CUSTOMER_PII_FIELD_LABELS[field]} 보기`}
      description="가려진 개인정보를 보여줍니다. 열람 사유는 누가, 언제 보았는지와 함께 개인정보 열람 기록에 남습니다."
      confirmLabel="보기"
      busy={form.formState.isSubmitting}
      onConfirm={() => void submit()}
      testId="customer-reveal-dialog"
    >
      <Stack gap="3" mt="3">
        <FormAlert control={form.control} />
        <FormField control={form.control} name="reason" label="열람 사유" required>
          {(f, meta) => <Input id={meta.id} size="sm" maxLength={200} placeholder="예: 배송 문의 본인 확인" {...f} />}
        </FormField>
      </Stack>
    </ConfirmDialog>
  );
}

function Preferences({ items }: { items: AdminCustomerDetail['preferredBrands'] }) {
  if (items.length === 0) return <>구매 내역 없음</>;
  return <>{items.map((i) => `${i.name} (${i.orders}건)`).join(', ')}</>;
}

/**
 * A customer: personal data (masked without `customers.pii`, each field revealable with a reason),
 * buying tendencies and the memo; edit, suspend (active only), activate (suspended only), message,
 * and a 비밀번호 설정 링크 (not for a suspended customer).
 */
export function CustomerDetailDialog({
  customerId,
  can,
  onClose,
  onEdit,
  onMessage,
}: {
  customerId: string | null;
  can: { update: boolean; message: boolean };
  onClose: () => void;
  onEdit: (c: AdminCustomerDetail) => void;
  onMessage: (c: AdminCustomerDetail) => void;
}) {
  const { data: c, error, mutate } = useAdminCustomer(customerId);
  const { pending, suspend, activate } = useCustomerWrites();
  const [revealed, setRevealed] = useState<Partial<Record<CustomerPiiField, string>>>({});
  const [asking, setAsking] = useState<CustomerPiiField | null>(null);
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const [linking, setLinking] = useState(false);
  useEffect(() => {
    setRevealed({});
    setAsking(null);
    setConfirmSuspend(false);
    setLinking(false);
  }, [customerId]);

  const shown = c && c.id === customerId ? c : undefined;
  const masked = (field: CustomerPiiField, value: string | null): ReactNode => (
    <Masked field={field} value={value} revealed={revealed[field]} canReveal={!shown?.piiVisible} onReveal={setAsking} />
  );

  async function run(what: 'suspend' | 'activate') {
    if (!shown) return;
    try {
      await (what === 'suspend' ? suspend(shown.id) : activate(shown.id));
    } catch {
      // The error is on a toast; the dialog stays.
    } finally {
      setConfirmSuspend(false);
    }
  }

  const now = new Date();
  return (
    <>
      <DetailDialog open={customerId !== null} onClose={onClose} testId="customer-detail">
        <Dialog.Header>
          <HStack gap="2" wrap="wrap">
            <Dialog.Title>{shown ? (revealed.name ?? shown.name) : '고객 상세'}</Dialog.Title>
            {shown && (
              <>
                <StatusBadge tone={CUSTOMER_GRADE_TONES[shown.grade]} variant="outline">
                  {CUSTOMER_GRADE_LABELS[shown.grade]}
                </StatusBadge>
                <StatusBadge tone={CUSTOMER_STATUS_TONES[shown.status]} data-testid="detail-status">
                  {CUSTOMER_STATUS_LABELS[shown.status]}
                </StatusBadge>
              </>
            )}
          </HStack>
        </Dialog.Header>
        <Dialog.Body>
          {error && !shown ? (
            <ErrorState title="고객 정보를 불러오지 못했습니다" onRetry={() => void mutate()} />
          ) : !shown ? (
            <Text color="fg.muted" fontSize="sm">
              불러오는 중…
            </Text>
          ) : (
            <Stack gap="5">
              <DetailSection title="개인 정보">
                {!shown.piiVisible && (
                  <Text fontSize="xs" color="fg.muted">
                    개인정보는 가려져 있습니다. 필요한 항목만 사유를 남기고 볼 수 있습니다.
                  </Text>
                )}
                <DetailList
                  labelWidth="100px"
                  rows={[
                    ['이름', masked('name', shown.name)],
                    ['이메일', masked('email', shown.email)],
                    ['연락처', masked('phone', shown.phone)],
                    ['주소', masked('address', shown.address)],
                    ['생년월일', masked('birthday', shown.birthday)],
                    ['성별', shown.gender ? GENDER_LABELS[shown.gender] : '-'],
                    ['마케팅 수신', shown.agreeToMarketing ? '동의' : '미동의'],
                    ['가입일', `${formatDate(shown.joinDate)} (${elapsedLabel(shown.joinDate, now)})`],
                    ['최근 로그인', shown.lastLoginAt ? formatDateTime(shown.lastLoginAt) : '-'],
                    [
                      '비밀번호',
                      shown.hasPassword ? (
                        '설정됨'
                      ) : (
                        <StatusBadge key="pw" tone="warning" data-testid="password-not-set">
                          비밀번호 미설정
                        </StatusBadge>
                      ),
                    ],
                  ]}
                />
              </DetailSection>
              <DetailSection title="구매 성향">
                <DetailList
                  labelWidth="100px"
                  numeric
                  rows={[
                    ['선호 브랜드', <Preferences key="b" items={shown.preferredBrands} />],
                    ['선호 카테고리', <Preferences key="c" items={shown.preferredCategories} />],
                    [
                      '주문',
                      `${shown.totalOrders.toLocaleString('ko-KR')}건 · ${formatKRW(shown.totalSpent)} (평균 ${formatKRW(shown.averageOrderValue)})`,
                    ],
                    ['쿠폰 사용', `${shown.couponUsed.toLocaleString('ko-KR')}회`],
                    ['총 할인 혜택', formatKRW(shown.totalSaved)],
                    ['적립금', formatPoints(shown.points)],
                    [
                      '활동',
                      `로그인 ${shown.loginCount} · 리뷰 ${shown.reviewCount} · 문의 ${shown.qnaCount}${shown.refundCount > 0 ? ` · 환불 ${shown.refundCount}` : ''}`,
                    ],
                  ]}
                />
              </DetailSection>
              <DetailSection title="관리자 메모">
                <Box bg="bg.subtle" borderRadius="l2" px="3" py="2" whiteSpace="pre-wrap" fontSize="sm" data-testid="customer-memo">
                  {shown.adminMemo || '메모가 없습니다.'}
                </Box>
              </DetailSection>
            </Stack>
          )}
        </Dialog.Body>
        <DetailFooter note={!can.update && !can.message && '조회 권한만 있습니다.'}>
          {shown && can.message && (
            <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onMessage(shown)}>
              메시지 보내기
            </Button>
          )}
          {shown && can.update && shown.status !== 'suspended' && (
            <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => setLinking(true)}>
              비밀번호 설정 링크
            </Button>
          )}
          {shown && can.update && (
            <Button size="sm" variant="outline" disabled={pending !== null} onClick={() => onEdit(shown)}>
              수정
            </Button>
          )}
          {shown && can.update && shown.status === 'active' && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={pending === 'suspend'}
              disabled={pending !== null}
              onClick={() => setConfirmSuspend(true)}
            >
              정지
            </Button>
          )}
          {shown && can.update && shown.status === 'suspended' && (
            <Button size="sm" loading={pending === 'activate'} disabled={pending !== null} onClick={() => void run('activate')}>
              활성화
            </Button>
          )}
        </DetailFooter>
      </DetailDialog>
      {shown && asking && (
        <RevealDialog
          customerId={shown.id}
          field={asking}
          onClose={() => setAsking(null)}
          onRevealed={(field, value) => {
            setRevealed((r) => ({ ...r, [field]: value }));
            setAsking(null);
          }}
        />
      )}
      {shown && linking && <CustomerPasswordLinkDialog customer={shown} onClose={() => setLinking(false)} />}
      {shown && confirmSuspend && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirmSuspend(false)}
          title="고객 계정을 정지할까요?"
          description="정지하면 이 고객은 바로 로그아웃되고, 다시 활성화할 때까지 로그인과 주문을 할 수 없습니다."
          confirmLabel="정지"
          destructive
          busy={pending !== null}
          onConfirm={() => void run('suspend')}
          testId="customer-suspend-confirm"
        />
      )}
    </>
  );
}
