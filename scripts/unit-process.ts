// A compiled Node unit as a process of its own (@shop/web-server/unit-process), compiled first
// when a test needs it.
import path from 'node:path';
import { ROOT } from './frontends';
import { spawnUnit, type UnitProcess } from '@shop/web-server/unit-process';
import { NODE_OUTDIR, buildNodeUnit, nodeUnit } from './node-units';

export { freePort, spawnUnit, waitForHealth, type UnitProcess } from '@shop/web-server/unit-process';

/**
 * A unit compiled into `dir` (dist-node/ there, beside a fake build the test made) and started
 * with `node`: the npm packages it requires come from its package's node_modules, then the
 * workspace's (NODE_PATH), as a version npm could not hoist lies in the first.
 */
export async function compileUnitInto(
  workspace: string,
  dir: string,
): Promise<(env: Record<string, string>, port: number) => UnitProcess> {
  const unit = nodeUnit(workspace);
  await buildNodeUnit(unit, path.join(dir, NODE_OUTDIR));
  return (env, port) =>
    spawnUnit({
      cwd: dir,
      args: unit.start,
      env: {
        NODE_PATH: [path.join(ROOT, unit.folder, 'node_modules'), path.join(ROOT, 'node_modules')].join(path.delimiter),
        ...env,
      },
      port,
    });
}
