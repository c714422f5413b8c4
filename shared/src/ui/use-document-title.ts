import { useEffect } from 'react';

export const SHOP_NAME = 'Сантехника';

/** Sets the tab title ("… — Сантехника") and, when given, the meta description. */
export function useDocumentTitle(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SHOP_NAME}` : SHOP_NAME;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
