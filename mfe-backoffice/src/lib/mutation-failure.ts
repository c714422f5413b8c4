import { CombinedGraphQLErrors } from '@shop/shared/apollo';

/** Field path (`inn`, `lines.2.quantity`) -> the Russian message shown beside that field. */
export type FieldErrors = Record<string, string>;

/** Why a back-office write failed: what to fix beside the fields, or one message for the form. */
export type MutationFailure = { fieldErrors: FieldErrors; message: string } | { fieldErrors: null; message: string };

const UNAVAILABLE = 'Не удалось сохранить: сервер недоступен. Введённые данные на месте — попробуйте ещё раз.';
const FORBIDDEN = 'Ваша роль не позволяет это действие. Обратитесь к администратору магазина.';

/** Sorts a failed mutation into field messages (BAD_USER_INPUT with fieldErrors) or one message. */
export function mutationFailure(error: unknown): MutationFailure {
  if (!CombinedGraphQLErrors.is(error)) return { fieldErrors: null, message: UNAVAILABLE };
  const [first] = error.errors;
  const extensions = (first?.extensions ?? {}) as { code?: string; fieldErrors?: unknown };
  if (extensions.code === 'FORBIDDEN') return { fieldErrors: null, message: FORBIDDEN };
  if (
    extensions.code === 'BAD_USER_INPUT' &&
    typeof extensions.fieldErrors === 'object' &&
    extensions.fieldErrors !== null
  ) {
    const fieldErrors = Object.fromEntries(
      Object.entries(extensions.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { fieldErrors, message: first?.message ?? '' };
  }
  return { fieldErrors: null, message: first?.message ?? UNAVAILABLE };
}

/** Runs a mutation; the answer's data, or the failure sorted for the form. */
export async function attempt<T>(
  run: () => Promise<T>,
): Promise<{ ok: true; data: T } | { ok: false; failure: MutationFailure }> {
  try {
    return { ok: true, data: await run() };
  } catch (error) {
    return { ok: false, failure: mutationFailure(error) };
  }
}

/** The failure's message when no field carries it: what the form shows above its buttons. */
export const formMessage = (failure: MutationFailure | null | undefined) =>
  failure && !failure.fieldErrors ? failure.message : undefined;
