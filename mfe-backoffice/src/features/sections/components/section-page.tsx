import { Suspense } from 'react';
import { useParams } from '@shop/shared/router';
import { backofficeSectionOf } from '@shop/shared/access';
import { LoadingView, NotFound, useDocumentTitle } from '@shop/shared/ui';
import { SECTION_DESCRIPTIONS } from '../section-descriptions';
import { SECTION_SCREENS } from '../section-screens';
import { RequireSection } from './require-section';

/** `/dmn/:section/*`: the section's screen behind its roles (spec §6). */
export function SectionPage() {
  const { section: path = '', '*': rest = '' } = useParams();
  const section = backofficeSectionOf(path);
  if (!section) return <NotFound />;
  const Screen = SECTION_SCREENS[section.path];
  return (
    <RequireSection section={section}>
      {Screen ? (
        <Suspense fallback={<LoadingView />}>
          <Screen />
        </Suspense>
      ) : (
        <PlannedSection title={section.title} description={SECTION_DESCRIPTIONS[section.path] ?? ''} detail={rest} />
      )}
    </RequireSection>
  );
}

/** A section whose screen comes later: what it will hold. */
function PlannedSection({ title, description, detail }: { title: string; description: string; detail: string }) {
  useDocumentTitle(detail ? `${title}: ${detail}` : title);
  return (
    <section className="page" aria-labelledby="section-title">
      <h1 id="section-title">{title}</h1>
      {detail ? <p>Документ: {detail}</p> : null}
      <p>{description}</p>
    </section>
  );
}
