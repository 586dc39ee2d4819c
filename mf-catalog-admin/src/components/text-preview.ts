/** The first `max` characters of a text on one line, with an ellipsis when cut (list previews, spec 001 section 9). */
export function preview(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
