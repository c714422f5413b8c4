import type { Roles } from '@shop/shared/access';

/** The signed-in user a request comes from. */
export interface Viewer {
  /** Firebase uid. */
  uid: string;
  /** From their user document, read for this request; none before it exists. */
  roles: Roles;
  /** The profile their verified ID token carries. */
  token: TokenUser;
}

/** What a request knows about who sends it: enough to decide whether they may do something. */
export interface ViewerSession {
  /** Who sends the request; null for a guest. */
  viewer: Viewer | null;
  /**
   * The viewer as their user document says now: a socket's subscription asks before each event,
   * so a role removed meanwhile counts at once. The token is not verified again.
   */
  freshViewer: () => Promise<Viewer | null>;
  /**
   * Verifies the viewer's token again, with Firebase's revocation and disabled-account checks:
   * back-office mutations call it, so a disabled account or revoked session stops at once.
   * Throws UNAUTHENTICATED (401).
   */
  confirmSession: () => Promise<void>;
  /**
   * The deploying machine, when the request carries the valid release token (`RELEASE_TOKEN`):
   * `by` is how the history names it. Such a request has no viewer and reaches only the fields
   * whose rule admits the token.
   */
  release: { by: string } | null;
}

/** The person a verified Firebase ID token speaks for, as the token says. */
export interface TokenUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  /** When the token stops being valid (its `exp`): an open socket is closed then. */
  expiresAt: Date;
}

/** How the shop's records name a member of staff: their name, else their e-mail, else their uid. */
export const staffNameOf = (viewer: Viewer) => viewer.token.displayName?.trim() || viewer.token.email || viewer.uid;
