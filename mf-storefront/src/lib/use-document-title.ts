import { useEffect } from 'react';

const documentTitle = (title: string | undefined) => (title ? `${title} | 스타일허브` : '스타일허브 STYLEHUB');

/** On the server: the title the page being rendered asked for (renders run one at a time). */
export const serverTitle: { current: string | undefined } = { current: undefined };

/** Sets the tab title to `<page> | 스타일허브` (and, rendered on the server, the HTML's title). */
export function useDocumentTitle(title: string | undefined): void {
  if (typeof document === 'undefined') serverTitle.current = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
