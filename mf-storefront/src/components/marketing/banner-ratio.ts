export type Variant = 'hero' | 'strip';

/** The box a banner takes before its image arrives: the same on the server and in the browser (no layout shift). */
export const RATIO: Record<Variant, { base: number; md: number }> = {
  hero: { base: 16 / 9, md: 16 / 5 },
  strip: { base: 4 / 1, md: 8 / 1 },
};
