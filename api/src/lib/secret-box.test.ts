import { createSecretBox, DEVELOPMENT_DATA_KEY, parseDataKey, SecretBoxError } from './secret-box';

const box = createSecretBox(Buffer.alloc(32, 7), 'env');

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, for the same context only', () => {
    const sealed = box.seal('123-456789-01-234', 'sellers.bank_account:a');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(sealed).not.toContain('456789');
    expect(box.open(sealed, 'sellers.bank_account:a')).toBe('123-456789-01-234');
    expect(() => box.open(sealed, 'sellers.bank_account:b')).toThrow(SecretBoxError);
  });

  it('seals the same text differently every time (random IV)', () => {
    expect(box.seal('x', 'c')).not.toBe(box.seal('x', 'c'));
  });

  it('refuses an altered value and names a value sealed under another key', () => {
    const sealed = box.seal('1234567890', 'c');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'c')).toThrow(expect.objectContaining({ reason: 'tampered' }));
    const other = createSecretBox(DEVELOPMENT_DATA_KEY, 'development');
    expect(() => other.open(sealed, 'c')).toThrow(expect.objectContaining({ reason: 'key' }));
    expect(() => box.open('plain text', 'c')).toThrow(expect.objectContaining({ reason: 'format' }));
  });

  it('parses base64, base64url and hex keys of 32 bytes only', () => {
    expect(parseDataKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
    expect(parseDataKey(Buffer.alloc(32, 255).toString('base64url'))).toEqual(Buffer.alloc(32, 255));
    expect(parseDataKey('0f'.repeat(32))).toEqual(Buffer.alloc(32, 15));
    expect(parseDataKey(Buffer.alloc(16, 1).toString('base64'))).toBeNull();
    expect(parseDataKey('not a key')).toBeNull();
  });
});
