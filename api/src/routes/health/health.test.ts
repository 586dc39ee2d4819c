import { readJson, createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health reports the database driver', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await readJson(res)).toEqual({ status: 'ok', database: { driver: t.db.database.driver, ok: true } });
  });

  it('GET /api/health answers 503 in the error shape when the database is down', async () => {
    const down = await createTestApp();
    await down.db.database.close();
    const res = await down.app.request('/api/health');
    expect(res.status).toBe(503);
    const body = await readJson(res);
    expect(body.error.code).toBe('INTERNAL');
    expect(body.error.message).toBe('데이터베이스에 연결할 수 없습니다.');
    await down.close();
  });
});
