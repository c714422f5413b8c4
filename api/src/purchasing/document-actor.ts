import type { Viewer } from '../core/viewer';
import { badUserInput } from '../core/errors';

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

/** Field path -> Russian message, as the form shows them beside its fields. */
export type FieldErrors = Record<string, string>;

/** Throws BAD_USER_INPUT carrying `fieldErrors` when there are any. */
export function refuseWhenInvalid(message: string, errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badUserInput(message, { fieldErrors: errors });
}

const MAX_TEXT_LENGTH = 500;

/** A trimmed optional text, checked for length and NUL (PostgreSQL text cannot hold one); null when empty. */
export function optionalText(
  value: string | null | undefined,
  field: string,
  errors: FieldErrors,
  max = MAX_TEXT_LENGTH,
): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) errors[field] = `Не длиннее ${max} символов`;
  if (text.includes('\u0000')) errors[field] = 'Уберите из текста непечатаемые символы';
  return text || null;
}

/** Escapes LIKE wildcards, for a «contains» search. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
