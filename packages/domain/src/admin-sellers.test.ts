import {
  businessNumberCheckDigit,
  businessNumberFrom,
  CreateSellerSchema,
  isValidBusinessNumber,
  maskBankAccount,
  SELLER_MESSAGES,
  sellerAction,
  sellerActions,
  UpdateSellerSchema,
} from './admin-sellers';

const valid = {
  companyName: '(주)테스트',
  brandName: '테스트',
  businessNumber: '124-81-00998',
  contactPerson: '김담당',
  phone: '010-1234-5678',
  email: 'partner@test.example.kr',
  commissionRate: 15,
  settlementCycle: 'monthly',
  bankName: '국민은행',
  bankAccount: '123-456789-01-234',
  accountHolder: '(주)테스트',
};

function firstMessage(
  input: unknown,
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } } = CreateSellerSchema,
) {
  const r = schema.safeParse(input);
  return r.success ? null : r.error!.issues[0]!.message;
}

describe('사업자등록번호', () => {
  it('computes the 국세청 check digit (삼성전자 124-81-00998, 네이버 220-81-62517)', () => {
    expect(businessNumberCheckDigit('124810099')).toBe(8);
    expect(isValidBusinessNumber('124-81-00998')).toBe(true);
    expect(isValidBusinessNumber('220-81-62517')).toBe(true);
  });
  it('refuses a wrong check digit and a wrong format', () => {
    expect(isValidBusinessNumber('124-81-00997')).toBe(false);
    expect(isValidBusinessNumber('1248100998')).toBe(false);
    expect(isValidBusinessNumber('124-81-0099')).toBe(false);
  });
  it('makes a valid number from nine digits, for every check digit value', () => {
    for (let i = 0; i < 200; i += 1) {
      const n = businessNumberFrom(String(100_000_000 + i * 4_999_999).slice(0, 9));
      expect(isValidBusinessNumber(n)).toBe(true);
    }
  });
  it('accepts ten digits without hyphens and formats them', () => {
    const r = CreateSellerSchema.parse({ ...valid, businessNumber: '1248100998' });
    expect(r.businessNumber).toBe('124-81-00998');
  });
  it('answers in Korean', () => {
    expect(firstMessage({ ...valid, businessNumber: '124-81-00997' })).toBe(SELLER_MESSAGES.businessNumberCheck);
    expect(firstMessage({ ...valid, businessNumber: '12-34' })).toBe(SELLER_MESSAGES.businessNumberFormat);
  });
});

describe('commission', () => {
  it('takes 12 to 20 percent with one decimal', () => {
    expect(CreateSellerSchema.parse({ ...valid, commissionRate: 12 }).commissionRate).toBe(12);
    expect(CreateSellerSchema.parse({ ...valid, commissionRate: '20' }).commissionRate).toBe(20);
    expect(CreateSellerSchema.parse({ ...valid, commissionRate: 12.5 }).commissionRate).toBe(12.5);
  });
  it('refuses 11.9, 25 and 12.55 in Korean', () => {
    expect(firstMessage({ ...valid, commissionRate: 11.9 })).toBe(SELLER_MESSAGES.commissionRate);
    expect(firstMessage({ ...valid, commissionRate: 25 })).toBe(SELLER_MESSAGES.commissionRate);
    expect(firstMessage({ ...valid, commissionRate: 12.55 })).toBe(SELLER_MESSAGES.commissionRateStep);
  });
});

describe('the create body', () => {
  it('needs exactly one of an existing brand and a new brand name', () => {
    const { brandName: _, ...noBrand } = valid;
    expect(firstMessage(noBrand)).toBe(SELLER_MESSAGES.brand);
    expect(firstMessage({ ...valid, brandId: '00000000-0000-0000-0000-000000000000' })).toBe(SELLER_MESSAGES.brandBoth);
  });
  it('refuses unknown fields', () => {
    expect(CreateSellerSchema.safeParse({ ...valid, status: 'active' }).success).toBe(false);
  });
  it('edits keep the account when it is left empty', () => {
    expect(UpdateSellerSchema.parse({ bankAccount: '' })).toEqual({ bankAccount: '' });
    expect(firstMessage({ bankAccount: '12' }, UpdateSellerSchema)).toBe(SELLER_MESSAGES.bankAccount);
  });
});

describe('status actions (spec 001 section 4)', () => {
  it('names the four transitions and nothing else', () => {
    expect(sellerAction('pending', 'active')).toBe('approve');
    expect(sellerAction('pending', 'suspended')).toBe('reject');
    expect(sellerAction('active', 'suspended')).toBe('suspend');
    expect(sellerAction('suspended', 'active')).toBe('reactivate');
    expect(sellerAction('active', 'active')).toBeNull();
    expect(sellerAction('suspended', 'pending')).toBeNull();
    expect(sellerActions('pending').map((a) => a.action)).toEqual(['approve', 'reject']);
  });
});

describe('maskBankAccount', () => {
  it('shows the last four digits only', () => {
    expect(maskBankAccount('123-456789-01-234')).toBe('****-**-1234');
    expect(maskBankAccount('1002 345 678901')).toBe('****-**-8901');
  });
});
