/** `%text%` for ILIKE with the user's % and _ taken literally (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}
