import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Replaces what a field holds with `text`, as staff clear it and type anew. */
export async function retype(user: UserEvent, field: Element, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/**
 * Retypes the quantity of each product named, in its line's field «<label>: <product>» (found once the lines have
 * appeared); the fields, in the order given.
 */
export async function retypeLines(user: UserEvent, label: string, quantities: Record<string, string>) {
  const fields: HTMLElement[] = [];
  for (const [product, quantity] of Object.entries(quantities)) {
    const field = await screen.findByRole('textbox', { name: `${label}: ${product}` });
    await retype(user, field, quantity);
    fields.push(field);
  }
  return fields;
}

/** A field the form refused: marked invalid, with `message` beside it as its description. */
export function expectRefused(field: Element | undefined, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}
