import { z } from 'zod';
import { CheckoutFormSchema, CHECKOUT_MESSAGES, OrderSchema, PlaceOrderSchema } from './order';

/**
 * Guest checkout (비회원 주문, ADR 033): who the guest is and the order password that later finds
 * the order again. One schema for the storefront form and `POST /api/guest/orders`.
 */

export const GUEST_ORDER_PASSWORD_MIN = 4;
export const GUEST_ORDER_PASSWORD_MAX = 64;

export const GUEST_ORDER_MESSAGES = {
  disabled: '비회원 주문을 사용할 수 없습니다. 로그인 후 주문해주세요.',
  name: '주문자 이름을 입력해주세요',
  phone: '주문자 연락처를 입력해주세요',
  phoneInvalid: '올바른 연락처를 입력해주세요',
  email: '이메일을 입력해주세요',
  emailInvalid: '올바른 이메일을 입력해주세요',
  password: '주문 비밀번호를 입력해주세요',
  passwordTooShort: `주문 비밀번호는 ${GUEST_ORDER_PASSWORD_MIN}자 이상이어야 합니다`,
  passwordMismatch: '주문 비밀번호가 일치하지 않습니다',
  orderNumber: '주문번호를 입력해주세요',
  /** The same answer for an unknown number and a wrong password (nothing to probe). */
  notFound: '주문 정보를 찾을 수 없습니다. 주문번호와 주문 비밀번호를 확인해주세요.',
  keepNumber: '주문번호와 주문 비밀번호는 비회원 주문조회에 필요합니다. 꼭 보관해주세요.',
} as const;

const PHONE = /^0\d{1,2}-?\d{3,4}-?\d{4}$/;

const password = z
  .string({ error: GUEST_ORDER_MESSAGES.password })
  .min(1, GUEST_ORDER_MESSAGES.password)
  .min(GUEST_ORDER_PASSWORD_MIN, GUEST_ORDER_MESSAGES.passwordTooShort)
  .max(GUEST_ORDER_PASSWORD_MAX, CHECKOUT_MESSAGES.tooLong);

/** 주문자 정보: the guest's name, phone and e-mail, and the order password. */
export const GuestBuyerSchema = z
  .object(
    {
      name: z.string({ error: GUEST_ORDER_MESSAGES.name }).trim().min(1, GUEST_ORDER_MESSAGES.name).max(50, CHECKOUT_MESSAGES.tooLong),
      phone: z
        .string({ error: GUEST_ORDER_MESSAGES.phone })
        .trim()
        .min(1, GUEST_ORDER_MESSAGES.phone)
        .max(20, CHECKOUT_MESSAGES.tooLong)
        .refine((v) => PHONE.test(v.replace(/\s/g, '')), GUEST_ORDER_MESSAGES.phoneInvalid),
      email: z
        .string({ error: GUEST_ORDER_MESSAGES.email })
        .trim()
        .min(1, GUEST_ORDER_MESSAGES.email)
        .max(254, CHECKOUT_MESSAGES.tooLong)
        .pipe(z.email(GUEST_ORDER_MESSAGES.emailInvalid)),
      password,
    },
    { error: GUEST_ORDER_MESSAGES.name },
  )
  .strict();
export type GuestBuyer = z.infer<typeof GuestBuyerSchema>;

/**
 * `POST /api/guest/orders`: the member order body without coupon and points, plus the guest.
 * A coupon or points field is refused as unknown (422).
 */
export const PlaceGuestOrderSchema = PlaceOrderSchema.omit({ couponCode: true, usePoints: true })
  .extend({ guest: GuestBuyerSchema })
  .strict();
export type PlaceGuestOrder = z.infer<typeof PlaceGuestOrderSchema>;

/** The storefront's guest checkout form: 주문자 정보 first (the order errors are reported in), the order password typed twice. */
export const GuestCheckoutFormSchema = z
  .object({ guest: GuestBuyerSchema, passwordConfirm: z.string(), ...CheckoutFormSchema.shape })
  .strict()
  .refine((v) => v.passwordConfirm === v.guest.password, {
    path: ['passwordConfirm'],
    message: GUEST_ORDER_MESSAGES.passwordMismatch,
  });
export type GuestCheckoutForm = z.infer<typeof GuestCheckoutFormSchema>;

/** `POST /api/guest/orders/lookup` (and the cancel's credentials). */
export const GuestOrderLookupSchema = z
  .object({
    orderNumber: z
      .string({ error: GUEST_ORDER_MESSAGES.orderNumber })
      .trim()
      .min(1, GUEST_ORDER_MESSAGES.orderNumber)
      .max(40, CHECKOUT_MESSAGES.tooLong),
    password: z
      .string({ error: GUEST_ORDER_MESSAGES.password })
      .min(1, GUEST_ORDER_MESSAGES.password)
      .max(GUEST_ORDER_PASSWORD_MAX, CHECKOUT_MESSAGES.tooLong),
  })
  .strict();
export type GuestOrderLookup = z.infer<typeof GuestOrderLookupSchema>;

/** `POST /api/guest/orders/cancel`: the credentials and an optional reason. */
export const GuestOrderCancelSchema = GuestOrderLookupSchema.extend({
  reason: z.string().trim().max(200, CHECKOUT_MESSAGES.tooLong).optional(),
}).strict();
export type GuestOrderCancel = z.infer<typeof GuestOrderCancelSchema>;

/** A guest's order as the lookup shows it: the order plus who ordered it. */
export const GuestOrderSchema = OrderSchema.extend({
  guest: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
});
export type GuestOrder = z.infer<typeof GuestOrderSchema>;
