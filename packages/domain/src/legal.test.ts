import {
  businessInfoLookupUrl,
  formatEffectiveDate,
  LegalAgreementsSchema,
  LEGAL_MESSAGES,
  parseLegalBody,
  PublishLegalVersionSchema,
} from './legal';

describe('legal documents', () => {
  it('parseLegalBody reads headings, lists and paragraphs, and keeps markup as plain text', () => {
    expect(parseLegalBody('## 제1조 (목적)\n첫 줄\n둘째 줄\n\n- 가\n- 나\n<script>alert(1)</script>')).toEqual([
      { type: 'heading', text: '제1조 (목적)' },
      { type: 'paragraph', text: '첫 줄\n둘째 줄' },
      { type: 'list', items: ['가', '나'] },
      { type: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
    expect(parseLegalBody('\r\n\r\n')).toEqual([]);
  });

  it('the agreement needs both version ids, with the spec messages', () => {
    const missing = LegalAgreementsSchema.safeParse({ termsVersionId: '7e2a0f6c-3b1d-4c5e-9a10-000000000001' });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues[0]).toMatchObject({ path: ['privacyVersionId'], message: LEGAL_MESSAGES.privacyRequired });
  });

  it('a new version needs a title, a body and a real date', () => {
    const bad = PublishLegalVersionSchema.safeParse({ title: '', body: ' ', effectiveDate: '2026-02-30' });
    expect(bad.error!.issues.map((i) => i.path[0])).toEqual(['title', 'body', 'effectiveDate']);
    expect(PublishLegalVersionSchema.safeParse({ title: '약관', body: '본문', effectiveDate: '2026-02-28' }).success).toBe(true);
  });

  it('formats the effective date and the FTC lookup link', () => {
    expect(formatEffectiveDate('2026-01-01')).toBe('2026년 1월 1일');
    expect(businessInfoLookupUrl('214-88-12345')).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148812345');
  });
});
