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
