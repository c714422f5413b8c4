import type { Configuration } from 'webpack';
import { createRenderConfig } from './webpack-factory';
import type { Frontend } from './frontends';

type ConfigFactory = (env: Record<string, unknown>, argv: { mode: 'production' | 'development' }) => Configuration;

/**
 * A package's webpack.config.ts, called as webpack-cli would (its default export may come wrapped once more).
 * `outputPath` builds into that folder instead of the package's own (a release's staging folder); nothing else changes.
 */
export async function webpackConfig(
  pkg: Frontend,
  env: Record<string, unknown>,
  mode: 'production' | 'development',
  outputPath?: string,
): Promise<Configuration> {
  const module = (await import(`${pkg.dir}/webpack.config.ts`)) as { default: unknown };
  const factory = (
    typeof module.default === 'function' ? module.default : (module.default as { default: unknown }).default
  ) as ConfigFactory;
  const config = factory(env, { mode });
  return outputPath === undefined ? config : { ...config, output: { ...config.output, path: outputPath } };
}

/** The package's server render build (its manifest entry's `render`), or null when it has none. */
export function renderConfig(pkg: Frontend, outputPath?: string): Configuration | null {
  return 'render' in pkg ? createRenderConfig(pkg, outputPath) : null;
}
