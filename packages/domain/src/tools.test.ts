import { cleanupToast, CleanupKindParamSchema, formatBytes, formatUptime } from './tools';

describe('tools formatting', () => {
  it('formatBytes reads like an operator expects', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50.0 MB');
    expect(formatBytes(100 * 1024 ** 3)).toBe('100 GB');
  });

  it('formatUptime keeps the two largest units', () => {
    expect(formatUptime(30)).toBe('30초');
    expect(formatUptime(12 * 60 + 5)).toBe('12분');
    expect(formatUptime(2 * 3600 + 5 * 60)).toBe('2시간 5분');
    expect(formatUptime(3 * 86_400 + 4 * 3600 + 59)).toBe('3일 4시간');
  });

  it("cleanupToast is the spec's 'system cleanup complete' with the freed amounts", () => {
    expect(cleanupToast({ deleted: 1234, freedBytes: 3072 })).toEqual({
      title: '시스템 정리가 완료되었습니다.',
      message: '1,234건 삭제, 3.0 KB 확보',
    });
  });

  it('only the four cleanup kinds are accepted, with a Korean message otherwise', () => {
    expect(CleanupKindParamSchema.parse({ kind: 'unused-images' })).toEqual({ kind: 'unused-images' });
    const bad = CleanupKindParamSchema.safeParse({ kind: 'cache' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('알 수 없는 정리 작업입니다.');
  });
});
