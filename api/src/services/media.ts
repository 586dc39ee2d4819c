import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands } from '../db/schema/catalog';

/**
 * Images cannot come from the internet (DESIGN 2.3): brand banners and logos are drawn here as SVG
 * from the brand's own name, in a palette picked deterministically from its slug.
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
