import { formatAverage, percent } from './review-format';

describe('review format', () => {
  it('percent with one decimal, 0.0% of nothing', () => {
    expect(percent(1, 8)).toBe('12.5%');
    expect(percent(2, 3)).toBe('66.7%');
    expect(percent(0, 0)).toBe('0.0%');
  });

  it('average out of 5.0, a dash without reviews', () => {
    expect(formatAverage(4.256, 10)).toBe('4.3 / 5.0');
    expect(formatAverage(0, 0)).toBe('-');
  });
});
