import { Router } from 'express';
import type { Lifecycle } from './lifecycle';

/** Why a unit cannot serve yet (or any more); null when it can. */
export type ReadinessCheck = () => Promise<string | null> | string | null;

/**
 * `GET /healthz`: the process answers (200 `{status: 'ok'}`), for a liveness probe.
 * `GET /readyz`: it should be sent traffic: 200 `{status: 'ok'}`, or 503 `{status: 'unavailable',
 * reason}` while it is shutting down or `ready` names a reason, for a readiness probe.
 */
export function healthRoutes(lifecycle: Lifecycle, ready: ReadinessCheck): Router {
  const router = Router();
  router.get('/healthz', (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    response.json({ status: 'ok' });
  });
  router.get('/readyz', async (_request, response) => {
    response.setHeader('Cache-Control', 'no-store');
    const reason = lifecycle.shuttingDown ? 'shutting down' : await ready();
    if (reason === null) return response.json({ status: 'ok' });
    return response.status(503).json({ status: 'unavailable', reason });
  });
  return router;
}
