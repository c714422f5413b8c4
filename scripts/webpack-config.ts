import type { Configuration } from 'webpack';
import { createServerConfig } from '../webpack.base';
import type { Frontend } from './frontends';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'production' | 'development' }) => Configuration;

/** A package's webpack.config.ts, called as webpack-cli would (its default export may come wrapped once more). */
export async function webpackConfig(
  pkg: Frontend,
  env: Record<string, unknown>,
  mode: 'production' | 'development',
): Promise<Configuration> {
  const module = (await import(`${pkg.dir}/webpack.config.ts`)) as { default: unknown };
  const factory = (
    typeof module.default === 'function' ? module.default : (module.default as { default: unknown }).default
  ) as ConfigFactory;
  return factory(env, { mode });
}

/** The package's server side build (its manifest entry's `server`), or null when it has none. */
export function serverConfig(pkg: Frontend): Configuration | null {
  return 'server' in pkg ? createServerConfig(pkg) : null;
}
