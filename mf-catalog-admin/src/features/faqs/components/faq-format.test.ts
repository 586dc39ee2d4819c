import { FaqFormSchema, faqHelpfulRate, faqPreview } from '@market/domain/admin-faqs';
import type { AdminFaq } from '@market/domain/admin-faqs';
import { changedFaqFields, faqFormValues, rateText } from './faq-format';

const faq = (over: Partial<AdminFaq> = {}): AdminFaq => ({
  id: '1',
  question: '배송비는?',
  answer: '3,000원',
  category: 'shipping',
  categoryName: '배송',
  tags: ['배송비', '무료배송'],
  status: 'active',
  priority: 2,
  views: 10,
  helpful: 2,
  notHelpful: 1,
  helpfulRate: 66.7,
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: null,
  lastModified: '2026-01-01T00:00:00Z',
  ...over,
});

describe('faq format', () => {
  it('helpful rate one decimal, 0.0 without votes', () => {
    expect(faqHelpfulRate(2, 1)).toBe(66.7);
    expect(rateText(faqHelpfulRate(0, 0))).toBe('0.0%');
  });
  it('previews up to three active FAQs of the filtered rows', () => {
    const rows = [
      faq({ id: 'a', status: 'draft' }),
      faq({ id: 'b' }),
      faq({ id: 'c' }),
      faq({ id: 'd', status: 'inactive' }),
      faq({ id: 'e' }),
      faq({ id: 'f' }),
    ];
    expect(faqPreview(rows).map((r) => r.id)).toEqual(['b', 'c', 'e']);
  });
  it('reads comma-separated tags and keeps priority at least 1', () => {
    const parsed = FaqFormSchema.parse({ ...faqFormValues(faq()), tags: ' 배송비, ,무료배송,배송비 ' });
    expect(parsed.tags).toEqual(['배송비', '무료배송']);
    expect(FaqFormSchema.safeParse({ ...faqFormValues(faq()), priority: 0 }).success).toBe(false);
  });
  it('sends only what changed', () => {
    expect(
      changedFaqFields(faq(), { question: '배송비는?', answer: '무료', category: 'shipping', priority: 2, tags: ['배송비', '무료배송'] }),
    ).toEqual({
      answer: '무료',
    });
  });
});
