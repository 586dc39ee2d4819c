import { demoExposureWarning, isLoopbackAddress } from './demo-exposure';

describe('demo exposure', () => {
  it('knows loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.5.0.1', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost']) expect(isLoopbackAddress(a)).toBe(true);
    for (const a of ['0.0.0.0', '::', '192.168.0.10', '10.0.0.1', '::ffff:10.0.0.1', 'fe80::1', '', undefined])
      expect(isLoopbackAddress(a)).toBe(false);
  });

  it('warns when the server is reachable beyond loopback, and only then', () => {
    expect(demoExposureWarning('127.0.0.1', 3000)).toBeNull();
    expect(demoExposureWarning('::1', 3000)).toBeNull();
    expect(demoExposureWarning('::', 3000)).toMatch(/DEMO MODE is on and the server listens on every network interface/);
    expect(demoExposureWarning('192.168.0.10', 3000)).toMatch(/listens on 192\.168\.0\.10/);
  });
});
