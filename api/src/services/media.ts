import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { brands, categories, products } from '../db/schema/catalog';

/**
 * Images cannot come from the internet (DESIGN 2.3): brand banners and logos and product
 * pictures are drawn here as SVG from the brand's or product's own name, colours and category, in a palette picked deterministically from its slug.
 */
const PALETTES: [string, string, string][] = [
  ['#1c1917', '#44403c', '#fafaf9'],
  ['#0f172a', '#334155', '#f8fafc'],
  ['#3f2a1e', '#8a6a4f', '#fdf8f3'],
  ['#e7e5e4', '#a8a29e', '#1c1917'],
  ['#14281d', '#3d5a45', '#f2f7f3'],
  ['#2b193d', '#5b3f7a', '#f6f1fb'],
  ['#f3ede4', '#c9b8a3', '#2a2119'],
  ['#4a1d1f', '#8c3b3f', '#fbf1f1'],
  ['#1e2a3a', '#5d7896', '#eef3f8'],
  ['#dfe6e1', '#9bb0a3', '#1d2a22'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type BrandImageKind = 'banner' | 'logo';

export function brandSvg(kind: BrandImageKind, slug: string, name: string, nameEn: string): string {
  const h = hash(slug);
  const [bg, mid, fg] = PALETTES[h % PALETTES.length]!;
  const en = escapeXml(nameEn.toUpperCase());
  const ko = escapeXml(name);
  if (kind === 'logo') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${ko}"><rect width="200" height="200" fill="${bg}"/><text x="100" y="112" font-family="Pretendard, 'Noto Sans CJK KR', sans-serif" font-size="${en.length > 8 ? 22 : 30}" font-weight="800" letter-spacing="2" fill="${fg}" text-anchor="middle">${en}</text></svg>`;
  }
  // A quiet editorial banner: two fabric-like bands and the wordmark centred, sized to stay
  // inside the middle 4:3 of the picture, which is what cards show after cropping.
  const angle = (h >> 4) % 2 === 0 ? 12 : -12;
  const enSize = Math.min(88, Math.floor(640 / Math.max(1, en.length * 0.7)));
  const koSize = Math.min(36, Math.floor(560 / Math.max(1, [...name].length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" role="img" aria-label="${ko}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/><g opacity="0.12" transform="rotate(${angle} 600 300)"><rect x="-200" y="180" width="1600" height="60" fill="${fg}"/><rect x="-200" y="300" width="1600" height="18" fill="${fg}"/></g><text x="600" y="${300 + enSize * 0.3}" font-family="Pretendard, 'Noto Sans CJK KR', sans-serif" font-size="${enSize}" font-weight="800" letter-spacing="4" fill="${fg}" text-anchor="middle">${en}</text><text x="600" y="${300 + enSize * 0.3 + koSize + 24}" font-family="Pretendard, 'Noto Sans CJK KR', sans-serif" font-size="${koSize}" font-weight="500" fill="${fg}" opacity="0.8" text-anchor="middle">${ko}</text></svg>`;
}

export async function findBrandForImage(db: Db, slug: string): Promise<{ name: string; nameEn: string } | null> {
  const [row] = await db.select({ name: brands.name, nameEn: brands.nameEn }).from(brands).where(eq(brands.slug, slug)).limit(1);
  return row ?? null;
}

/** Swatch colours of the storefront spec's colour names (unknown names get the default gray). */
const SWATCHES: Record<string, string> = {
  Black: '#1f1f1f',
  White: '#f5f5f2',
  Gray: '#9a9a9a',
  Grey: '#9a9a9a',
  Navy: '#1f2d4d',
  Blue: '#3b6fb6',
  Red: '#c0392b',
  Green: '#4a7a4c',
  Yellow: '#e8c547',
  Pink: '#e8a0b4',
  Purple: '#7d5ba6',
  Brown: '#7a5230',
  Beige: '#d9c7a7',
  Cream: '#f1e8d4',
  Orange: '#e07b39',
  Silver: '#c0c4c8',
  Gold: '#c9a646',
  Burgundy: '#6d1f2e',
  Multi: '#b07cc6',
};
export const DEFAULT_SWATCH = '#9a9a9a';
export function swatch(color: string): string {
  return SWATCHES[color] ?? DEFAULT_SWATCH;
}

/**
 * One silhouette per category, drawn in a 200x200 box (even-odd fill: inner shapes are cut out as
 * seams, pockets and buttons). Subcategories have their own (a coat is not a T-shirt, a belt is
 * not a ring); the top-level shape is the fallback for categories added later.
 */
const SILHOUETTES: Record<string, string> = {
  outer: 'M70 30 L100 45 L130 30 L170 55 L160 100 L145 95 L145 175 L55 175 L55 95 L40 100 L30 55 Z',
  'outer-coat':
    'M70 18 L100 34 L130 18 L166 40 L172 128 L156 128 L152 70 L150 190 L50 190 L48 70 L44 128 L28 128 L34 40 Z M98 60 L102 60 L102 190 L98 190 Z M84 96 A4 4 0 1 0 84.1 96 Z M84 126 A4 4 0 1 0 84.1 126 Z',
  'outer-padding':
    'M66 30 Q100 18 134 30 L172 52 L174 130 L152 132 L150 74 L152 168 Q100 180 48 168 L50 74 L48 132 L26 130 L28 52 Z M52 80 L148 80 L148 84 L52 84 Z M51 108 L149 108 L149 112 L51 112 Z M50 136 L150 136 L150 140 L50 140 Z',
  'outer-jacket':
    'M70 30 L100 44 L130 30 L168 52 L166 124 L150 124 L146 84 L146 158 L54 158 L54 84 L50 124 L34 124 L32 52 Z M98 50 L102 50 L102 158 L98 158 Z M62 112 L84 112 L84 118 L62 118 Z M116 112 L138 112 L138 118 L116 118 Z',
  'outer-blazer':
    'M68 28 L100 40 L132 28 L170 50 L168 130 L152 130 L148 82 L148 172 L52 172 L52 82 L48 130 L32 130 L30 50 Z M86 40 L100 108 L114 40 L106 40 L100 70 L94 40 Z M94 128 A4 4 0 1 0 94.1 128 Z',
  'outer-cardigan':
    'M72 30 L100 40 L128 30 L166 54 L162 134 L148 134 L146 86 L146 170 L54 170 L54 86 L52 134 L38 134 L34 54 Z M90 40 L100 104 L110 40 Z M97 118 A3 3 0 1 0 97.1 118 Z M97 136 A3 3 0 1 0 97.1 136 Z M97 154 A3 3 0 1 0 97.1 154 Z M54 160 L146 160 L146 163 L54 163 Z',
  'outer-jumper':
    'M64 36 Q100 26 136 36 L176 60 L170 126 L154 126 L150 88 L150 150 L50 150 L50 88 L46 126 L30 126 L24 60 Z M50 150 L150 150 L146 164 L54 164 Z M98 44 L102 44 L102 150 L98 150 Z',
  top: 'M70 35 L100 48 L130 35 L168 60 L155 90 L140 82 L140 170 L60 170 L60 82 L45 90 L32 60 Z',
  'top-tshirt': 'M72 34 Q100 50 128 34 L168 58 L154 88 L140 80 L140 170 L60 170 L60 80 L46 88 L32 58 Z',
  'top-shirt':
    'M74 30 L100 44 L126 30 L164 50 L174 140 L158 142 L146 84 L146 172 L54 172 L54 84 L42 142 L26 140 L36 50 Z M84 30 L100 56 L92 62 L78 36 Z M116 30 L100 56 L108 62 L122 36 Z M98 62 L102 62 L102 172 L98 172 Z',
  'top-knit':
    'M74 32 Q100 44 126 32 L162 50 L172 150 L154 152 L146 84 L146 166 L54 166 L54 84 L46 152 L28 150 L38 50 Z M54 156 L146 156 L146 159 L54 159 Z M28 142 L46 142 L46 145 L28 145 Z M154 142 L172 142 L172 145 L154 145 Z',
  'top-hoodie':
    'M76 44 Q74 12 100 12 Q126 12 124 44 L164 58 L172 150 L154 152 L146 90 L146 172 L54 172 L54 90 L46 152 L28 150 L36 58 Z M88 44 Q88 26 100 26 Q112 26 112 44 Z M74 130 L126 130 L132 158 L68 158 Z',
  'top-sweatshirt':
    'M74 34 Q100 48 126 34 L162 52 L172 150 L154 152 L146 86 L146 166 L54 166 L54 86 L46 152 L28 150 L38 52 Z M54 158 L146 158 L146 161 L54 161 Z',
  'top-blouse':
    'M78 34 Q100 58 122 34 Q150 36 166 62 Q168 86 150 92 L142 84 Q150 130 156 172 L44 172 Q50 130 58 84 L50 92 Q32 86 34 62 Q50 36 78 34 Z',
  bottom: 'M62 30 L138 30 L148 175 L110 175 L100 80 L90 175 L52 175 Z',
  'bottom-denim':
    'M62 24 L138 24 L146 184 L108 184 L100 76 L92 184 L54 184 Z M62 32 L138 32 L138 35 L62 35 Z M68 42 Q80 56 92 42 Z M108 42 Q120 56 132 42 Z',
  'bottom-slacks':
    'M60 24 L140 24 L156 184 L112 184 L100 72 L88 184 L44 184 Z M62 32 L138 32 L138 35 L62 35 Z M75 60 L77 60 L68 184 L66 184 Z M123 60 L125 60 L134 184 L132 184 Z',
  'bottom-skirt': 'M70 40 L130 40 L162 170 Q100 182 38 170 Z M70 48 L130 48 L130 51 L70 51 Z',
  'bottom-shorts': 'M56 52 L144 52 L156 132 L110 138 L100 92 L90 138 L44 132 Z M58 60 L142 60 L142 63 L58 63 Z',
  'bottom-jogger':
    'M62 24 L138 24 L144 168 L146 186 L112 186 L112 168 L100 74 L88 168 L88 186 L54 186 L56 168 Z M62 32 L138 32 L138 36 L62 36 Z M56 170 L88 170 L88 174 L56 174 Z M112 170 L144 170 L144 174 L112 174 Z',
  dress: 'M80 28 L120 28 L125 70 L160 175 L40 175 L75 70 Z',
  'dress-mini': 'M80 34 L90 34 Q100 46 110 34 L120 34 L124 78 L150 142 L50 142 L76 78 Z M76 76 L124 76 L124 80 L76 80 Z',
  'dress-long': 'M82 16 L92 16 Q100 26 108 16 L118 16 L122 62 L158 192 L42 192 L78 62 Z',
  'dress-midi':
    'M70 26 L84 26 Q100 40 116 26 L130 26 L138 50 L124 56 L124 84 L154 164 L46 164 L76 84 L76 56 L62 50 Z M76 84 L124 84 L124 88 L76 88 Z',
  'dress-jumpsuit':
    'M80 20 L90 20 Q100 30 110 20 L120 20 L124 84 L128 190 L106 190 L100 112 L94 190 L72 190 L76 84 Z M76 84 L124 84 L124 88 L76 88 Z',
  shoes: 'M30 125 L30 95 L70 95 L100 115 L160 122 Q175 128 172 145 L30 145 Z',
  'shoes-sneakers':
    'M28 130 L30 92 Q50 84 70 92 L102 112 L156 118 Q176 124 174 142 L28 142 Z M28 146 L174 146 L174 154 L28 154 Z M70 100 L96 116 L92 120 L66 104 Z',
  'shoes-boots':
    'M60 26 L108 26 L110 118 L158 128 Q176 134 172 154 L60 154 Z M60 158 L172 158 L172 166 L60 166 Z M104 30 L107 30 L108 110 L105 110 Z',
  'shoes-loafers': 'M28 132 Q30 110 52 108 L92 108 Q116 110 150 124 Q174 132 172 148 L28 148 Z M56 112 L96 112 L96 120 L56 120 Z',
  'shoes-sandals':
    'M26 146 Q40 136 100 138 Q160 140 174 146 L174 154 L26 154 Z M40 138 Q50 110 66 112 L72 138 L66 138 L62 120 Q54 120 48 138 Z M96 138 Q104 108 124 116 L130 140 L124 140 L120 122 Q108 118 102 138 Z',
  'shoes-heels': 'M30 96 Q40 90 52 100 L104 132 L160 134 Q176 136 172 150 L110 150 Q80 150 62 124 L56 176 L46 176 L44 118 Q32 110 30 96 Z',
  bag: 'M50 80 L150 80 L160 170 L40 170 Z M75 80 Q75 40 100 40 Q125 40 125 80',
  'bag-backpack':
    'M58 54 Q58 36 100 36 Q142 36 142 54 L146 176 Q100 184 54 176 Z M84 36 Q84 18 100 18 Q116 18 116 36 L110 36 Q110 24 100 24 Q90 24 90 36 Z M72 118 L128 118 L126 160 L74 160 Z',
  'bag-shoulder':
    'M40 108 L160 108 Q160 170 100 170 Q40 170 40 108 Z M52 108 Q52 30 100 30 Q148 30 148 108 L140 108 Q140 38 100 38 Q60 38 60 108 Z',
  'bag-tote':
    'M46 84 L154 84 L146 176 L54 176 Z M70 84 Q70 36 86 36 Q92 36 94 84 L88 84 Q86 44 80 44 Q76 44 76 84 Z M106 84 Q108 36 114 36 Q130 36 130 84 L124 84 Q124 44 120 44 Q114 44 112 84 Z',
  'bag-crossbody': 'M70 120 L142 120 L142 172 L70 172 Z M70 120 L76 120 L150 24 L156 28 L82 120 Z M74 136 L138 136 L138 139 L74 139 Z',
  'bag-clutch': 'M30 80 L170 80 L170 140 L30 140 Z M30 80 L100 118 L170 80 L170 86 L100 124 L30 86 Z',
  accessory: 'M100 40 A60 60 0 1 1 99.9 40 Z M100 65 A35 35 0 1 0 100.1 65 Z',
  'accessory-jewelry': 'M100 60 A46 46 0 1 1 99.9 60 Z M100 72 A34 34 0 1 0 100.1 72 Z M88 38 L112 38 L100 62 Z',
  'accessory-hat':
    'M44 120 Q44 54 100 54 Q156 54 156 120 Z M28 120 L172 120 Q172 136 100 136 Q28 136 28 120 Z M96 46 L104 46 L104 56 L96 56 Z',
  'accessory-watch':
    'M84 20 L116 20 L114 64 L86 64 Z M86 136 L114 136 L116 180 L84 180 Z M100 56 A44 44 0 1 1 99.9 56 Z M100 66 A34 34 0 1 0 100.1 66 Z M98 76 L102 76 L102 102 L98 102 Z M100 98 L122 110 L120 114 L98 102 Z',
  'accessory-belt':
    'M20 88 L180 88 L180 112 L20 112 Z M40 80 L74 80 L74 120 L40 120 Z M46 86 L68 86 L68 114 L46 114 Z M108 98 A3 3 0 1 0 108.1 98 Z M128 98 A3 3 0 1 0 128.1 98 Z M148 98 A3 3 0 1 0 148.1 98 Z',
  'accessory-sunglasses':
    'M22 80 L92 80 Q92 126 58 126 Q24 126 22 80 Z M108 80 L178 80 Q176 126 142 126 Q108 126 108 80 Z M88 84 Q100 74 112 84 L110 90 Q100 82 90 90 Z M14 76 L186 76 L186 82 L14 82 Z',
  'accessory-scarf':
    'M64 22 L112 22 Q126 70 104 110 L128 190 L96 190 L82 122 L62 190 L34 190 L64 110 Q48 64 64 22 Z M40 176 L60 176 L58 182 L38 182 Z',
  sports:
    'M70 35 L100 45 L130 35 L165 65 L150 85 L138 78 L138 120 L62 120 L62 78 L50 85 L35 65 Z M62 125 L138 125 L145 175 L108 175 L100 140 L92 175 L55 175 Z',
  'sports-running':
    'M76 22 Q100 36 124 22 L132 30 Q124 50 132 64 L132 110 L68 110 L68 64 Q76 50 68 30 Z M62 116 L138 116 L146 168 L108 168 L100 138 L92 168 L54 168 Z',
  'sports-yoga': 'M66 20 L134 20 L136 44 L64 44 Z M64 56 L136 56 L134 190 L110 190 L100 92 L90 190 L66 190 Z',
  'sports-hiking':
    'M78 44 Q74 14 100 14 Q126 14 122 44 L164 58 L176 150 L158 152 L148 92 L148 178 L52 178 L52 92 L42 152 L24 150 L36 58 Z M98 40 L102 40 L102 178 L98 178 Z M60 104 L86 104 L86 136 L60 136 Z M114 104 L140 104 L140 136 L114 136 Z',
  'sports-golf':
    'M72 34 L100 42 L128 34 L166 58 L154 86 L140 80 L140 170 L60 170 L60 80 L46 86 L34 58 Z M80 34 L100 58 L94 64 L74 40 Z M120 34 L100 58 L106 64 L126 40 Z M97 72 A3 3 0 1 0 97.1 72 Z M97 86 A3 3 0 1 0 97.1 86 Z',
  beauty: 'M80 70 L120 70 L120 170 L80 170 Z M88 40 L112 40 L112 70 L88 70 Z',
  'beauty-skincare':
    'M70 74 L130 74 Q136 74 136 82 L136 176 L64 176 L64 82 Q64 74 70 74 Z M86 40 L114 40 L114 74 L86 74 Z M94 28 L106 28 L106 40 L94 40 Z M76 112 L124 112 L124 140 L76 140 Z',
  'beauty-makeup': 'M80 96 L120 96 L120 180 L80 180 Z M84 64 L116 64 L116 96 L84 96 Z M88 64 L88 34 L112 24 L112 64 Z',
  'beauty-fragrance':
    'M56 82 Q56 70 68 70 L132 70 Q144 70 144 82 L144 166 Q144 178 132 178 L68 178 Q56 178 56 166 Z M90 52 L110 52 L110 70 L90 70 Z M80 28 L120 28 L120 52 L80 52 Z M74 100 L126 100 L126 148 L74 148 Z',
  life: 'M70 60 Q60 120 75 170 L125 170 Q140 120 130 60 Z M85 40 L115 40 L115 60 L85 60 Z',
  'life-home': 'M78 40 L122 40 L120 62 Q156 94 142 142 Q132 176 100 178 Q68 176 58 142 Q44 94 80 62 Z M60 182 L140 182 L140 188 L60 188 Z',
  'life-stationery':
    'M46 36 L130 36 L130 176 L46 176 Z M54 36 L58 36 L58 176 L54 176 Z M72 70 L116 70 L116 74 L72 74 Z M72 88 L116 88 L116 92 L72 92 Z M144 40 L158 40 L158 150 L151 166 L144 150 Z',
  'life-fabric':
    'M30 130 L170 130 L170 168 L30 168 Z M42 96 L158 96 L158 126 L42 126 Z M54 64 L146 64 L146 92 L54 92 Z M30 146 L170 146 L170 150 L30 150 Z',
};

/** The silhouette of a category: its own, else its top-level category's, else a top's. */
export function silhouettePath(category: string | undefined, topCategory: string): string {
  return (category && SILHOUETTES[category]) || SILHOUETTES[topCategory] || SILHOUETTES.top!;
}

export interface ProductImageSource {
  name: string;
  brandName: string;
  colors: string[];
  topCategory: string;
  /** The product's own (sub)category slug; its silhouette wins over the top-level one. */
  category?: string;
}

/**
 * A product picture: the category's silhouette in the product's n-th colour (n cycles through the
 * colours), on a soft backdrop, with the brand and name as a caption. Views 1-4 differ in framing.
 */
export function productSvg(p: ProductImageSource, n: number): string {
  const color = p.colors.length ? p.colors[(n - 1) % p.colors.length]! : 'Gray';
  const fill = swatch(color);
  const h = hash(`${p.name}:${n}`);
  const [bg, , fg] = PALETTES[(h >>> 3) % PALETTES.length]!;
  const light = ['White', 'Cream', 'Beige', 'Silver', 'Yellow'].includes(color);
  const backdrop = light ? '#e9e6e1' : '#f4f2ee';
  const path = silhouettePath(p.category, p.topCategory);
  // View 1: centred; 2: closer; 3: tilted; 4: on a colour block.
  const transform = [
    'translate(100 90) scale(1.35) translate(-100 -100)',
    'translate(100 100) scale(1.9) translate(-100 -95)',
    'translate(100 90) rotate(-8) scale(1.3) translate(-100 -100)',
    'translate(100 90) scale(1.2) translate(-100 -100)',
  ][(n - 1) % 4]!;
  const block = n === 4 ? `<rect x="0" y="230" width="300" height="170" fill="${bg}" opacity="0.18"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" role="img" aria-label="${escapeXml(`${p.brandName} ${p.name} ${color}`)}"><rect width="300" height="400" fill="${backdrop}"/>${block}<g transform="translate(50 70)"><path d="${path}" transform="${transform}" fill="${fill}" stroke="${light ? '#b9b3aa' : 'none'}" stroke-width="1.5" fill-rule="evenodd"/></g><text x="20" y="350" font-family="Pretendard, 'Noto Sans CJK KR', sans-serif" font-size="13" font-weight="700" fill="#3a3631" letter-spacing="1">${escapeXml(p.brandName)}</text><text x="20" y="372" font-family="Pretendard, 'Noto Sans CJK KR', sans-serif" font-size="14" fill="#57524b">${escapeXml(p.name.length > 20 ? `${p.name.slice(0, 19)}…` : p.name)}</text><text x="280" y="30" text-anchor="end" font-family="Pretendard, sans-serif" font-size="11" fill="${fg === '#fafaf9' ? '#8a8379' : fg}" opacity="0.6">${escapeXml(color)}</text></svg>`;
}

export async function findProductForImage(db: Db, id: string): Promise<ProductImageSource | null> {
  const top = alias(categories, 'top');
  const [row] = await db
    .select({ name: products.name, colors: products.colors, brandName: brands.name, child: categories.slug, top: top.slug })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(top, eq(top.id, categories.parentId))
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return null;
  return { name: row.name, brandName: row.brandName, colors: row.colors, topCategory: row.top ?? row.child, category: row.child };
}
