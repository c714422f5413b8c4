import { useEffect } from 'react';
import { shopStore } from '@shop/shared/store';

/**
 * Mounted once by the shell: reports the auth state to the shared store. No sign-in provider
 * is connected yet (Firebase sign-in is not wired in yet), so the first and only report is
 * "anonymous": authLoading turns false and every role flag stays false.
 */
export function AuthRuntime() {
  useEffect(() => {
    if (shopStore.getState().authLoading) shopStore.getState().signOut();
  }, []);
  return null;
}
