import { REMOTE_LOAD_BEACON_PATH, type RemoteLoadReport } from '@shop/shared/beacons';
import type { RemoteModuleId } from '@shop/shared/frontends';
import { releaseVersionOfEntry } from '@shop/shared/releases';

/**
 * Tells the API that a remote module failed to load here from `entry` (it counts them per remote:
 * README, "Deploying the shop"; and per release, for «Модули», when the entry is a release's).
 * A beacon survives the page being left; where there is none, a keepalive fetch. Never throws: a
 * report that cannot go is dropped.
 */
export function reportRemoteLoadFailure(id: RemoteModuleId, entry?: string): void {
  const version = entry === undefined ? null : releaseVersionOfEntry(entry);
  const report: RemoteLoadReport = { remote: id.split('/')[0] ?? id, module: id, ...(version ? { version } : {}) };
  const body = JSON.stringify(report);
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(REMOTE_LOAD_BEACON_PATH, body)
    )
      return;
    void fetch(REMOTE_LOAD_BEACON_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // no way to report: the failure is still shown to the shopper
  }
}
