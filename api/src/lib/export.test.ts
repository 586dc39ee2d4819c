import { PassThrough, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import { EXPORT_MESSAGES, neutraliseCell } from '@market/domain/export';
import type { StaffPrincipal } from '../services/admin-auth';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import type { AppEnv } from './context';
import { AppError } from './errors';
import { batches, columnLetters, exportResponse, xlsxBody, xlsxWriter, type ExportCell } from './export';
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

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** One file of a zip, found through its central directory (exceljs's zip writes sizes only there). */
function unzipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entry === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name}: not in the zip`);
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

  it('xlsx: a client that stops reading stops the rows — the body does not queue the file ahead of the socket', async () => {
    const count = 200_000;
    const noise = (n: number) => ((n * 2654435761) >>> 0).toString(36).repeat(3);
    let pulled = 0;
    async function* rows(): AsyncIterable<Row> {
      for (let n = 0; n < count; n++) {
        pulled++;
        // A database page's worth at a time, as batches() hands them over.
        if (n % 1000 === 0) await new Promise((r) => setImmediate(r));
        yield { n, name: `${noise(n)} 한글 ${noise(n + 1)}` };
      }
    }
    const body = xlsxBody<Row>(
      [
        { header: '번호', value: (r) => r.n },
        { header: '이름', value: (r) => r.name },
      ],
      rows(),
    );
    const reader = body.getReader();
    const chunks: Uint8Array[] = [(await reader.read()).value!];
    // The client reads nothing more; wait until the writer has stopped pulling rows.
    for (let last = -1; pulled !== last;) {
      last = pulled;
      await new Promise((r) => setTimeout(r, 200));
    }
    // About 2 MB of zipped rows wait in the writer's stream (88,000 rows here); Readable.toWeb()
    // copied them and queued another megabyte in the body (130,000 rows).
    expect(pulled).toBeLessThan(100_000);
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(count + 1);
    expect(sheet.getRow(count + 1).values).toEqual([undefined, count - 1, `${noise(count - 1)} 한글 ${noise(count)}`]);
  });

  it('xlsx: data rows written without the exceljs row model are byte for byte the sheet exceljs writes', async () => {
    // Every kind of value a column gives, over more than 26 columns (AA…), in 3 rows.
    const values: ExportCell[] = [
      'ORD-2026-000001',
      '김철수 <대표> & "동업자"',
      "it's",
      '=HYPERLINK("http://x")',
      '-5',
      '\t탭',
      ' 앞뒤 공백 ',
      'line\r\nbreak',
      'ctl\u0000\u0001\u0008\u000b\u000c\u000e\u001f\u007f end',
      '😀 surrogate',
      '',
      null,
      undefined,
      0,
      -0,
      -12.5,
      1234567890123,
      0.1 + 0.2,
      1e21,
      new Date('2026-03-15T03:00:00.123Z'),
      new Date('1999-12-31T23:59:59Z'),
    ];
    const columns = Array.from({ length: 30 }, (_, i) => ({ header: `열 ${i} <h>`, value: (r: Row) => values[(r.n + i) % values.length] }));
    const rows = [0, 7, 15].map((n) => ({ n, name: '' }));
    const ours = await bytesOf(
      xlsxWriter<Row>(
        columns,
        (async function* () {
          yield* rows;
        })(),
      ).stream,
    );

    // The same rows through exceljs's own row path (what xlsxWriter did before): its cells as the
    // export gives them (formula-like text neutralised, nothing null).
    const out = new PassThrough();
    const theirs = bytesOf(out);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('목록');
    sheet.addRow(columns.map((c) => c.header)).commit();
    for (const row of rows) {
      const cells = columns.map((c) => c.value(row) ?? '');
      sheet.addRow(cells.map((v) => (typeof v === 'string' ? neutraliseCell(v) : v))).commit();
    }
    sheet.commit();
    await workbook.commit();
    const reference = await theirs;

    for (const part of ['xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/workbook.xml', '[Content_Types].xml']) {
      expect(unzipEntry(ours, part)).toBe(unzipEntry(reference, part));
    }
    expect(unzipEntry(ours, 'xl/worksheets/sheet1.xml')).toContain('<c r="AD4" t="str">');
    expect([1, 26, 27, 52, 53, 702, 703].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
