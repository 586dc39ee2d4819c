import { z } from 'zod';
import { validationError } from './validation';

describe('validationError', () => {
  it('answers a schema without its own message in Korean, and keeps the messages a schema gives', () => {
    const schema = z.object({ token: z.string().max(5), name: z.string().min(1, '이름을 입력해주세요') });
    const wrongType = schema.safeParse([1, 2]);
    expect(wrongType.success).toBe(false);
    const wrong = validationError(wrongType.error!);
    expect(wrong.message).toMatch(/[가-힣]/);
    expect(wrong.message).not.toMatch(/Invalid input/);

    const tooLong = validationError(schema.safeParse({ token: 'x'.repeat(50), name: '' }).error!);
    expect(tooLong.fields?.token).toMatch(/[가-힣]/);
    expect(tooLong.fields?.name).toBe('이름을 입력해주세요');
  });
});
