/**
 * What browsers report to the API about the site itself (README: "Deploying the shop",
 * metrics), sent with navigator.sendBeacon through the shell's server, which proxies the
 * BEACONS_PREFIX to the API.
 */
export const BEACONS_PREFIX = '/beacons';

/** A remote module that failed to load for a browser: POSTed as JSON text. */
export const REMOTE_LOAD_BEACON_PATH = `${BEACONS_PREFIX}/remote-load`;

export interface RemoteLoadReport {
  /** The remote (federation name), e.g. `cart`. */
  remote: string;
  /** The module asked for, e.g. `cart/CartPage`. */
  module?: string;
}

/** A report as the API accepts it: a short remote name, an optional short module id. */
export function isRemoteLoadReport(value: unknown): value is RemoteLoadReport {
  if (typeof value !== 'object' || value === null) return false;
  const { remote, module } = value as { remote?: unknown; module?: unknown };
  return (
    typeof remote === 'string' &&
    remote.length <= 40 &&
    (module === undefined || (typeof module === 'string' && module.length <= 100))
  );
}
