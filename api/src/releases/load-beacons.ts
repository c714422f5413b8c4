import { BEACONS_PREFIX, isRemoteLoadReport, REMOTE_LOAD_BEACON_PATH } from '@shop/shared/beacons';
import express, { Router } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { addressKey } from '../core/client-address';
import type { Metrics } from '../observability/metrics';

/** Reports one address may send per minute; more are answered 429 and not counted. */
const BEACONS_PER_MINUTE = 30;

/**
 * Failures of one release one address counts per hour: a browser that cannot load a release
 * reports it a few times (each page it opens), and one address cannot make a release look broken.
 * More are answered as usual and neither counted, stored nor logged.
 */
export const FAILURES_PER_ADDRESS_AND_RELEASE = 3;

/** Stores a failure to load a release of a front-end; whether it is one to store is its own to check. */
export type ReleaseFailureStore = (frontend: string, version: string) => Promise<unknown>;

/**
 * What browsers report (navigator.sendBeacon through the shell's server, @shop/shared/beacons):
 * `POST /beacons/remote-load` with `{"remote": "cart", "module": "cart/CartPage", "version":
 * "0.1.0-3f9a0c12de"}` when a remote module failed to load for them. Counted by remote
 * (`shop_remote_load_failures_total`), logged with the request's id, and, with a version, handed to
 * `storeReleaseFailure` (which keeps registered releases' failures for «Модули»; a store that fails
 * is logged and the report still answered). The body is read as text whatever its type (sendBeacon
 * sends a string as text/plain), at most 1 KB; a body that is not such an object is a 400. Counted
 * per address (`addressKey`, the visitor's as the shell's server names it), at most
 * FAILURES_PER_ADDRESS_AND_RELEASE times per release and hour.
 */
export function beaconRouter(metrics: Metrics, storeReleaseFailure: ReleaseFailureStore): Router {
  const router = Router();
  const perClient = new RateLimiterMemory({ points: BEACONS_PER_MINUTE, duration: 60 });
  const perRelease = new RateLimiterMemory({ points: FAILURES_PER_ADDRESS_AND_RELEASE, duration: 3_600 });
  router.post(
    REMOTE_LOAD_BEACON_PATH.slice(BEACONS_PREFIX.length),
    express.text({ type: () => true, limit: '1kb' }),
    async (request, response) => {
      const address = addressKey(request.ip ?? 'unknown');
      try {
        await perClient.consume(address);
      } catch {
        return response.sendStatus(429);
      }
      let report: unknown;
      try {
        report = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        report = null;
      }
      if (!isRemoteLoadReport(report))
        return response.status(400).type('text/plain; charset=utf-8').send('Ожидалось сообщение о модуле');
      const { remote, module, version } = report;
      const counted = await perRelease.consume(`${address}\n${remote}\n${version ?? ''}`).then(
        () => true,
        () => false,
      );
      if (!counted) return response.sendStatus(204);
      metrics.remoteLoadFailed(remote);
      request.log.warn({ remote, module, version }, 'a browser could not load a remote module');
      if (version !== undefined)
        await storeReleaseFailure(remote, version).catch((error: unknown) =>
          request.log.error({ err: error }, 'a release load failure could not be stored'),
        );
      return response.sendStatus(204);
    },
  );
  return router;
}
