import type { UserEvent } from '@testing-library/user-event';

/** Replaces what a field holds with `text`, as staff clear it and type anew. */
export async function retype(user: UserEvent, field: Element, text: string) {
  await user.clear(field);
  await user.type(field, text);
}
