import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import postgres from 'postgres';
import { neutraliseCell } from '@market/domain/export';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { copyLines, copyRows, csvCell, inlineSql, JS_TRIM_CHARS, sqlCsvLabel, sqlCsvLine, sqlCsvText } from './export-copy';
import { queryRows } from './sql';

/** Values a spreadsheet or a CSV reader trips on. */
const AWKWARD = [
  '',
  ' ',
  'plain',
  '한글 이름',
  '=SUM(A1:A9)',
  '+82 10',
  '-5',
  '@who',
  '\t탭',
  '\r캐리지',
  '김철수, "대표"',
  'a"b',
  'line\nbreak',
  'cr\rinside',
  ' leading',
  'trailing ',
  '\uFEFFbom',
  "'quoted'",
  '=',
  '\u3000전각 공백\u3000',
  // Edges of the plain-cell shortcut: one character, a rule's character at the start or the end.
  'a',
  ',',
  '"',
  '-',
  'end,',
  'end"',
  'end\r',
  'end\uFEFF',
  'a b',
  '\t',
];

describe('export-copy: CSV lines written by PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
  });
  afterAll(() => t.drop());

  it('sqlCsvText gives the cell neutraliseCell and papaparse give, for every awkward value', async () => {
    for (const value of AWKWARD) {
      const [row] = await queryRows<{ cell: string }>(
        t.database.db,
        sql`select ${sqlCsvText(sql`x.v`)} as cell from (select ${value}::text as v) x`,
      );
      expect({ value, cell: row!.cell }).toEqual({ value, cell: csvCell(neutraliseCell(value)) });
    }
  });

  it('labels, lines and JavaScript trim as the row formatter writes them', async () => {
    const labels = { a: '=위험', b: '쉼표, 있음', c: '보통' };
    const [row] = await queryRows<{ line: string; trimmed: string }>(
      t.database.db,
      sql`select ${sqlCsvLine([sqlCsvLabel(sql`'a'`, labels), sqlCsvLabel(sql`'b'`, labels), sqlCsvLabel(sql`'c'`, labels), sqlCsvLabel(sql`'z'`, labels)])} as line,
        btrim(${'\u3000\t 주소 상세 \n\uFEFF'}, ${JS_TRIM_CHARS}) as trimmed`,
    );
    expect(row!.line).toBe(`${Papa.unparse([["'=위험", '쉼표, 있음', '보통', '']], { newline: '\r\n' })}\r\n`);
    expect(row!.trimmed).toBe('\u3000\t 주소 상세 \n\uFEFF'.trim());
  });

  it('inlineSql writes values as literals that read back as the same text', () => {
    expect(inlineSql(sql`select ${"it's"} as a, ${5} as b`)).toBe(`select 'it''s' as a, 5 as b`);
  });

  it('copyLines streams the lines as bytes, and the connection answers its next query', async () => {
    // The embedded database has no COPY to a client: exports there take the row-by-row path.
    if (!t.url) return;
    // One connection: a socket left paused after the COPY would hang the next query.
    const client = postgres(t.url, { max: 1, onnotice: () => undefined });
    try {
      const values = sql.join(
        AWKWARD.map((v, i) => sql`(${i}, ${v})`),
        sql`, `,
      );
      const query = sql`select ${sqlCsvLine([sqlCsvText(sql`x.v`), sql`x.g::text`])} as line
        from (select a.v, g from (values ${values}) as a(i, v), generate_series(1, 2000) g order by g, a.i offset 0) x`;
      const expected = Array.from({ length: 2000 }, (_, g) =>
        AWKWARD.map((v) => `${csvCell(neutraliseCell(v))},${g + 1}\r\n`).join(''),
      ).join('');
      for (let round = 0; round < 2; round++) {
        const chunks: Buffer[] = [];
        for await (const chunk of copyLines(client, query)) chunks.push(chunk);
        expect(Buffer.concat(chunks).equals(Buffer.from(expected))).toBe(true);
        const [row] = await client<{ ok: number }[]>`select 1 as ok`;
        expect(row!.ok).toBe(1);
      }
      // Stopped early (the client went away): the statement is cancelled and the connection usable.
      for await (const chunk of copyLines(client, query)) {
        expect(chunk.length).toBeGreaterThan(0);
        break;
      }
      const [row] = await client<{ ok: number }[]>`select 1 as ok`;
      expect(row!.ok).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('copyRows strips the binary COPY framing wherever the chunks are cut', async () => {
    const rows = ['a,b\r\n', '한글,"x"\r\n', '', 'z\r\n'];
    const header = Buffer.concat([Buffer.from('5047434f50590aff0d0a00', 'hex'), Buffer.alloc(8)]);
    const body = rows.map((r) => {
      const data = Buffer.from(r);
      const frame = Buffer.alloc(6);
      frame.writeInt16BE(1, 0);
      frame.writeInt32BE(data.length, 2);
      return Buffer.concat([frame, data]);
    });
    const trailer = Buffer.from([0xff, 0xff]);
    const whole = Buffer.concat([header, ...body, trailer]);
    const read = async (chunks: Buffer[]) => {
      const out: Buffer[] = [];
      for await (const b of copyRows(
        (async function* () {
          yield* chunks;
        })(),
      ))
        out.push(b);
      return Buffer.concat(out).toString('utf8');
    };
    for (let cut = 0; cut <= whole.length; cut++) {
      for (let cut2 = cut; cut2 <= whole.length; cut2 += 3) {
        expect(await read([whole.subarray(0, cut), whole.subarray(cut, cut2), whole.subarray(cut2)])).toBe(rows.join(''));
      }
    }
    await expect(read([whole.subarray(0, whole.length - 2)])).rejects.toThrow('ended early');
  });
});
