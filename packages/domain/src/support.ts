import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';
import { isValidEmail, isValidMobilePhone } from './contact';
import { PageQuerySchema, SearchTextSchema } from './paging';

/** Customer service (spec 000: FAQ, notices, 1:1 inquiry), read from and written to the database. */

export const SUPPORT_MESSAGES = {
  /** Spec 000 section 5: category, subject and content are required. */
  inquiryRequired: '모든 필수 항목을 입력해주세요',
  inquiryCreated: '문의가 접수되었습니다',
  inquiryCategory: '문의 유형이 올바르지 않습니다.',
  inquiryTitleTooLong: '문의 제목은 100자 이하로 입력해주세요.',
  inquiryContentTooLong: '문의 내용은 2000자 이하로 입력해주세요.',
  faqCategory: 'FAQ 분류가 올바르지 않습니다.',
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
} as const;

export const INQUIRY_TITLE_MAX = 100;
export const INQUIRY_CONTENT_MAX = 2000;

/** The inquiry form's categories (spec 000 section 3). */
export const INQUIRY_CATEGORIES = ['product', 'order', 'shipping', 'return', 'account', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

/** Labels of every Q&A category (the admin's list has a few more than the form). */
export const QNA_CATEGORY_LABELS: Record<string, string> = {
  product: '상품 문의',
  order: '주문 문의',
  shipping: '배송 문의',
  return: '반품/교환 문의',
  exchange: '교환 문의',
  account: '회원 정보',
  payment: '결제 문의',
  coupon: '쿠폰 문의',
  other: '기타 문의',
};

/** Empty strings mean "not given" for optional contact fields. */
const optionalContact = (valid: (v: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .refine((v) => v === '' || valid(v), message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** `POST /api/inquiries`: the 1:1 inquiry of a signed-in shopper. */
export const CreateInquirySchema = z
  .object({
    category: z
      .string({ error: SUPPORT_MESSAGES.inquiryRequired })
      .trim()
      .min(1, SUPPORT_MESSAGES.inquiryRequired)
      .refine((v): v is InquiryCategory => (INQUIRY_CATEGORIES as readonly string[]).includes(v), SUPPORT_MESSAGES.inquiryCategory)
      .transform((v) => v as InquiryCategory),
    title: z
      .string({ error: SUPPORT_MESSAGES.inquiryRequired })
      .trim()
      .min(1, SUPPORT_MESSAGES.inquiryRequired)
      .max(INQUIRY_TITLE_MAX, SUPPORT_MESSAGES.inquiryTitleTooLong),
    content: z
      .string({ error: SUPPORT_MESSAGES.inquiryRequired })
      .trim()
      .min(1, SUPPORT_MESSAGES.inquiryRequired)
      .max(INQUIRY_CONTENT_MAX, SUPPORT_MESSAGES.inquiryContentTooLong),
    email: optionalContact(isValidEmail, AUTH_MESSAGES.emailInvalid),
    phone: optionalContact(isValidMobilePhone, AUTH_MESSAGES.phoneInvalid),
  })
  .strict();
export type CreateInquiry = z.infer<typeof CreateInquirySchema>;
export type CreateInquiryInput = z.input<typeof CreateInquirySchema>;

export type InquiryStatus = 'pending' | 'answered';
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = { pending: '답변 대기', answered: '답변 완료' };

/** A shopper's own 1:1 inquiry with its answer. */
export interface Inquiry {
  id: string;
  category: string;
  categoryLabel: string;
  title: string;
  content: string;
  email: string | null;
  phone: string | null;
  status: InquiryStatus;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  createdAt: string;
}

export interface CreateInquiryResult {
  inquiry: Inquiry;
  message: string;
}

export const InquiryListQuerySchema = PageQuerySchema;
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>;

// FAQ.
export const FAQ_CATEGORIES = ['shipping', 'order', 'payment', 'account', 'product', 'general'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  shipping: '배송',
  order: '주문/반품',
  payment: '결제',
  account: '회원',
  product: '상품',
  general: '기타',
};

/** `GET /api/faqs?category=&q=`: `category` empty or `all` means every category. */
export const FaqListQuerySchema = PageQuerySchema.extend({
  category: z.preprocess(
    (v) => (v === '' || v === 'all' ? undefined : v),
    z.enum(FAQ_CATEGORIES, { error: SUPPORT_MESSAGES.faqCategory }).optional(),
  ),
  q: SearchTextSchema,
});
export type FaqListQuery = z.infer<typeof FaqListQuerySchema>;

export interface Faq {
  id: string;
  category: FaqCategory;
  categoryLabel: string;
  question: string;
  answer: string;
  tags: string[];
}

export interface FaqCategoryCount {
  value: FaqCategory;
  label: string;
  count: number;
}

// Notices.
export const NoticeListQuerySchema = PageQuerySchema;
export type NoticeListQuery = z.infer<typeof NoticeListQuerySchema>;

export const NOTICE_TYPE_LABELS: Record<string, string> = {
  promotion: '이벤트',
  policy: '정책',
  service: '서비스',
  maintenance: '점검',
  notice: '공지',
};

/** A published notice (spec 000: id, title, content, date, important). */
export interface Notice {
  id: string;
  title: string;
  content: string;
  type: string;
  typeLabel: string;
  /** Pinned or of high/urgent priority. */
  important: boolean;
  pinned: boolean;
  /** When it was published (ISO). */
  date: string;
  views: number;
}
