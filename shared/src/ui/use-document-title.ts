import { createContext, useContext, useEffect } from 'react';
import { SHOP_NAME } from '../shop-facts';

/** The tab title of a page named `title` ("… — Сантехника"). */
export const documentTitle = (title: string): string => (title ? `${title} — ${SHOP_NAME}` : SHOP_NAME);

/**
 * Told how the page names itself while a server renders it (effects do not run there), so the
 * HTML sent carries the page's title and description, not the shop's generic ones. The deepest
 * page that names itself is told last (a not-found inside a catalogue page).
 */
export type NameDocument = (title: string, description?: string) => void;
export const DocumentNameContext = createContext<NameDocument | null>(null);

/** Sets the tab title ("… — Сантехника") and, when given, the meta description. */
export function useDocumentTitle(title: string, description?: string): void {
  useContext(DocumentNameContext)?.(documentTitle(title), description);
  useEffect(() => {
    document.title = documentTitle(title);
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
