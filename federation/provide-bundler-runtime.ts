// A federation runtime plugin of the shell's build (scripts/webpack-factory.ts): it hands the remotes'
// production containers the bundler runtime the shell already carries, as the external-runtime
// plugin hands them the runtime core, so that no remoteEntry.js brings a copy of its own
// (about 3.3 KB gzipped each; docs/decisions/0003-single-bundle-control.md). A remote takes it in
// ./host-bundler-runtime.ts.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { FEDERATION_BUNDLER_RUNTIME_GLOBAL, type HostBundlerRuntime } from './bundler-runtime-global';

declare const __webpack_require__: { federation: HostBundlerRuntime };

/**
 * Publishes, before the shell's federation starts (and so before any remote loads), the bundler
 * runtime's functions and attachShareScopeMap: stateless, each given its container's
 * `__webpack_require__`. Nothing else of the shell's federation object: its options, its
 * instance and its runtime wrapper (which keeps one instance per build) are the shell's own. The
 * shell exposes nothing, so its build leaves out `initContainerEntry`, which every remote needs:
 * it is added here.
 */
export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-bundler-runtime',
    beforeInit(args) {
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      const provided: HostBundlerRuntime = {
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      };
      (globalThis as Record<string, unknown>)[FEDERATION_BUNDLER_RUNTIME_GLOBAL] = provided;
      return args;
    },
  };
}
