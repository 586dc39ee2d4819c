/**
 * Product colour names mapped to swatch colours (spec 9). These paint the product's own colour,
 * not the theme, so they are literal values; unknown colours get the default gray.
 */
export const COLOR_SWATCHES: Record<string, string> = {
  Black: '#111111',
  White: '#ffffff',
  Gray: '#9ca3af',
  Grey: '#9ca3af',
  Navy: '#1e3a5f',
  Blue: '#2563eb',
  Red: '#dc2626',
  Green: '#16a34a',
  Yellow: '#facc15',
  Pink: '#f472b6',
  Purple: '#9333ea',
  Brown: '#7c4a2d',
  Beige: '#d6c3a5',
  Cream: '#f5efdc',
  Orange: '#f97316',
  Silver: 'linear-gradient(135deg, #e5e7eb, #9ca3af)',
  Gold: 'linear-gradient(135deg, #fde68a, #b8860b)',
  Burgundy: '#7f1d1d',
  Multi: 'conic-gradient(#ef4444, #f59e0b, #22c55e, #3b82f6, #a855f7, #ef4444)',
};

export const DEFAULT_SWATCH = '#9ca3af';

/** Korean names shown beside the English colour names. */
export const COLOR_LABELS: Record<string, string> = {
  Black: '블랙',
  White: '화이트',
  Gray: '그레이',
  Grey: '그레이',
  Navy: '네이비',
  Blue: '블루',
  Red: '레드',
  Green: '그린',
  Yellow: '옐로우',
  Pink: '핑크',
  Purple: '퍼플',
  Brown: '브라운',
  Beige: '베이지',
  Cream: '크림',
  Orange: '오렌지',
  Silver: '실버',
  Gold: '골드',
  Burgundy: '버건디',
  Multi: '멀티',
};

/** Spec colour names in sidebar order. */
export const SWATCH_COLOR_NAMES = Object.keys(COLOR_SWATCHES).filter((c) => c !== 'Grey');

/** CSS background of a colour's swatch (case-insensitive), the default gray when unknown. */
export function swatchFor(color: string): string {
  const key = Object.keys(COLOR_SWATCHES).find((k) => k.toLowerCase() === color.trim().toLowerCase());
  return key ? COLOR_SWATCHES[key]! : DEFAULT_SWATCH;
}

export function colorLabel(color: string): string {
  return COLOR_LABELS[color] ?? color;
}
