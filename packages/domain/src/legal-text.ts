/**
 * The zod-free part of ./legal.ts: labels, the body parser and links the storefront's frame and
 * legal pages need on every page (a zod import there would load the shared zod on first paint).
 */
export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
export const LEGAL_KIND_LABELS: Record<LegalKind, string> = { terms: '이용약관', privacy: '개인정보처리방침' };

/** A block of a document body: markdown-lite, rendered as text nodes (never as HTML). */
export type LegalBlock = { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/**
 * The body's blocks: `## ` starts a heading, lines starting `- ` make a list, other lines a
 * paragraph (consecutive ones joined by a line break). Anything else is plain text.
 */
export function parseLegalBody(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let para: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ type: 'paragraph', text: para.join('\n') });
    if (list.length) blocks.push({ type: 'list', items: list });
    para = [];
    list = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (/^#{1,3}\s+/.test(line)) {
      flush();
      blocks.push({ type: 'heading', text: line.replace(/^#{1,3}\s+/, '') });
    } else if (/^[-*]\s+/.test(line)) {
      if (para.length) flush();
      list.push(line.replace(/^[-*]\s+/, ''));
    } else {
      if (list.length) flush();
      para.push(line);
    }
  }
  flush();
  return blocks;
}

/** `2026년 11월 26일` from `2026-11-26`. */
export function formatEffectiveDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}

/** The FTC's 사업자정보확인 page for a business number (digits only in the query). */
export function businessInfoLookupUrl(businessNumber: string): string {
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${businessNumber.replace(/\D/g, '')}`;
}
