import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PRODUCT_MESSAGES } from '@market/domain/admin-products';
import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_MESSAGES,
  type ProductImportJob,
  type ProductImportPreview,
} from '@market/domain/product-import';
import { queryRows } from '../../lib/sql';
import { MULTIPART_MESSAGES } from '../../lib/uploads';
import { startAdminTest } from '../../test/admin-fixtures';
import type { TestApp } from '../../test/test-app';
import { postFile, waitForJob, zipOf } from '../../test/upload-fixtures';

jest.setTimeout(120_000);

const HEADER = PRODUCT_IMPORT_COLUMNS.map((c) => c.header);
type Row = Partial<Record<(typeof PRODUCT_IMPORT_COLUMNS)[number]['key'], string | number>>;
let seq = 0;

/** A CSV (UTF-8 with BOM) of the full header and these rows. */
function csv(rows: Row[], header: string[] = HEADER): Buffer {
  const keys = header.map((h) => PRODUCT_IMPORT_COLUMNS.find((c) => c.header === h)?.key);
  const quote = (v: unknown) => {
    const s = v === undefined ? '' : String(v);
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [header.map(quote).join(','), ...rows.map((r) => keys.map((k) => quote(k ? r[k] : '')).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** One option row of a valid product (urban-fold / 셔츠). */
function row(name: string, extra: Row = {}): Row {
  return {
    name,
    brand: 'urban-fold',
    category: 'top-shirt',
    price: 59000,
    salePrice: 49000,
    status: '판매중',
    weightGrams: 300,
    color: '화이트',
    size: 'M',
    stock: 10,
    ...extra,
  };
}

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('상품');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('/api/admin/products/import', () => {
  let t: TestApp;
  let superAdmin: string, ops: string, cs: string, seller: string;
  let sellerBrandId: string;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);

  const upload = (file: Buffer, fileName: string, cookie: string, dryRun = true, field = 'file') =>
    postFile(t, `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`, file, fileName, {
      cookie,
      ip: `10.9.${(seq += 1) % 250}.${seq % 250}`,
      field,
    });
  const getJob = async (id: string, cookie: string) => {
    const res = await t.app.request(`/api/admin/products/import/jobs/${id}`, { headers: { cookie } });
    return { status: res.status, body: (await res.json()) as ProductImportJob };
  };
  const waitDone = (id: string, cookie: string) => waitForJob(async () => (await getJob(id, cookie)).body, 200);
  const counts = async () =>
    (
      await q<{ products: number; options: number; imports: number }>(sql`select (select count(*)::int from products) as products,
      (select count(*)::int from product_options) as options, (select count(*)::int from product_imports) as imports`)
    )[0]!;

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, ops, cs, seller],
      sellerBrandId,
    } = await startAdminTest(['SUPER_ADMIN', 'OPS_MANAGER', 'CS_AGENT', 'SELLER_ADMIN']));
  }, 180_000);
  afterAll(() => t.close());

  it('GET template (csv and xlsx): the Korean headers and one example row that previews without errors', async () => {
    const res = await t.app.request('/api/admin/products/import/template?format=csv', { headers: { cookie: superAdmin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe(HEADER.join(','));
    const preview = await upload(bytes, 'template.csv', superAdmin);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ totalRows: 1, productCount: 1, optionCount: 1, errorCount: 0, errors: [] });

    const x = await t.app.request('/api/admin/products/import/template?format=xlsx', { headers: { cookie: superAdmin } });
    expect(x.status).toBe(200);
    const book = Buffer.from(await x.arrayBuffer());
    const p2 = await upload(book, '템플릿.xlsx', superAdmin);
    expect(p2.status).toBe(200);
    expect(p2.body).toMatchObject({ format: 'xlsx', totalRows: 1, productCount: 1, errorCount: 0 });
    expect((await t.app.request('/api/admin/products/import/template?format=pdf', { headers: { cookie: superAdmin } })).status).toBe(422);
  });

  it('dry run previews products (rows grouped by 상품명 + 브랜드) and writes nothing', async () => {
    const before = await counts();
    const file = csv([
      row('미리보기 셔츠'),
      row('미리보기 셔츠', { color: '블랙', size: 'L', stock: 5, price: '', salePrice: '', status: '' }),
      row('미리보기 바지', { category: '데님' }),
    ]);
    const { status, body } = await upload(file, 'preview.csv', superAdmin);
    expect(status).toBe(200);
    const preview = body as ProductImportPreview;
    expect(preview).toMatchObject({ fileName: 'preview.csv', format: 'csv', totalRows: 3, productCount: 2, optionCount: 3, errorCount: 0 });
    expect(preview.columns).toEqual(HEADER);
    expect(preview.rows[0]).toEqual({
      row: 2,
      cells: expect.objectContaining({ 상품명: '미리보기 셔츠', 브랜드: 'urban-fold', 판매가: '59000' }),
    });
    expect(await counts()).toEqual(before);
  });

  it('every refused row is listed with row, column and Korean message; the import is refused (422) and nothing is written', async () => {
    const before = await counts();
    const file = csv([
      row('오류 셔츠 1', { price: -100 }),
      row('오류 셔츠 2', { salePrice: 70000 }),
      row('오류 셔츠 3', { brand: '없는브랜드' }),
      row('오류 셔츠 4', { category: '없는카테고리' }),
      row('오류 셔츠 5', { category: 'top' }),
      row('오류 셔츠 6', { stock: '많음' }),
      row('중복 셔츠'),
      row('중복 셔츠'),
      row('오류 셔츠 7'),
      row('오류 셔츠 7', { color: '블랙', price: 10000 }),
      row('정상 셔츠'),
      row('', { stock: 1 }),
      row('x'.repeat(101)),
    ]);
    const { status, body } = await upload(file, 'errors.csv', superAdmin);
    expect(status).toBe(200);
    const preview = body as ProductImportPreview;
    expect(preview.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: '판매가', message: PRODUCT_MESSAGES.price },
        { row: 3, column: '할인가', message: PRODUCT_MESSAGES.salePriceAbovePrice },
        { row: 4, column: '브랜드', message: PRODUCT_MESSAGES.brandNotFound },
        { row: 5, column: '카테고리', message: PRODUCT_MESSAGES.categoryNotFound },
        { row: 6, column: '카테고리', message: PRODUCT_MESSAGES.categoryLevel },
        { row: 7, column: '재고', message: PRODUCT_MESSAGES.stock },
        { row: 9, column: '사이즈', message: PRODUCT_MESSAGES.optionDuplicate },
        { row: 11, column: '판매가', message: PRODUCT_IMPORT_MESSAGES.productFieldMismatch },
        { row: 13, column: '상품명', message: PRODUCT_MESSAGES.name },
        { row: 14, column: '상품명', message: PRODUCT_MESSAGES.nameTooLong },
      ]),
    );
    expect(preview.errors.some((e) => e.row === 8 || e.row === 12)).toBe(false);
    expect(preview.errorCount).toBe(preview.errors.length);

    const refused = await upload(file, 'errors.csv', superAdmin, false);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(PRODUCT_IMPORT_MESSAGES.hasErrors);
    expect(refused.body.preview.errors).toEqual(preview.errors);
    expect(await counts()).toEqual(before);
  });

  it('imports as a job: products with options, unique SKUs, stock = sum, colours and sizes, seller from the brand, counts in step, audited', async () => {
    const [brand] = await q<{ id: string; seller_id: string; product_count: number }>(
      sql`select id, seller_id, product_count from brands where slug = 'urban-fold'`,
    );
    const [seller0] = await q<{ product_count: number; active_product_count: number }>(
      sql`select product_count, active_product_count from sellers where id = ${brand!.seller_id}::uuid`,
    );
    const cats = await q<{ slug: string; product_count: number }>(
      sql`select slug, product_count from categories where slug in ('top', 'top-shirt', 'bottom', 'bottom-denim')`,
    );
    const catCount = (slug: string) => cats.find((c) => c.slug === slug)!.product_count;
    const file = csv([
      row('일괄 셔츠 A', { color: '화이트', size: 'S', stock: 3 }),
      row('일괄 셔츠 A', { color: '화이트', size: 'M', stock: 4, price: '', salePrice: '', status: '' }),
      row('일괄 셔츠 A', { color: '블랙', size: 'M', stock: 5 }),
      row('=HYPERLINK("http://evil.example","x")', { category: '데님', status: '판매 중지', salePrice: '' }),
    ]);
    const { status, body } = await upload(file, 'import.csv', ops, false);
    expect(status).toBe(202);
    expect(body.job).toMatchObject({ fileName: 'import.csv', totalRows: 4, productCount: 2 });
    const job = await waitDone(body.job.id, ops);
    expect(job).toMatchObject({ status: 'completed', processed: 4, created: 2, errors: [], message: null });

    const [a] = await q<any>(
      sql`select id, seller_id, stock, colors, sizes, price, sale_price, status, weight_grams, images from products where name = '일괄 셔츠 A'`,
    );
    expect(a).toMatchObject({
      seller_id: brand!.seller_id,
      stock: 12,
      colors: ['화이트', '블랙'],
      sizes: ['S', 'M'],
      price: 59000,
      sale_price: 49000,
      status: 'active',
      weight_grams: 300,
    });
    expect(a.images).toEqual([`/media/products/${a.id}/1.svg`]);
    const options = await q<{ sku: string; stock: number }>(
      sql`select sku, stock from product_options where product_id = ${a.id}::uuid order by sku`,
    );
    expect(options.map((o) => o.stock)).toEqual([3, 4, 5]);
    expect(new Set(options.map((o) => o.sku)).size).toBe(3);
    // A formula-looking cell is the product's name as written, never evaluated.
    const [f] = await q<any>(sql`select status, sale_price from products where name = ${'=HYPERLINK("http://evil.example","x")'}`);
    expect(f).toMatchObject({ status: 'inactive', sale_price: null });

    const [brand1] = await q<{ product_count: number }>(sql`select product_count from brands where id = ${brand!.id}::uuid`);
    expect(brand1!.product_count).toBe(brand!.product_count + 2);
    const [seller1] = await q<{ product_count: number; active_product_count: number }>(
      sql`select product_count, active_product_count from sellers where id = ${brand!.seller_id}::uuid`,
    );
    expect(seller1).toEqual({ product_count: seller0!.product_count + 2, active_product_count: seller0!.active_product_count + 1 });
    const cats1 = await q<{ slug: string; product_count: number }>(
      sql`select slug, product_count from categories where slug in ('top', 'top-shirt', 'bottom', 'bottom-denim')`,
    );
    const cat1 = (slug: string) => cats1.find((c) => c.slug === slug)!.product_count;
    expect([cat1('top'), cat1('top-shirt'), cat1('bottom'), cat1('bottom-denim')]).toEqual([
      catCount('top') + 1,
      catCount('top-shirt') + 1,
      catCount('bottom') + 1,
      catCount('bottom-denim') + 1,
    ]);
    const audits = await q<{ details: { phase: string } }>(
      sql`select details from audit_logs where action = 'catalog.products.import' and resource_id = ${job.id}`,
    );
    expect(audits.map((r) => r.details.phase).sort()).toEqual(['completed', 'queued']);
    const [stored] = await q<{ payload: unknown; created_by_email: string }>(
      sql`select payload, created_by_email from product_imports where id = ${job.id}::uuid`,
    );
    expect(stored).toEqual({ payload: null, created_by_email: 'ops@stylehub.kr' });
  });

  it('reads .xlsx (English keys accepted) and EUC-KR CSV', async () => {
    const book = await xlsx([
      ['name', 'brand', 'category', 'price', 'color', 'size', 'stock'],
      ['엑셀 니트', 'urban-fold', '니트', 39000, '그레이', 'FREE', 7],
    ]);
    const x = await upload(book, 'products.xlsx', superAdmin);
    expect(x.status).toBe(200);
    expect(x.body).toMatchObject({ format: 'xlsx', productCount: 1, errorCount: 0 });
    // "상품명,브랜드,카테고리,판매가,색상,사이즈,재고 / 한글 셔츠,urban-fold,top-shirt,10000,흰색,M,1" as Korean Excel saves it (EUC-KR).
    const eucKr = Buffer.from(
      'bbf3c7b0b8ed2cbaeab7a3b5e52cc4abc5d7b0edb8ae2cc6c7b8c5b0a12cbbf6bbf32cbbe7c0ccc1ee2cc0e7b0ed0d0ac7d1b1db20bcc5c3f72c757262616e2d666f6c642c746f702d73686972742c31303030302cc8f2bbf62c4d2c310d0a',
      'hex',
    );
    const e = await upload(eucKr, 'euc-kr.csv', superAdmin);
    expect(e.status).toBe(200);
    expect(e.body).toMatchObject({ productCount: 1, errorCount: 0 });
    expect(e.body.rows[0].cells).toMatchObject({ 상품명: '한글 셔츠', 색상: '흰색' });
  });

  it("SELLER_ADMIN imports its own brand's rows only: another brand's row is a row error; another staff member's job is 404", async () => {
    const [own] = await q<{ slug: string }>(sql`select slug from brands where id = ${sellerBrandId}::uuid`);
    const [other] = await q<{ slug: string }>(
      sql`select slug from brands where id <> ${sellerBrandId}::uuid and seller_id is not null order by slug limit 1`,
    );
    const file = csv([row('셀러 셔츠', { brand: own!.slug }), row('남의 셔츠', { brand: other!.slug })]);
    const { body } = await upload(file, 'seller.csv', seller);
    expect(body.errors).toEqual([{ row: 3, column: '브랜드', message: PRODUCT_IMPORT_MESSAGES.otherBrand }]);
    const before = await counts();
    expect((await upload(file, 'seller.csv', seller, false)).status).toBe(422);
    expect(await counts()).toEqual(before);

    const ok = await upload(csv([row('셀러 셔츠', { brand: own!.slug })]), 'seller-ok.csv', seller, false);
    expect(ok.status).toBe(202);
    expect(await waitDone(ok.body.job.id, seller)).toMatchObject({ status: 'completed', created: 1 });
    const [p] = await q<{ brand_id: string }>(sql`select brand_id from products where name = '셀러 셔츠'`);
    expect(p!.brand_id).toBe(sellerBrandId);

    const theirs = await upload(csv([row('운영 셔츠')]), 'ops.csv', ops, false);
    expect(theirs.status).toBe(202);
    await waitDone(theirs.body.job.id, ops);
    expect((await getJob(theirs.body.job.id, seller)).status).toBe(404);
    expect((await getJob('not-a-uuid', ops)).status).toBe(404);
    expect((await getJob('00000000-0000-4000-8000-000000000000', ops)).status).toBe(404);
  });

  it('refuses an .xlsx zip bomb (declared and lying sizes), wrong columns, __proto__ headers, other file types and large files, writing nothing', async () => {
    const before = await counts();
    const zeros = Buffer.alloc(80 * 1024 * 1024);
    const bomb = await upload(zipOf('xl/worksheets/sheet1.xml', zeros), 'bomb.xlsx', superAdmin);
    expect(bomb.status).toBe(400);
    expect(bomb.body.error.message).toBe(PRODUCT_IMPORT_MESSAGES.zipBomb);
    const liar = await upload(zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(8 * 1024 * 1024), 1000), 'liar.xlsx', superAdmin, false);
    expect(liar.status).toBe(400);
    expect(liar.body.error.message).toBe(PRODUCT_IMPORT_MESSAGES.zipBomb);

    const wrong = await upload(csv([row('a')], ['상품명', '가격', '색깔', '재고']), 'wrong.csv', superAdmin);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain('가격');
    expect(wrong.body.error.message).toContain('색깔');
    expect(wrong.body.error.fields.missing).toBe('브랜드, 카테고리, 판매가, 색상, 사이즈');

    const proto = Buffer.from(
      `${[...HEADER, '__proto__', 'constructor'].join(',')}\r\n${[...HEADER.map(() => '1'), '{"polluted":1}', 'x'].join(',')}\r\n`,
    );
    const polluted = await upload(proto, 'proto.csv', superAdmin, false);
    expect(polluted.status).toBe(400);
    expect(polluted.body.error.fields.forbidden).toBe('__proto__, constructor');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect((await upload(png, 'photo.png', superAdmin)).status).toBe(415);
    const fake = await upload(png, 'photo.csv', superAdmin);
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe(PRODUCT_IMPORT_MESSAGES.unreadable);
    expect((await upload(csv([row('a')]), 'not-a-zip.xlsx', superAdmin)).status).toBe(415);
    const missing = await upload(csv([row('a')]), 'x.csv', superAdmin, true, 'other');
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toBe(MULTIPART_MESSAGES.missing);
    const json = await t.app.request('/api/admin/products/import', {
      method: 'POST',
      headers: { cookie: superAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(json.status).toBe(415);

    const big = Buffer.alloc(6 * 1024 * 1024, 0x61);
    const large = await upload(big, 'big.csv', superAdmin);
    expect(large.status).toBe(413);
    expect(large.body.error.message).toBe(PRODUCT_IMPORT_MESSAGES.tooLarge);
    const tooMany = await upload(csv(Array.from({ length: 10_001 }, (_, i) => row(`행 ${i}`))), 'many.csv', superAdmin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(PRODUCT_IMPORT_MESSAGES.tooManyRows);
    expect(await counts()).toEqual(before);
  });

  it('a role without catalog.products.create gets 403 on every import route; signed out 401', async () => {
    expect((await upload(csv([row('권한 없음')]), 'x.csv', cs)).status).toBe(403);
    expect((await t.app.request('/api/admin/products/import/template', { headers: { cookie: cs } })).status).toBe(403);
    expect((await getJob('00000000-0000-4000-8000-000000000000', cs)).status).toBe(403);
    expect((await t.app.request('/api/admin/products/import/template')).status).toBe(401);
  });
});
