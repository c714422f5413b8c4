import { createContext, useContext } from 'react';
import { parseRuntimeConfig, type RuntimeConfig } from '@shop/shared/runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig>(parseRuntimeConfig({}));

export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

/** The deploy-time settings the shell was started with. */
export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
