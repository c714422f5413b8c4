import { FRONTENDS, type Frontend } from '@shop/shared/frontends';
import { Link, useParams } from '@shop/shared/router';
import { NotFound, useDocumentTitle } from '@shop/shared/ui';
import { DataTable } from '../../../components/data-table';
import { EmptyList, QueryStates } from '../../../components/list-states';
import { formatMoment } from '../../../lib/dates';
import { useFrontendState, type FrontendState } from '../api/use-frontend-state';
import { useReleaseSwitch, type ReleaseSwitch } from '../api/use-release-switch';
import { DEPLOYMENT_ACTION_TITLES, shortCommit } from '../release-titles';
import { ConfirmSwitch } from './confirm-switch';
import { LiveReleaseFacts } from './live-release-facts';
import { LoadFailures } from './load-failures';
import { SwitchOutcome } from './switch-outcome';

/** A front-end's registered releases, the latest first: «Откатить» on the live one, «Выложить эту версию» on others. */
function ReleasesTable({
  frontend,
  state,
  releaseSwitch,
}: {
  frontend: Frontend;
  state: FrontendState;
  releaseSwitch: ReleaseSwitch;
}) {
  const { data, live } = state;
  if (!data) return null;
  if (data.releases.length === 0)
    return <EmptyList>Выпусков нет: модуль ещё ни разу не выпускали командой release.</EmptyList>;
  const title = frontend.staffTitle;
  return (
    <DataTable
      caption="Выпуски"
      rows={data.releases}
      rowKey={(release) => release.version}
      columns={[
        { title: 'Версия', cell: (release) => <code>{release.version}</code> },
        { title: 'Коммит', cell: (release) => <code title={release.commit}>{shortCommit(release.commit)}</code> },
        { title: 'Собран', cell: (release) => formatMoment(release.builtAt) },
        { title: 'Зарегистрирован', cell: (release) => formatMoment(release.registeredAt) },
        {
          title: 'Сбоев загрузки за час',
          cell: (release) => <LoadFailures count={release.loadFailuresLastHour} />,
        },
        {
          title: 'Действие',
          cell: (release) => {
            if (release.version !== live?.version)
              return (
                <ConfirmSwitch
                  label="Выложить эту версию"
                  question={`Выложить версию ${release.version} модуля «${title}»? Её сразу получат все посетители.`}
                  confirmLabel="Да, выложить"
                  busy={releaseSwitch.busy}
                  onConfirm={() => releaseSwitch.deploy(release.version)}
                />
              );
            if (!live.previousVersion) return 'Работает сейчас; откатывать некуда';
            return (
              <>
                Работает сейчас{' '}
                <ConfirmSwitch
                  label="Откатить"
                  question={`Откатить «${title}» с версии ${live.version} на ${live.previousVersion}?`}
                  confirmLabel="Да, откатить"
                  busy={releaseSwitch.busy}
                  onConfirm={releaseSwitch.rollback}
                />
              </>
            );
          },
        },
      ]}
    />
  );
}

/** A front-end's switches of its live release, the latest first. */
function DeploymentsTable({ state }: { state: FrontendState }) {
  if (!state.data) return null;
  if (state.data.deployments.length === 0) return <EmptyList>Выпуски этого модуля ещё не выкладывали.</EmptyList>;
  return (
    <DataTable
      caption="История переключений"
      rows={state.data.deployments}
      rowKey={(deployment) => deployment.id}
      columns={[
        { title: 'Когда', cell: (deployment) => formatMoment(deployment.deployedAt) },
        { title: 'Что', cell: (deployment) => DEPLOYMENT_ACTION_TITLES[deployment.action] },
        { title: 'Версия', cell: (deployment) => <code>{deployment.version}</code> },
        {
          title: 'Вместо версии',
          cell: (deployment) => (deployment.previousVersion ? <code>{deployment.previousVersion}</code> : '—'),
        },
        { title: 'Кто', cell: (deployment) => deployment.deployedBy },
      ]}
    />
  );
}

function ModuleReleases({ frontend }: { frontend: Frontend }) {
  useDocumentTitle(`Модуль «${frontend.staffTitle}»`);
  const state = useFrontendState(frontend.name);
  const releaseSwitch = useReleaseSwitch(frontend.name, frontend.staffTitle);
  return (
    <section className="page" aria-labelledby="module-title">
      <p>
        <Link to="/dmn/modules">← Все модули</Link>
      </p>
      <h1 id="module-title">
        {frontend.staffTitle} <small>({frontend.name})</small>
      </h1>
      <QueryStates query={state.query} what="выпуски модуля" />
      <SwitchOutcome releaseSwitch={releaseSwitch} />
      <h2>Работает сейчас</h2>
      <LiveReleaseFacts state={state} />
      <h2>Выпуски</h2>
      <ReleasesTable frontend={frontend} state={state} releaseSwitch={releaseSwitch} />
      <h2>История переключений</h2>
      <DeploymentsTable state={state} />
    </section>
  );
}

/** `/dmn/modules/:frontend`: one front-end's live release, its registered releases and its switches. */
export function ModulePage() {
  const { frontend: name } = useParams();
  const frontend = FRONTENDS.find((item) => item.name === name);
  if (!frontend) return <NotFound />;
  return <ModuleReleases key={frontend.name} frontend={frontend} />;
}
