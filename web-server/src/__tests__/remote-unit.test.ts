/**
 * @jest-environment node
 */
// The static remote as a unit of its own (src/remote-main.ts, compiled): which remote and which
// folder it serves come from REMOTE and REMOTE_DIR, checked at start like every variable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileUnitInto } from '../../../scripts/unit-process';
import { freePort, waitForHealth, type UnitProcess } from '../unit-process';

describe('the compiled static remote unit', () => {
  let dir: string;
  let start: (env: Record<string, string>, port: number) => UnitProcess;
  let unit: UnitProcess | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'remote-unit-'));
    mkdirSync(path.join(dir, 'mfe-cart/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'mfe-cart/dist/remoteEntry.js'), 'var cart;');
    start = await compileUnitInto('@shop/web-server', dir);
  });
  afterEach(async () => {
    await unit?.stop('SIGKILL');
    unit = null;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [{ REMOTE: 'catalog', REMOTE_DIR: '/srv' }, ['REMOTE']],
    [{ REMOTE: 'cart' }, ['REMOTE_DIR']],
    [{}, ['REMOTE', 'REMOTE_DIR']],
  ])('%j exits with code 1 naming %j', async (env, variables) => {
    unit = start(env, await freePort());
    expect(await unit.exited).toBe(1);
    expect(JSON.parse(unit.stderr())).toEqual(expect.objectContaining({ level: 'fatal', variables }));
  });

  it('serves its remote’s files with CORS for the shop only, and stops on SIGTERM with 0', async () => {
    unit = start(
      { REMOTE: 'cart', REMOTE_DIR: path.join(dir, 'mfe-cart'), PUBLIC_URL: 'https://shop.example' },
      await freePort(),
    );
    await waitForHealth(unit);
    const entry = await fetch(`${unit.url}/remoteEntry.js`, { headers: { origin: 'https://shop.example' } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const stranger = await fetch(`${unit.url}/remoteEntry.js`, { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(await unit.stop('SIGTERM')).toBe(0);
  });
});
