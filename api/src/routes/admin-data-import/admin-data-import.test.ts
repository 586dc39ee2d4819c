import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { DATA_IMPORT_MESSAGES, type DataImportJob } from '@market/domain/data-import';
import { PRODUCT_IMPORT_MESSAGES } from '@market/domain/product-import';
import { queryRows } from '../../lib/sql';
import { startAdminTest } from '../../test/admin-fixtures';
import type { TestApp } from '../../test/test-app';
import { postFile, waitForJob, zipOf } from '../../test/upload-fixtures';

jest.setTimeout(120_000);

const HEADER = ['이름', '이메일', '전화번호', '등급', '상태', '생년월일', '성별', '주소'];
const csv = (rows: string[][], header = HEADER) =>
  Buffer.from(`\uFEFF${[header, ...rows].map((r) => r.join(',')).join('\r\n')}\r\n`, 'utf8');

describe('/api/admin/tools/imports', () => {
  let t: TestApp;
  let superAdmin: string, cs: string;
  let seq = 0;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const upload = (file: Buffer, fileName: string, kind = 'customers', dryRun = true, cookie = superAdmin) =>
    postFile(t, `/api/admin/tools/imports?kind=${kind}${dryRun ? '&dryRun=1' : ''}`, file, fileName, {
      cookie,
      ip: `10.66.${(seq += 1) % 250}.1`,
    });
  const waitDone = (id: string) =>
    waitForJob(async () => {
      const res = await t.app.request(`/api/admin/tools/imports/${id}`, { headers: { cookie: superAdmin } });
      return (await res.json()) as DataImportJob;
    }, 300);
  const counts = async () =>
    (
      await q<{ customers: number; products: number; imports: number }>(
        sql`select (select count(*)::int from customers) as customers, (select count(*)::int from products) as products,
          (select count(*)::int from data_imports) + (select count(*)::int from product_imports) as imports`,
      )
    )[0]!;

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, cs],
    } = await startAdminTest(['SUPER_ADMIN', 'CS_AGENT']));
  }, 180_000);
  afterAll(() => t.close());

  it('needs the tools permission and a kind', async () => {
    expect((await upload(csv([['가', 'a@example.com']]), 'a.csv', 'customers', true, cs)).status).toBe(403);
    const noKind = await upload(csv([['가', 'a@example.com']]), 'a.csv', 'orders');
    expect(noKind.status).toBe(422);
    expect(noKind.body.error.message).toMatch(/[가-힣]/);
  });

  it('customers: a file with bad rows names each row and field, and writes nothing', async () => {
    const [taken] = await q<{ email: string }>(sql`select email from customers order by email limit 1`);
    const before = await counts();
    const file = csv([
      ['김하나', 'one@example.com', '010-1234-5678', 'VIP', '활성', '1990-01-31', '여성', '서울시 중구'],
      ['', 'two@example.com', '', '', '', '', '', ''],
      ['박셋', 'not-an-email', '0101', '다이아', '삭제', '1990-02-30', '?', ''],
      ['이넷', 'ONE@example.com', '', '', '', '', '', ''],
      ['최다섯', taken!.email, '', '', '', '', '', ''],
    ]);
    const preview = await upload(file, '고객.csv');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: 'customers', format: 'csv', totalRows: 5 });
    const errs = preview.body.errors as { row: number; column: string; message: string }[];
    expect(errs).toEqual(
      expect.arrayContaining([
        { row: 3, column: '이름', message: DATA_IMPORT_MESSAGES.name },
        { row: 4, column: '이메일', message: DATA_IMPORT_MESSAGES.email },
        { row: 4, column: '전화번호', message: DATA_IMPORT_MESSAGES.phone },
        { row: 4, column: '등급', message: DATA_IMPORT_MESSAGES.grade },
        { row: 4, column: '상태', message: DATA_IMPORT_MESSAGES.status },
        { row: 4, column: '생년월일', message: DATA_IMPORT_MESSAGES.birthday },
        { row: 4, column: '성별', message: DATA_IMPORT_MESSAGES.gender },
        { row: 5, column: '이메일', message: DATA_IMPORT_MESSAGES.emailInFile(2) },
        { row: 6, column: '이메일', message: DATA_IMPORT_MESSAGES.emailTaken },
      ]),
    );
    expect(errs.some((e) => e.row === 2)).toBe(false);
    const refused = await upload(file, '고객.csv', 'customers', false);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(DATA_IMPORT_MESSAGES.hasErrors);
    expect(refused.body.preview.errorCount).toBe(errs.length);
    expect(await counts()).toEqual(before);
  });

  it('customers from csv, json and xlsx import all rows, without a password, with an audit row', async () => {
    const before = await counts();
    const ok = await upload(
      csv([
        ['김하나', 'Imp.One@example.com', '01012345678', 'VIP', '활성', '1990-01-31', '여성', '서울시 중구'],
        ['이둘', 'imp.two@example.com', '', '', '', '', '', ''],
      ]),
      '고객.csv',
      'customers',
      false,
    );
    expect(ok.status).toBe(202);
    const job = await waitDone(ok.body.job.id);
    expect(job).toMatchObject({ kind: 'customers', status: 'completed', processed: 2, created: 2, totalRows: 2 });
    const rows = await q<{ email: string; password_hash: string | null; phone: string; grade: string; gender: string; birthday: string }>(
      sql`select email, password_hash, phone, grade, gender, birthday::text from customers where email like 'imp.%' order by email`,
    );
    expect(rows[0]).toEqual({
      email: 'imp.one@example.com',
      password_hash: null,
      phone: '010-1234-5678',
      grade: 'vip',
      gender: 'female',
      birthday: '1990-01-31',
    });
    expect(rows[1]).toMatchObject({ email: 'imp.two@example.com', grade: 'bronze', gender: null });
    const audit = await q(sql`select 1 from audit_logs where resource = 'data_import' and resource_id = ${ok.body.job.id}`);
    expect(audit.length).toBe(2); // queued and completed

    const json = Buffer.from(JSON.stringify([{ 이름: '제이슨', 이메일: 'imp.json@example.com', 등급: '골드' }]));
    const j = await upload(json, 'c.json', 'customers', false);
    expect(j.status).toBe(202);
    expect((await waitDone(j.body.job.id)).status).toBe('completed');

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('고객');
    ws.addRow(['이름', '이메일', '성별']);
    ws.addRow(['엑셀', 'imp.xlsx@example.com', '남']);
    const x = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'c.xlsx', 'customers', false);
    expect(x.status).toBe(202);
    expect((await waitDone(x.body.job.id)).status).toBe('completed');
    expect((await counts()).customers).toBe(before.customers + 4);
  });

  it('products from .json go through the product import', async () => {
    const before = await counts();
    const row = { 상품명: 'JSON 셔츠', 브랜드: 'urban-fold', 카테고리: 'top-shirt', 판매가: 59000, 색상: '화이트', 사이즈: 'M', 재고: 3 };
    const preview = await upload(Buffer.from(JSON.stringify([row, { ...row, 사이즈: 'L' }])), 'p.json', 'products');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ kind: 'products', format: 'json', totalRows: 2, recordCount: 1, errorCount: 0 });
    const bad = await upload(Buffer.from(JSON.stringify([{ ...row, 판매가: -1 }])), 'p.json', 'products', false);
    expect(bad.status).toBe(422);
    expect(bad.body.preview.errors[0]).toMatchObject({ row: 2, column: '판매가' });
    expect(await counts()).toEqual(before);
    const ok = await upload(Buffer.from(JSON.stringify([row])), 'p.json', 'products', false);
    expect(ok.status).toBe(202);
    expect(await waitDone(ok.body.job.id)).toMatchObject({ kind: 'products', status: 'completed', created: 1 });
    expect((await counts()).products).toBe(before.products + 1);
  });

  it('hostile files: 4xx with a Korean message, nothing written', async () => {
    const before = await counts();
    const refuse = async (file: Buffer, name: string, status: number, message?: string | RegExp) => {
      const res = await upload(file, name, 'customers', false);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toMatch(/[가-힣]/);
      if (typeof message === 'string') expect(res.body.error.message).toBe(message);
      else if (message) expect(res.body.error.message).toMatch(message);
    };
    // Wrong magic bytes: a zip named .csv or .json, text named .xlsx, an unknown type.
    await refuse(zipOf('a.txt', Buffer.from('x')), 'c.csv', 415, DATA_IMPORT_MESSAGES.fileType);
    await refuse(zipOf('a.txt', Buffer.from('x')), 'c.json', 415, DATA_IMPORT_MESSAGES.fileType);
    await refuse(csv([['a', 'a@example.com']]), 'c.xlsx', 415, DATA_IMPORT_MESSAGES.fileType);
    await refuse(Buffer.from('MZ\u0090\u0000'), 'c.exe', 415);
    // Over the size limit.
    await refuse(Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), 'big.csv', 413, PRODUCT_IMPORT_MESSAGES.tooLarge);
    // An .xlsx zip bomb (declares a few bytes, inflates to 80 MB) and one declaring too much.
    await refuse(
      zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(80 * 1024 * 1024, 0x20), 100),
      'bomb.xlsx',
      400,
      PRODUCT_IMPORT_MESSAGES.zipBomb,
    );
    await refuse(
      zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(10), 200 * 1024 * 1024),
      'bomb2.xlsx',
      400,
      PRODUCT_IMPORT_MESSAGES.zipBomb,
    );
    // __proto__ as a CSV header, and as a JSON key (top level or nested).
    await refuse(csv([['a', 'a@example.com', 'x']], ['이름', '이메일', '__proto__']), 'p.csv', 400, /__proto__/);
    await refuse(
      Buffer.from('[{"이름":"a","이메일":"p1@example.com","__proto__":{"isAdmin":true}}]'),
      'p.json',
      400,
      DATA_IMPORT_MESSAGES.forbiddenKey,
    );
    await refuse(
      Buffer.from('[{"이름":"a","이메일":"p2@example.com","주소":{"constructor":{"prototype":1}}}]'),
      'p.json',
      400,
      DATA_IMPORT_MESSAGES.forbiddenKey,
    );
    // Not an array of objects; broken JSON.
    await refuse(Buffer.from('{"이름":"a"}'), 'o.json', 400, DATA_IMPORT_MESSAGES.json);
    await refuse(Buffer.from('[{"이름":'), 'b.json', 400, DATA_IMPORT_MESSAGES.json);
    // 100,000 rows: over the row limit (the JSON under 5 MB, so the row limit is what refuses it).
    await refuse(
      Buffer.from(JSON.stringify(Array.from({ length: 100_000 }, () => ({})))),
      'many.json',
      400,
      PRODUCT_IMPORT_MESSAGES.tooManyRows,
    );
    const lines = Array.from({ length: 100_000 }, (_, i) => `n,r${i}@e.kr`);
    await refuse(Buffer.from(`이름,이메일\n${lines.join('\n')}`), 'many.csv', 400, PRODUCT_IMPORT_MESSAGES.tooManyRows);
    expect({} as Record<string, unknown>).not.toHaveProperty('isAdmin');
    expect(await counts()).toEqual(before);
  });
});
