import { Suspense } from 'react';
import { useParams } from '@shop/shared/router';
import { backofficeSectionOf } from '@shop/shared/access';
import { LoadingView, NotFound } from '@shop/shared/ui';
import { SECTION_SCREENS } from './section-screens';
import { RequireSection } from './require-section';

/** `/dmn/:section/*`: the section's screen behind its roles (requirements §6). */
export function SectionPage() {
  const { section: path = '' } = useParams();
  const section = backofficeSectionOf(path);
  if (!section) return <NotFound />;
  const Screen = SECTION_SCREENS[section.path];
  if (!Screen) return <NotFound />;
  return (
    <RequireSection section={section}>
      <Suspense fallback={<LoadingView />}>
        <Screen />
      </Suspense>
    </RequireSection>
  );
}
