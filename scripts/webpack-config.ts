import type { Configuration } from 'webpack';
import { createServerConfig, type FrontendBuild } from '../webpack.base';
import type { Frontend } from './frontends';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'production' | 'development' }) => Configuration;

/** A package's webpack.config.ts, called as webpack-cli would (its default export may come wrapped once more). */
export async function webpackConfig(pkg: Frontend, env: Record<string, unknown>, mode: 'production' | 'development'): Promise<Configuration> {
  const module = (await import(`${pkg.dir}/webpack.config.ts`)) as { default: unknown };
  const factory = (typeof module.default === 'function' ? module.default : (module.default as { default: unknown }).default) as ConfigFactory;
  return factory(env, { mode });
}

/** The package's server side build (`FrontendBuild.server`), or null when it has none. */
export async function serverConfig(pkg: Frontend): Promise<Configuration | null> {
  const module = (await import(`${pkg.dir}/module-federation.config.ts`)) as { default: FrontendBuild | { default: FrontendBuild } };
  const build = 'name' in module.default ? module.default : module.default.default;
  return build.server ? createServerConfig(build) : null;
}
