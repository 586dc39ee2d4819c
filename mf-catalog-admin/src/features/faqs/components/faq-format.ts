import {
  FAQ_ADMIN_CATEGORY_LABELS,
  FAQ_CATEGORIES,
  FAQ_STATUS_LABELS,
  type AdminFaq,
  type FaqFormValues,
  type FaqStatus,
} from '@market/domain/admin-faqs';
import { FAQ_STATUSES } from '@market/domain/lifecycle';
import type { StatusTone } from '@market/ui/status-badge';
import { optionsOf } from '../../../components/label-options';

export const FAQ_STATUS_TONES: Record<FaqStatus, StatusTone> = { active: 'success', draft: 'warning', inactive: 'neutral' };
export const CATEGORY_OPTIONS = optionsOf(FAQ_ADMIN_CATEGORY_LABELS, FAQ_CATEGORIES);
export const CATEGORY_FILTER = [{ value: '', label: '전체 분류' }, ...CATEGORY_OPTIONS];
export const STATUS_FILTER = [{ value: '', label: '전체 상태' }, ...optionsOf(FAQ_STATUS_LABELS, FAQ_STATUSES)];

/** "66.7%": one decimal, 0.0% without votes. */
export const rateText = (rate: number) => `${rate.toFixed(1)}%`;

export const EMPTY_FAQ_FORM: FaqFormValues = { question: '', answer: '', category: 'general', priority: 1, tags: '' };

/** The edit form's values: tags as comma-separated text. */
export function faqFormValues(f: AdminFaq): FaqFormValues {
  return { question: f.question, answer: f.answer, category: f.category, priority: f.priority, tags: f.tags.join(', ') };
}

/** Only the fields an edit changed (tags compared as lists). */
export function changedFaqFields(
  f: AdminFaq,
  next: { question: string; answer: string; category: AdminFaq['category']; priority: number; tags: string[] },
) {
  const out: Partial<typeof next> = {};
  if (next.question !== f.question) out.question = next.question;
  if (next.answer !== f.answer) out.answer = next.answer;
  if (next.category !== f.category) out.category = next.category;
  if (next.priority !== f.priority) out.priority = next.priority;
  if (next.tags.join('\u0000') !== f.tags.join('\u0000')) out.tags = next.tags;
  return out;
}
