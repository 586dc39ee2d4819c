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

/** One simple silhouette per top-level category, drawn in a 200x200 box. */
const SILHOUETTES: Record<string, string> = {
  outer: 'M70 30 L100 45 L130 30 L170 55 L160 100 L145 95 L145 175 L55 175 L55 95 L40 100 L30 55 Z M100 45 L100 175',
  top: 'M70 35 L100 48 L130 35 L168 60 L155 90 L140 82 L140 170 L60 170 L60 82 L45 90 L32 60 Z',
  bottom: 'M62 30 L138 30 L148 175 L110 175 L100 80 L90 175 L52 175 Z',
  dress: 'M80 28 L120 28 L125 70 L160 175 L40 175 L75 70 Z',
  shoes: 'M30 125 L30 95 L70 95 L100 115 L160 122 Q175 128 172 145 L30 145 Z',
  bag: 'M50 80 L150 80 L160 170 L40 170 Z M75 80 Q75 40 100 40 Q125 40 125 80',
  accessory: 'M100 40 A60 60 0 1 1 99.9 40 Z M100 65 A35 35 0 1 0 100.1 65 Z',
  sports:
    'M70 35 L100 45 L130 35 L165 65 L150 85 L138 78 L138 120 L62 120 L62 78 L50 85 L35 65 Z M62 125 L138 125 L145 175 L108 175 L100 140 L92 175 L55 175 Z',
  beauty: 'M80 70 L120 70 L120 170 L80 170 Z M88 40 L112 40 L112 70 L88 70 Z',
  life: 'M70 60 Q60 120 75 170 L125 170 Q140 120 130 60 Z M85 40 L115 40 L115 60 L85 60 Z',
};

export interface ProductImageSource {
  name: string;
  brandName: string;
  colors: string[];
  topCategory: string;
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
  const path = SILHOUETTES[p.topCategory] ?? SILHOUETTES.top!;
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
  return { name: row.name, brandName: row.brandName, colors: row.colors, topCategory: row.top ?? row.child };
}
