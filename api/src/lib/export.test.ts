import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import { EXPORT_MESSAGES } from '@market/domain/export';
import type { StaffPrincipal } from '../services/admin-auth';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { batches, exportResponse, xlsxWriter } from './export';
import { queryRows } from './sql';

interface Row {
  n: number;
  name: string;
}

const STAFF: StaffPrincipal = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ops@example.kr',
  name: '운영자',
  status: 'active',
  passwordHash: '',
  ipRestrictions: [],
  role: null,
  grants: ['*'],
  brand: null,
};

/** Pages of 3 rows from 0 to count - 1 through a keyset cursor, as a list service would answer. */
function pages(count: number, names: (n: number) => string) {
  return batches<Row, number>(async (cursor) => {
    const from = cursor ?? 0;
    const items = Array.from({ length: Math.max(0, Math.min(3, count - from)) }, (_, i) => ({ n: from + i, name: names(from + i) }));
    return { items, nextCursor: from + 3 < count ? from + 3 : null };
  });
}

describe('exportResponse (CSV and xlsx downloads of admin lists)', () => {
  let t: TestDatabase;
  let app: Hono<AppEnv>;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
    await t.database.db.execute(
      sql`insert into staff_accounts (id, email, password_hash, name) values (${STAFF.id}::uuid, ${STAFF.email}, '', ${STAFF.name})`,
    );
    app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('database', t.database);
      c.set('staff', STAFF);
      c.set('brandId', null);
      c.set('env', { trustProxy: false } as AppEnv['Variables']['env']);
      await next();
    });
    app.onError((err, c) => (err instanceof AppError ? c.json(err.toBody(), err.status as 422) : c.json({ message: String(err) }, 500)));
    const names = (n: number) => ['=HYPERLINK("http://x")', '+82 10', '-5', '@SUM(A1)', '\t탭', '김철수, "대표"', '한글 이름'][n % 7]!;
    app.get('/plain', (c) =>
      exportResponse(c, {
        format: c.req.query('format') === 'xlsx' ? 'xlsx' : 'csv',
        filename: '주문내역-2026-11-25',
        columns: [
          { header: '번호', value: (r: Row) => r.n },
          { header: '이름', value: (r: Row) => r.name },
          { header: '음수', value: (r: Row) => -r.n },
        ],
        rows: pages(Number(c.req.query('count') ?? 7), names),
        auditAction: 'orders.list.export',
      }),
    );
    app.get('/personal', (c) =>
      exportResponse(c, {
        format: 'csv',
        filename: '주문내역',
        columns: [{ header: '이름', value: (r: Row) => r.name }],
        rows: pages(2, () => '홍길동'),
        personalData: { resource: 'orders', fields: ['recipientName'], reason: c.req.query('reason') },
      }),
    );
  });
  afterAll(() => t.drop());

  it('CSV: UTF-8 BOM, Korean intact, formula cells neutralised, numbers left as numbers, every row once', async () => {
    const res = await app.request('/plain');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('주문내역-2026-11-25.csv')}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('번호,이름,음수');
    expect(lines.slice(1)).toEqual([
      `0,"'=HYPERLINK(""http://x"")",0`,
      "1,'+82 10,-1",
      "2,'-5,-2",
      "3,'@SUM(A1),-3",
      "4,'\t탭,-4",
      '5,"김철수, ""대표""",-5',
      '6,한글 이름,-6',
    ]);
  });

  it('xlsx: a workbook Excel opens, with the same rows and neutralised cells', async () => {
    const res = await app.request('/plain?format=xlsx&count=1000');
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1001);
    expect(sheet.getRow(1).values).toEqual([undefined, '번호', '이름', '음수']);
    expect(sheet.getRow(2).values).toEqual([undefined, 0, `'=HYPERLINK("http://x")`, 0]);
    expect(sheet.getRow(1001).getCell(1).value).toBe(999);
  });

  it('an export is audited; one with personal data needs a reason (422, nothing logged) and logs who and why', async () => {
    const audits = async (action: string) =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_logs where action = ${action}`))[0]!.n;
    expect(await audits('orders.list.export')).toBeGreaterThan(0);

    const refused = await app.request('/personal');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as any).error.message).toBe(EXPORT_MESSAGES.reasonRequired);
    expect(await queryRows(t.database.db, sql`select id from personal_data_access`)).toEqual([]);

    const ok = await app.request(`/personal?reason=${encodeURIComponent('배송 문의 응대')}`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('홍길동');
    const [logged] = await queryRows<any>(
      t.database.db,
      sql`select staff_email, purpose, resource, fields, reason from personal_data_access`,
    );
    expect(logged).toEqual({
      staff_email: STAFF.email,
      purpose: 'export',
      resource: 'orders',
      fields: ['recipientName'],
      reason: '배송 문의 응대',
    });
  });

  it('xlsx: rows wait for the zip — the sheet XML it has not taken stays under the bound with a slow reader', async () => {
    const count = 100_000;
    const bound = 256 * 1024;
    // Text that deflates poorly (as names and addresses do), so the zip has real work to lag on.
    const noise = (n: number) => ((n * 2654435761) >>> 0).toString(36).repeat(3);
    // Set once xlsxWriter returns; the rows read it (the first row is pulled before that).
    const probe: { writer?: ReturnType<typeof xlsxWriter<Row>> } = {};
    let pulled = 0;
    let maxBuffered = 0;
    async function* rows(): AsyncIterable<Row> {
      // Every row is ready at once (as a fast database page is): only back-pressure stops the loop.
      for (let n = 0; n < count; n++) {
        pulled++;
        // The first row is pulled before xlsxWriter returns, with nothing buffered yet.
        maxBuffered = Math.max(maxBuffered, probe.writer?.buffered() ?? 0);
        yield { n, name: `${noise(n)} 한글 ${noise(n + 1)}` };
      }
    }
    const writer = (probe.writer = xlsxWriter<Row>(
      [
        { header: '번호', value: (r) => r.n },
        { header: '이름', value: (r) => r.name },
      ],
      rows(),
      bound,
    ));
    const chunks: Buffer[] = [];
    let pulledAtFirstChunk = -1;
    // A slow client: 16 KB at a time, 2 ms apart.
    const client = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        if (pulledAtFirstChunk < 0) pulledAtFirstChunk = pulled;
        chunks.push(chunk);
        setTimeout(done, 2);
      },
    });
    await pipeline(writer.stream, client);

    // Without the wait every row's XML (~20 MB here) sits in the zip's input before deflate runs.
    expect(maxBuffered).toBeLessThanOrEqual(bound);
    expect(pulledAtFirstChunk).toBeLessThan(count / 4);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(count + 1).values).toEqual([undefined, count - 1, `${noise(count - 1)} 한글 ${noise(count)}`]);
  });
});
