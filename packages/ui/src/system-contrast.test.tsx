import { system } from './system';

/**
 * WCAG 2.1 AA contrast of every colour pair the kit puts together (issue 19), computed from the
 * system's own tokens in light and dark: text 4.5:1, focus rings 3:1 (non-text, 1.4.11).
 */
type Mode = '_light' | '_dark';

const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** The hex value of a colour token in a colour mode, following semantic references. */
function resolve(name: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditions = token.extensions.conditions as Record<string, string> | undefined;
  const value = conditions ? (conditions[mode] ?? conditions.base) : token.originalValue;
  return toHex(value, mode);
}

function toHex(value: string, mode: Mode): string {
  const ref = /^\{colors\.(.+)\}$/.exec(value)?.[1];
  if (ref) return resolve(ref, mode);
  const named = NAMED[value];
  if (named) return named;
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  throw new Error(`cannot read colour ${value}`);
}

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The page surfaces text sits on: the page, panels, cards, the admin sidebar, muted rows. */
const SURFACES = ['bg', 'bg.subtle', 'bg.muted', 'bg.panel', 'sidebar'];
/** Text colours used on those surfaces. */
const TEXT = ['fg', 'fg.muted', 'fg.subtle', 'fg.error', 'fg.warning', 'fg.success', 'fg.info', 'sale', 'accent.fg', 'brand.fg'];
/** The colour palettes components take (`colorPalette`): badges, buttons, alerts, tags. */
const PALETTES = ['gray', 'red', 'green', 'blue', 'orange', 'purple', 'accent', 'brand'];

const TEXT_PAIRS: [fg: string, bg: string][] = [
  ...TEXT.flatMap((fg) => SURFACES.map((bg): [string, string] => [fg, bg])),
  // Strong text on the hover/selected row colour.
  ['fg', 'bg.emphasized'],
  ['fg.muted', 'bg.emphasized'],
  // Alerts and form errors: status text on its own tinted background.
  ...['error', 'warning', 'success', 'info'].map((s): [string, string] => [`fg.${s}`, `bg.${s}`]),
  // Badges and buttons: subtle/surface variants (palette fg on subtle or muted), solid variant.
  ...PALETTES.flatMap((p): [string, string][] => [
    [`${p}.fg`, `${p}.subtle`],
    [`${p}.fg`, `${p}.muted`],
    [`${p}.contrast`, `${p}.solid`],
  ]),
  ['sale.contrast', 'sale.solid'],
  ['fg.inverted', 'bg.inverted'],
];

const RING_PAIRS: [ring: string, bg: string][] = [
  ['brand.focusRing', 'bg'],
  ['accent.focusRing', 'bg'],
  ['brand.focusRing', 'bg.panel'],
];

/**
 * Component boundaries (WCAG 1.4.11, 3:1): the edge of fields, checkboxes, radios and option chips
 * (`border.emphasized`) on every surface, and the filled state of a checked control.
 */
const BOUNDARY_PAIRS: [edge: string, bg: string][] = [
  ...SURFACES.map((bg): [string, string] => ['border.emphasized', bg]),
  ['border.error', 'bg'],
  ['brand.solid', 'bg'],
  ['brand.solid', 'bg.panel'],
];

describe.each<Mode>(['_light', '_dark'])('colour contrast in %s mode', (mode) => {
  test.each(BOUNDARY_PAIRS)('control boundary %s on %s is at least 3:1', (edge, bg) => {
    expect(contrast(resolve(edge, mode), resolve(bg, mode))).toBeGreaterThanOrEqual(3);
  });

  test.each(TEXT_PAIRS)('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrast(resolve(fg, mode), resolve(bg, mode))).toBeGreaterThanOrEqual(4.5);
  });

  test.each(RING_PAIRS)('focus ring %s on %s is at least 3:1', (ring, bg) => {
    expect(contrast(resolve(ring, mode), resolve(bg, mode))).toBeGreaterThanOrEqual(3);
  });
});

test('text fields, text areas and selects draw their edge in the control colour, not the divider colour', () => {
  const css = JSON.stringify(system._config.globalCss);
  expect(css).toContain('"input:not([type=checkbox], [type=radio], [type=range]), textarea, select"');
  expect(css).toContain('"--chakra-colors-border":"var(--chakra-colors-border-emphasized)"');
  expect(system.tokens.getVar('colors.border.emphasized')).toBe('var(--chakra-colors-border-emphasized)');
});

test('the contrast formula gives the known ratios', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  // Chakra's gray.400 on white, the muted text the issue measured.
  expect(contrast('#a1a1aa', '#ffffff')).toBeCloseTo(2.56, 2);
});
