import type { StateCreator } from 'zustand/vanilla';
import { NO_ROLES, toRoles, type RoleFlag, type Roles } from '../access/roles';

/** The signed-in person as the site shows them. */
export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL?: string | null;
}

export interface SessionSlice extends Roles {
  user: SessionUser | null;
  /** True until the first auth state report (requirements §4). */
  authLoading: boolean;
  /** Signed in: the user and the flags read from their user document (truthy only). */
  signIn: (user: SessionUser, roles?: Partial<Record<RoleFlag, unknown>>) => void;
  /** Signed out: every flag false, no user (requirements §4). */
  signOut: () => void;
}

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set) => ({
  user: null,
  authLoading: true,
  ...NO_ROLES,
  signIn: (user, roles) => set({ user, authLoading: false, ...toRoles(roles) }),
  signOut: () => set({ user: null, authLoading: false, ...NO_ROLES }),
});
