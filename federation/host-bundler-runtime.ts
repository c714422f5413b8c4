// In a remote's production build this module takes the place of
// `@module-federation/webpack-bundler-runtime/bundler` (scripts/webpack-factory.ts): the federation object
// its container starts from, with the bundler runtime the shell provides
// (./provide-bundler-runtime.ts) instead of a copy, and the container's own runtime wrapper,
// which must be its own: it keeps the instance of the build it is compiled into. Of the wrapper,
// only what the bundler runtime calls (`init`, `getRemoteEntry`): the rest of it (loadRemote,
// loadShare, preloadRemote, register*, their error messages) is the shell's business and stays
// out of every remote entry.
import { getRemoteEntry, init } from '@module-federation/runtime';
import { FEDERATION_BUNDLER_RUNTIME_GLOBAL, type HostBundlerRuntime } from './bundler-runtime-global';

const host = (globalThis as Record<string, unknown>)[FEDERATION_BUNDLER_RUNTIME_GLOBAL] as
  HostBundlerRuntime | undefined;
// A production remote runs only inside the shell, which starts its federation first.
if (!host) throw new Error('RUNTIME-000: the shell has not provided the federation bundler runtime');

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: host.bundlerRuntime,
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
