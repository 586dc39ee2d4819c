import { fieldErrors } from '../../lib/field-errors';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps same-site paths and refuses the rest', () => {
    expect(safeNext('/checkout')).toBe('/checkout');
    expect(safeNext('/orders?status=shipped')).toBe('/orders?status=shipped');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('/login')).toBe('/');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field in order', () => {
    const issues = [
      { path: ['email'], message: 'a' },
      { path: ['email'], message: 'b' },
      { path: ['password'], message: 'c' },
    ];
    expect(fieldErrors({ issues })).toEqual({ email: 'a', password: 'c' });
  });
});
