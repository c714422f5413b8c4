import { FRONTENDS, type Frontend } from '@shop/shared/frontends';
import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { QueryStates } from '../../../components/list-states';
import { useFrontendState } from '../api/use-frontend-state';
import { LiveReleaseFacts } from './live-release-facts';

/** One front-end on the list: its name and its live release, a link to its releases and history. */
function ModuleCard({ frontend }: { frontend: Frontend }) {
  const state = useFrontendState(frontend.name);
  const titleId = `module-${frontend.name}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Link to={frontend.name}>{frontend.staffTitle}</Link> <small>({frontend.name})</small>
      </h2>
      <QueryStates query={state.query} what={`выпуски модуля «${frontend.staffTitle}»`} loadingLabel="Загружаем…" />
      <LiveReleaseFacts state={state} />
    </section>
  );
}

/** `/dmn/modules`: every front-end of the site with the release visitors get now. */
export function ModulesList() {
  useDocumentTitle('Модули');
  return (
    <section className="page" aria-labelledby="modules-title">
      <h1 id="modules-title">Модули</h1>
      <p>
        Части сайта, которые выпускаются отдельно. У каждой — выпуск, который сейчас получают посетители; откройте
        модуль, чтобы выложить другой выпуск или откатиться на предыдущий.
      </p>
      {FRONTENDS.map((frontend) => (
        <ModuleCard key={frontend.name} frontend={frontend} />
      ))}
    </section>
  );
}
