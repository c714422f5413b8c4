import { toRoles, type RoleFlag } from '@shop/shared/access';
import type { AuthSettings } from '../auth/auth-settings';
import type { Viewer } from '../core/viewer';

/** Auth settings for tests that build a context by hand: the emulator's project, no administrator e-mails. */
export const TEST_AUTH: AuthSettings = { projectId: 'demo-shop', adminEmails: new Set() };

/** A viewer as a verified token and their user document would make it, for running the schema directly. */
export function testViewer(uid: string, flags: Partial<Record<RoleFlag, boolean>> = {}): Viewer {
  return {
    uid,
    roles: toRoles(flags),
    token: {
      uid,
      displayName: uid,
      email: `${uid}@shop.test`,
      emailVerified: true,
      phoneNumber: null,
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  };
}
