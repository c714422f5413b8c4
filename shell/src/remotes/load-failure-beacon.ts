import { REMOTE_LOAD_BEACON_PATH, type RemoteLoadReport } from '@shop/shared/beacons';
import type { RemoteModuleId } from '@shop/shared/frontends';

/**
 * Tells the API that a remote module failed to load here (it counts them per remote: README,
 * "Deploying the shop"). A beacon survives the page being left; where there is none, a
 * keepalive fetch. Never throws: a report that cannot go is dropped.
 */
export function reportRemoteLoadFailure(id: RemoteModuleId): void {
  const report: RemoteLoadReport = { remote: id.split('/')[0] ?? id, module: id };
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
