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
  /**
   * The release of the remote that failed (`0.1.0-3f9a0c12de`, read from its entry URL by
   * `releaseVersionOfEntry` of @shop/shared/releases); absent for a plain build's entry.
   */
  version?: string;
}

const isShortText = (value: unknown, length: number): value is string =>
  typeof value === 'string' && value.length <= length;

/**
 * A report as the API accepts it: a short remote name, an optional short module id and an
 * optional short version (whether it is a release of that remote is the API's to check).
 */
export function isRemoteLoadReport(value: unknown): value is RemoteLoadReport {
  if (typeof value !== 'object' || value === null) return false;
  const { remote, module, version } = value as { remote?: unknown; module?: unknown; version?: unknown };
  return (
    isShortText(remote, 40) &&
    (module === undefined || isShortText(module, 100)) &&
    (version === undefined || isShortText(version, 40))
  );
}
