/**
 * The size table a product page shows under 상품정보, per category: Korean shops print flat
 * measurements (단면) per size for clothes, the size systems side by side for shoes, and the
 * dimensions of one-size goods. Rows are the product's own sizes only.
 */
export interface SizeGuide {
  /** Column headings after 사이즈, with their unit. */
  columns: string[];
  rows: { size: string; values: string[] }[];
  /** How the table was measured (shown under it). */
  note: string;
}

const APPAREL_ORDER = ['XS', 'S', 'M', 'L', 'XL'];

type Flat = { columns: string[]; m: number[]; step: number[] };

const TOP = ['어깨너비', '가슴단면', '소매길이', '총장'];
const BOTTOM = ['허리단면', '엉덩이단면', '허벅지단면', '밑위', '총장'];
const DRESS = ['어깨너비', '가슴단면', '허리단면', '총장'];
const topStep = [1.5, 2.5, 1, 1.5];
const bottomStep = [2, 2, 1, 0.5, 1];
const dressStep = [1, 2, 2, 1];

/** Size M's flat measurements in cm, and the change per size step. */
const APPAREL: Record<string, Flat> = {
  'outer-coat': { columns: TOP, m: [46, 58, 62, 110], step: [1.5, 2.5, 1, 2] },
  'outer-padding': { columns: TOP, m: [48, 62, 63, 72], step: topStep },
  'outer-jacket': { columns: TOP, m: [46, 56, 61, 66], step: topStep },
  'outer-blazer': { columns: TOP, m: [45, 54, 61, 74], step: topStep },
  'outer-cardigan': { columns: TOP, m: [47, 56, 60, 66], step: topStep },
  'outer-jumper': { columns: TOP, m: [50, 62, 60, 68], step: topStep },
  'top-tshirt': { columns: TOP, m: [48, 54, 22, 70], step: [1.5, 2.5, 0.5, 1.5] },
  'top-shirt': { columns: TOP, m: [46, 56, 61, 76], step: topStep },
  'top-knit': { columns: TOP, m: [48, 56, 60, 66], step: topStep },
  'top-hoodie': { columns: TOP, m: [52, 60, 60, 70], step: topStep },
  'top-sweatshirt': { columns: TOP, m: [52, 58, 60, 68], step: topStep },
  'top-blouse': { columns: TOP, m: [40, 50, 58, 64], step: topStep },
  'bottom-denim': { columns: BOTTOM, m: [40, 52, 31, 29, 102], step: bottomStep },
  'bottom-slacks': { columns: BOTTOM, m: [41, 53, 33, 31, 104], step: bottomStep },
  'bottom-shorts': { columns: BOTTOM, m: [41, 54, 34, 30, 48], step: [2, 2, 1, 0.5, 0.5] },
  'bottom-jogger': { columns: BOTTOM, m: [38, 54, 33, 30, 100], step: bottomStep },
  'bottom-skirt': { columns: ['허리단면', '엉덩이단면', '총장'], m: [36, 50, 68], step: [2, 2, 1] },
  'dress-mini': { columns: DRESS, m: [38, 46, 38, 85], step: dressStep },
  'dress-midi': { columns: DRESS, m: [38, 46, 38, 112], step: dressStep },
  'dress-long': { columns: DRESS, m: [38, 46, 38, 130], step: dressStep },
  'dress-jumpsuit': { columns: DRESS, m: [38, 48, 38, 145], step: dressStep },
  'sports-running': { columns: TOP, m: [44, 50, 20, 68], step: [1.5, 2.5, 0.5, 1.5] },
  'sports-hiking': { columns: TOP, m: [48, 60, 62, 70], step: topStep },
  'sports-golf': { columns: TOP, m: [46, 53, 22, 70], step: [1.5, 2.5, 0.5, 1.5] },
  'sports-yoga': { columns: ['허리단면', '엉덩이단면', '허벅지단면', '총장'], m: [31, 40, 23, 88], step: [1.5, 2, 1, 1] },
};

/** Korean shoe sizes are foot length in mm; the US (men's), EU and UK sizes shoppers compare. */
const SHOES: Record<string, [string, string, string]> = {
  '220': ['4', '35', '2.5'],
  '230': ['5', '36', '3.5'],
  '240': ['6', '38', '4.5'],
  '250': ['7', '39', '5.5'],
  '260': ['8', '41', '6.5'],
  '270': ['9', '42', '7.5'],
  '280': ['10', '44', '8.5'],
  '290': ['11', '45', '9.5'],
};

/** One-size goods: their dimensions. */
const ONE_SIZE: Record<string, { columns: string[]; values: string[] }> = {
  'bag-backpack': { columns: ['가로', '세로', '폭'], values: ['30cm', '42cm', '14cm'] },
  'bag-shoulder': { columns: ['가로', '세로', '폭', '끈 길이'], values: ['28cm', '18cm', '9cm', '55cm'] },
  'bag-tote': { columns: ['가로', '세로', '폭', '손잡이 높이'], values: ['38cm', '32cm', '12cm', '24cm'] },
  'bag-crossbody': { columns: ['가로', '세로', '폭', '끈 길이'], values: ['22cm', '15cm', '7cm', '120cm (조절 가능)'] },
  'bag-clutch': { columns: ['가로', '세로', '폭'], values: ['30cm', '19cm', '2cm'] },
  'accessory-hat': { columns: ['머리둘레', '챙 길이', '깊이'], values: ['58cm (조절 가능)', '7cm', '16cm'] },
  'accessory-belt': { columns: ['총길이', '폭'], values: ['110cm', '3.5cm'] },
  'accessory-watch': { columns: ['케이스 지름', '밴드 폭', '손목 둘레'], values: ['38mm', '18mm', '15~20cm'] },
  'accessory-scarf': { columns: ['가로', '세로'], values: ['180cm', '30cm'] },
};

const cm = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)}`;

/** The size table of a product of `categorySlug` offered in `sizes`, or null when none applies. */
export function sizeGuide(categorySlug: string, sizes: readonly string[]): SizeGuide | null {
  const flat = APPAREL[categorySlug];
  if (flat) {
    const rows = APPAREL_ORDER.filter((s) => sizes.includes(s)).map((size) => {
      const k = APPAREL_ORDER.indexOf(size) - APPAREL_ORDER.indexOf('M');
      return { size, values: flat.m.map((v, i) => cm(v + k * flat.step[i]!)) };
    });
    if (!rows.length) return null;
    return {
      columns: flat.columns.map((c) => `${c}(cm)`),
      rows,
      note: '단면은 평평하게 놓고 잰 길이입니다. 측정 방법에 따라 1~3cm 오차가 있을 수 있습니다.',
    };
  }
  if (categorySlug.startsWith('shoes-')) {
    const rows = sizes.filter((s) => SHOES[s]).map((size) => ({ size, values: [size, ...SHOES[size]!] }));
    if (!rows.length) return null;
    return {
      columns: ['발길이(mm)', 'US', 'EU', 'UK'],
      rows,
      note: '발볼이 넓거나 발등이 높다면 한 치수(5~10mm) 크게 선택하세요.',
    };
  }
  const one = ONE_SIZE[categorySlug];
  if (one && sizes.length > 0) {
    return {
      columns: one.columns,
      rows: [{ size: sizes.includes('FREE') ? 'FREE' : sizes[0]!, values: one.values }],
      note: '측정 방법에 따라 1~2cm 오차가 있을 수 있습니다.',
    };
  }
  return null;
}
