import type { AdminSeller } from '@market/domain/admin-sellers';
import { changedFields, formatRate, sellerFormValues } from './seller-format';

const seller: AdminSeller = {
  id: 's1',
  companyName: '(주)모노',
  businessNumber: '124-81-00998',
  ceoName: '김대표',
  brands: [{ id: 'b1', name: '모노', slug: 'mono', status: 'active' }],
  brandName: '모노',
  contactPerson: '이담당',
  phone: '010-1234-5678',
  email: 'a@b.kr',
  commissionRate: 15,
  settlementCycle: 'monthly',
  status: 'active',
  bankName: '국민은행',
  bankAccountMasked: '****-**-1234',
  accountHolder: '(주)모노',
  monthlyRevenue: 1000,
  productCount: 3,
  activeProductCount: 2,
  joinedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('seller form helpers', () => {
  it('formats rates with at most one decimal', () => {
    expect(formatRate(15)).toBe('15%');
    expect(formatRate(12.5)).toBe('12.5%');
  });

  it('loads a seller with a blank account and sends only what changed', () => {
    const values = sellerFormValues(seller);
    expect(values.bankAccount).toBe('');
    expect(values.commissionRate).toBe('15');
    expect(changedFields(seller, { companyName: '(주)모노', commissionRate: 16, bankAccount: '' })).toEqual({ commissionRate: 16 });
    expect(changedFields(seller, { bankAccount: '1002-345-678901' })).toEqual({ bankAccount: '1002-345-678901' });
  });
});
