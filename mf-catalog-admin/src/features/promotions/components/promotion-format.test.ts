import type { AdminPromotion } from '@market/domain/admin-promotions';
import { changedPromotionFields, longDay, promotionFormValues, shortDay } from './promotion-format';

const promotion = {
  id: 'p1',
  name: '겨울 세일',
  type: 'seasonal',
  description: '',
  status: 'draft',
  targetAudience: 'all_customers',
  budget: 1_000_000,
  startsAt: '2026-11-01T15:00:00.000Z',
  endsAt: '2026-11-30T14:59:59.999Z',
  brands: [
    { id: 'b2', name: 'B' },
    { id: 'b1', name: 'A' },
  ],
  categories: null,
} as unknown as AdminPromotion;

describe('promotion format', () => {
  it('holds the scope as id lists and dates as Korean days', () => {
    expect(promotionFormValues(promotion)).toEqual(
      expect.objectContaining({ brandIds: ['b2', 'b1'], categoryIds: [], startsAt: '2026-11-02', budget: '1000000' }),
    );
  });
  it('sends only what changed (a reordered scope is no change)', () => {
    expect(changedPromotionFields(promotion, { name: '겨울 세일', budget: 2_000_000, brandIds: ['b1', 'b2'], categoryIds: null })).toEqual({
      budget: 2_000_000,
    });
    expect(changedPromotionFields(promotion, { brandIds: null })).toEqual({ brandIds: null });
  });
  it('formats chart days', () => {
    expect(shortDay('2026-11-05')).toBe('11.5');
    expect(longDay('2026-11-05')).toBe('2026년 11월 5일');
  });
});
