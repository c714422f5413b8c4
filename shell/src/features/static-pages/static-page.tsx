import type { ReactNode } from 'react';
import { useDocumentTitle } from '@shop/shared/ui';
import { useRuntimeConfig } from '../../config/runtime-config-context';
import styles from './static-page.module.css';

export interface StaticPageProps {
  title: string;
  description: string;
  /** Requirements §2 mark the page "under development": say so and where to ask. */
  underDevelopment?: boolean;
  children: ReactNode;
}

/** A text page of the shop: heading, optional "under development" notice, content. */
export function StaticPage({ title, description, underDevelopment = false, children }: StaticPageProps) {
  useDocumentTitle(title, description);
  const { shop } = useRuntimeConfig();
  return (
    <article className={`page ${styles.article}`}>
      <h1>{title}</h1>
      {underDevelopment ? (
        <p className={styles.notice} role="note">
          Страница в разработке. Подробности уточняйте у менеджеров по телефону {shop.phone}.
        </p>
      ) : null}
      {children}
    </article>
  );
}
