import type { ReactNode } from 'react';
import { canOpenSection, type BackofficeSection } from '@shop/shared/access';
import { useShopStore } from '@shop/shared/store';
import { useDocumentTitle } from '@shop/shared/ui';

/** Shows the section only to the roles that may open it; others get a plain refusal. */
export function RequireSection({ section, children }: { section: BackofficeSection; children: ReactNode }) {
  const allowed = useShopStore((roles) => canOpenSection(roles, section));
  if (allowed) return children;
  return <SectionDenied title={section.title} />;
}

function SectionDenied({ title }: { title: string }) {
  useDocumentTitle('Нет доступа');
  return (
    <section className="page" role="alert">
      <h1>Нет доступа к разделу «{title}»</h1>
      <p>Ваша роль не позволяет открыть этот раздел. Обратитесь к администратору магазина.</p>
    </section>
  );
}
