import { Link } from '@shop/shared/router';
import { visibleSections } from '@shop/shared/access';
import { useRoles } from '@shop/shared/store';
import { useDocumentTitle } from '@shop/shared/ui';
import { SECTION_DESCRIPTIONS } from './section-descriptions';

/** `/dmn`: the sections this person may open, with what each is for. */
export function BackofficeHome() {
  useDocumentTitle('Управление магазином');
  const sections = visibleSections(useRoles());
  return (
    <section className="page" aria-labelledby="backoffice-title">
      <h1 id="backoffice-title">Управление магазином</h1>
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <Link to={section.path}>{section.title}</Link> — {SECTION_DESCRIPTIONS[section.path]}
          </li>
        ))}
      </ul>
    </section>
  );
}
