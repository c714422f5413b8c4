import { formatMoment } from '../../../lib/dates';
import type { FrontendState } from '../api/use-frontend-state';
import { shortCommit } from '../release-titles';
import { LoadFailures } from './load-failures';

/** What a front-end without a live release serves. */
const NO_LIVE_RELEASE = 'Нет выпуска: работает сборка из dist';

/** A front-end's live release: version, commit, build time, who put it live and when, its failures to load. */
export function LiveReleaseFacts({ state }: { state: FrontendState }) {
  const { live, liveRelease } = state;
  if (!state.data) return null;
  if (!live) return <p>{NO_LIVE_RELEASE}</p>;
  return (
    <dl>
      <dt>Версия</dt>
      <dd>
        <code>{live.version}</code>
      </dd>
      <dt>Коммит</dt>
      <dd>{liveRelease ? <code title={liveRelease.commit}>{shortCommit(liveRelease.commit)}</code> : '—'}</dd>
      <dt>Собран</dt>
      <dd>{liveRelease ? formatMoment(liveRelease.builtAt) : '—'}</dd>
      <dt>Выложил</dt>
      <dd>{live.deployedBy}</dd>
      <dt>Когда</dt>
      <dd>{formatMoment(live.deployedAt)}</dd>
      <dt>Сбоев загрузки за час</dt>
      <dd>{liveRelease ? <LoadFailures count={liveRelease.loadFailuresLastHour} /> : '—'}</dd>
    </dl>
  );
}
