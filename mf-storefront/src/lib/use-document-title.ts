import { useEffect } from 'react';

/** Sets the tab title to `<page> | 스타일허브`. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | 스타일허브` : '스타일허브 STYLEHUB';
  }, [title]);
}
