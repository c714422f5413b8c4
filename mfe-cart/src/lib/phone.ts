/** +79261234567 as buyers read it: +7 (926) 123-45-67. Anything else is returned as it is. */
export function formatPhone(normalized: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(normalized);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : normalized;
}
