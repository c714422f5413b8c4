import { CombinedGraphQLErrors } from '@shop/shared/apollo';
import type { CountErrors, CountLine } from '../hooks/count-form-check';

/** Why a count was not posted: what to fix beside the fields, or a message for the whole form. */
export type PostCountFailure = { kind: 'fields'; errors: CountErrors } | { kind: 'message'; message: string };

const UNAVAILABLE =
  'Не удалось провести инвентаризацию: сервер недоступен. Введённые данные сохранены — попробуйте ещё раз.';
const FORBIDDEN = 'Ваша роль не позволяет проводить инвентаризацию. Обратитесь к администратору магазина.';

/** The API's `fieldErrors` (`lines.2.counted`, `lines`, `comment`, `locationNid`) placed beside the lines as they were sent. */
function placeFieldErrors(fieldErrors: Record<string, unknown>, lines: readonly CountLine[]): CountErrors {
  const errors: CountErrors = { byNid: {} };
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (typeof message !== 'string') continue;
    const line = /^lines\.(\d+)\./.exec(key);
    const nid = line ? lines[Number(line[1])]?.nid : undefined;
    if (nid !== undefined) errors.byNid[nid] = message;
    else if (key === 'comment') errors.comment = message;
    else if (key === 'locationNid') errors.location = message;
    else errors.lines = message;
  }
  return errors;
}

/** Sorts a failed postInventoryCount into what staff can fix and what they can only retry. */
export function postCountFailure(error: unknown, lines: readonly CountLine[]): PostCountFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'message', message: UNAVAILABLE };
  for (const { extensions, message } of error.errors) {
    if (extensions?.code === 'FORBIDDEN') return { kind: 'message', message: FORBIDDEN };
    if (extensions?.code !== 'BAD_USER_INPUT') continue;
    const { fieldErrors } = extensions as { fieldErrors?: unknown };
    if (typeof fieldErrors === 'object' && fieldErrors !== null)
      return { kind: 'fields', errors: placeFieldErrors(fieldErrors as Record<string, unknown>, lines) };
    return { kind: 'message', message };
  }
  return { kind: 'message', message: UNAVAILABLE };
}
