/**
 * For blocks that usually start below the fold (home sections, listing cards): the browser skips
 * their layout and paint until they come near the viewport, which keeps the first screen's main
 * thread free (every font or image arrival would otherwise lay out the whole page again).
 * `height`: the expected height before the block has been rendered once (then it is remembered).
 */
export function skipWhileOffscreen(height: string) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}` } as const;
}
