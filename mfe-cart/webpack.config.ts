import { createWebpackConfig } from '@shop/tooling/webpack';
import federation from './module-federation.config';

export default (env: Record<string, unknown> = {}, argv: { mode?: 'production' | 'development' } = {}) =>
  createWebpackConfig(federation, { mode: argv.mode ?? 'production', single: env.single === true });
