import { ipAllowed, ipMatches, IpRestrictionsSchema, isValidIpPattern, parseIpRestrictionsText } from './ip-restrictions';

describe('IP restriction patterns', () => {
  it.each([
    '*',
    '10.0.0.1',
    '10.0.0.0/8',
    '0.0.0.0/0',
    '10.0.*',
    '10.0.0.*',
    '10.*',
    '2001:db8::1',
    '2001:db8::/32',
    '::1',
    '::ffff:10.0.0.1',
  ])('%s is valid', (p) => expect(isValidIpPattern(p)).toBe(true));
  it.each([
    '',
    'abc',
    '300.1.1.1',
    '10.0.0',
    '10.0.0.1/33',
    '10.0.0.1/8/1',
    '10.*.0.1',
    '*.1',
    '10.0.*.*.*',
    '2001:db8::/129',
    '1.2.3.4/x',
    'gg::1',
  ])('%s is refused', (p) => expect(isValidIpPattern(p)).toBe(false));
  it('matches exact addresses, CIDR blocks and wildcards, IPv4 and IPv6', () => {
    expect(ipMatches('10.0.0.0/8', '10.200.3.4')).toBe(true);
    expect(ipMatches('10.0.0.0/8', '11.0.0.1')).toBe(false);
    expect(ipMatches('192.168.1.0/24', '192.168.1.255')).toBe(true);
    expect(ipMatches('192.168.1.0/24', '192.168.2.1')).toBe(false);
    expect(ipMatches('10.0.*', '10.0.9.9')).toBe(true);
    expect(ipMatches('10.0.*', '10.1.0.1')).toBe(false);
    expect(ipMatches('10.0.0.5', '::ffff:10.0.0.5')).toBe(true);
    expect(ipMatches('2001:db8::/32', '2001:db8:ffff::1')).toBe(true);
    expect(ipMatches('2001:db8::/32', '2001:db9::1')).toBe(false);
    expect(ipMatches('2001:db8::1', '2001:0db8:0:0:0:0:0:1')).toBe(true);
    expect(ipMatches('10.0.0.0/8', '2001:db8::1')).toBe(false);
  });
  it('an account without patterns, or with *, is not restricted; otherwise one pattern must match', () => {
    expect(ipAllowed([], '1.2.3.4')).toBe(true);
    expect(ipAllowed(['*'], null)).toBe(true);
    expect(ipAllowed(['10.0.*'], null)).toBe(false);
    expect(ipAllowed(['10.0.*', '192.168.0.0/16'], '192.168.3.3')).toBe(true);
    expect(ipAllowed(['10.0.*'], '192.168.3.3')).toBe(false);
  });
  it('the schema trims, drops blanks and duplicates, and refuses a malformed pattern in Korean', () => {
    expect(IpRestrictionsSchema.parse([' 10.0.* ', '', '10.0.*'])).toEqual(['10.0.*']);
    const bad = IpRestrictionsSchema.safeParse(['10.0.0.256']);
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/IP 제한 형식/);
    expect(parseIpRestrictionsText('10.0.*, 192.168.0.0/16\n*')).toEqual(['10.0.*', '192.168.0.0/16', '*']);
  });
});
