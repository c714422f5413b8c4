import { shopStore } from '@shop/shared/store';

interface Staff {
  uid: string;
  displayName: string;
  email: string;
}

/**
 * How a test file's cases sign in as `staff`, each with the roles it names (`{ isSeller: true }`);
 * every case ends signed out.
 */
export function staffSignIn(staff: Staff): (roles: Record<string, boolean>) => void {
  afterEach(() => shopStore.getState().signOut());
  return (roles) => shopStore.getState().signIn(staff, roles);
}
