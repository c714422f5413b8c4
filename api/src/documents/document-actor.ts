import type { Viewer } from '../core/viewer';

/** Who writes a document: their uid, and the name it keeps (their name, else e-mail, else uid). */
export interface DocumentActor {
  uid: string;
  name: string;
}

/** Who made a new document. */
export const createdBy = (actor: DocumentActor) => ({ createdBy: actor.uid, createdByName: actor.name });

/** Marks a draft posted: its status, and who posted it when. */
export const postedBy = (actor: DocumentActor, at = new Date()) => ({
  status: 'POSTED' as const,
  postedAt: at,
  postedBy: actor.uid,
  postedByName: actor.name,
});

/** Marks a posted document cancelled: its status, and who cancelled it when. */
export const cancelledBy = (actor: DocumentActor, at = new Date()) => ({
  status: 'CANCELLED' as const,
  cancelledAt: at,
  cancelledBy: actor.uid,
  cancelledByName: actor.name,
});

export const actorOf = (viewer: Viewer): DocumentActor => ({
  uid: viewer.uid,
  name: viewer.token.displayName?.trim() || viewer.token.email || viewer.uid,
});
