import { within, type ByRoleMatcher } from '@testing-library/react';

/** The text of every element of `role` inside `container`, in order: a menu's links, a history's entries, a row's cells. */
export const textsByRole = (container: HTMLElement, role: ByRoleMatcher) =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);
