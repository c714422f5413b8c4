import { BEACONS_PREFIX, isRemoteLoadReport, REMOTE_LOAD_BEACON_PATH } from '@shop/shared/beacons';
import express, { Router } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Metrics } from './metrics';

/** Reports one browser may send per minute; more are answered 429 and not counted. */
const BEACONS_PER_MINUTE = 30;

/**
 * What browsers report (navigator.sendBeacon through the shell's server, @shop/shared/beacons):
 * `POST /beacons/remote-load` with `{"remote": "cart", "module": "cart/CartPage"}` when a remote
 * module failed to load for them. Counted by remote (`shop_remote_load_failures_total`) and
 * logged with the request's id. The body is read as text whatever its type (sendBeacon sends a
 * string as text/plain), at most 1 KB; a body that is not such an object is a 400.
 */
export function beaconRouter(metrics: Metrics): Router {
  const router = Router();
  const perClient = new RateLimiterMemory({ points: BEACONS_PER_MINUTE, duration: 60 });
  router.post(
    REMOTE_LOAD_BEACON_PATH.slice(BEACONS_PREFIX.length),
    express.text({ type: () => true, limit: '1kb' }),
    async (request, response) => {
      try {
        await perClient.consume(request.ip ?? 'unknown');
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
      const { remote, module } = report;
      metrics.remoteLoadFailed(remote);
      request.log.warn({ remote, module }, 'a browser could not load a remote module');
      return response.sendStatus(204);
    },
  );
  return router;
}
