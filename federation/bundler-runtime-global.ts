/**
 * The global through which the shell hands every remote's production container the federation's
 * bundler runtime (set by ./provide-bundler-runtime.ts before any remote loads, read by
 * ./host-bundler-runtime.ts), and what is published under it: only what holds no container's state.
 */
export const FEDERATION_BUNDLER_RUNTIME_GLOBAL = '_SHOP_FEDERATION_BUNDLER_RUNTIME';

export interface HostBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}
