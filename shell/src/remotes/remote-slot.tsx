import { Suspense, useReducer, type ReactNode } from 'react';
import { useLocation } from '@shop/shared/router';
import { LoadingView, RemoteBoundary } from '@shop/shared/ui';
import { forgetRemoteModule, remoteComponent } from './remote-module-cache';
import { REMOTE_MODULES, type RemoteModuleId } from '@shop/shared/frontends';
import { markPageReady, PageReadyMark } from './page-ready-mark';
import { useHydrated } from './use-hydrated';

export interface RemoteSlotProps {
  id: RemoteModuleId;
  /** Header slots: a small placeholder while loading and an inline fallback. */
  compact?: boolean;
  /** Modules without UI: nothing shows while loading or on failure. */
  quiet?: boolean;
  onError?: (error: Error) => void;
}

/** Mounts one federated module inside a boundary that survives its remote being down. */
export function RemoteSlot(props: RemoteSlotProps) {
  // Header modules show what only the browser knows (the cart, the visitor): the server renders
  // nothing for them, and so does the render that adopts its HTML. A page slot must not wait:
  // any change above a page the browser is still adopting would make React render it anew.
  return props.compact || props.quiet ? (
    <AfterHydration>
      <Slot {...props} />
    </AfterHydration>
  ) : (
    <Slot {...props} />
  );
}

function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

function Slot({ id, compact = false, quiet = false, onError }: RemoteSlotProps) {
  const [, retried] = useReducer((attempt: number) => attempt + 1, 0);
  const { pathname } = useLocation();
  // The same lazy component on every render (cached per module); a retry replaces it.
  const Module = remoteComponent(id);
  const retry = () => {
    forgetRemoteModule(id);
    retried();
  };
  const page = !compact && !quiet;
  const placeholder = page ? <LoadingView /> : null;
  // A page that failed is settled as well: its fallback answers.
  const failed = page
    ? (error: Error) => {
        markPageReady();
        onError?.(error);
      }
    : onError;
  return (
    <RemoteBoundary
      title={REMOTE_MODULES[id]}
      compact={compact}
      quiet={quiet}
      onRetry={retry}
      onError={failed}
      resetKey={pathname}
    >
      <Suspense fallback={placeholder}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per module, not made per render */}
        <Module />
        {page ? <PageReadyMark /> : null}
      </Suspense>
    </RemoteBoundary>
  );
}
