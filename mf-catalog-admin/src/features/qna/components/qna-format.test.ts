import { categoryLabel, waitingLabel } from './qna-format';

describe('Q&A format', () => {
  it('labels categories in Korean and keeps unknown ones', () => {
    expect(categoryLabel('shipping')).toBe('배송 문의');
    expect(categoryLabel('mystery')).toBe('mystery');
  });

  it('counts pending plus urgent as waiting', () => {
    expect(waitingLabel(1200, 34)).toBe('답변 대기 1,234건');
  });
});
