import { canSeeCustomerPii, customerPiiFor, maskAddress, maskBirthday } from './customer-pii';
import { UpdateCustomerSchema } from './customer';
import { PERMISSIONS, ROLES } from './permissions';

describe('customer personal data: one rule', () => {
  it('only * or an explicit customers.pii grant sees the data; customers.* does not', () => {
    expect(canSeeCustomerPii(['*'])).toBe(true);
    expect(canSeeCustomerPii(['customers.list.read', 'customers.pii'])).toBe(true);
    expect(canSeeCustomerPii(['customers.*'])).toBe(false);
    expect(canSeeCustomerPii(['customers.list.read'])).toBe(false);
    expect(canSeeCustomerPii([])).toBe(false);
    expect(ROLES.filter((r) => canSeeCustomerPii(r.grants)).map((r) => r.code)).toEqual(['SUPER_ADMIN', 'super_admin']);
  });

  it('the roles screen can grant customers.pii', () => {
    expect(PERMISSIONS.find((p) => p.grant === 'customers.pii')).toMatchObject({ category: 'customers' });
  });

  it('masks every field without the permission and nothing with it', () => {
    const pii = {
      name: '김민수',
      email: 'minsu.kim@example.com',
      phone: '010-1234-5678',
      address: '(06236) 서울시 강남구 테헤란로 1 4층',
      birthday: '1990-05-17',
    };
    expect(customerPiiFor(pii, true)).toEqual(pii);
    expect(customerPiiFor(pii, false)).toEqual({
      name: '김*수',
      email: 'mi*******@example.com',
      phone: '010-****-5678',
      address: '(06236) 서울시 ***',
      birthday: '1990-**-**',
    });
    expect(maskAddress('제주도')).toBe('제주도 ***');
    expect(maskBirthday('2001-12-31')).toBe('2001-**-**');
  });

  it('the edit body is strict', () => {
    expect(UpdateCustomerSchema.safeParse({ grade: 'vip', status: 'suspended', memo: '메모' }).success).toBe(true);
    expect(UpdateCustomerSchema.safeParse({ points: 1 }).success).toBe(false);
    expect(UpdateCustomerSchema.safeParse({ grade: 'diamond' }).success).toBe(false);
  });
});
