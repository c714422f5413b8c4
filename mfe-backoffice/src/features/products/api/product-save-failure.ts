import { CombinedGraphQLErrors } from '@shop/shared/apollo';
import type { ProductFieldErrors } from '@shop/shared/product-form';

/** Why a product was not saved: problems beside fields, or one message for the whole form. */
export interface ProductSaveFailure {
  fieldErrors: ProductFieldErrors;
  /** Shown above the button; null when every problem has its field. */
  message: string | null;
}

const UNAVAILABLE = 'Не удалось сохранить товар: сервер недоступен. Введённые данные не потеряны — попробуйте ещё раз.';

function fieldErrorsOf(value: unknown): ProductFieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/**
 * Sorts a failed createProduct / updateProduct: BAD_USER_INPUT with fieldErrors goes beside the
 * fields; a refusal (FORBIDDEN, NOT_FOUND, another BAD_USER_INPUT) shows the server's Russian
 * message; anything else reads as the server being unavailable.
 */
export function productSaveFailure(error: unknown): ProductSaveFailure {
  if (!CombinedGraphQLErrors.is(error)) return { fieldErrors: {}, message: UNAVAILABLE };
  for (const { extensions, message } of error.errors) {
    const code = extensions?.code;
    const fieldErrors = code === 'BAD_USER_INPUT' ? fieldErrorsOf(extensions?.fieldErrors) : {};
    if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: null };
    if (code === 'BAD_USER_INPUT' || code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'UNAUTHENTICATED') {
      return { fieldErrors: {}, message };
    }
  }
  return { fieldErrors: {}, message: UNAVAILABLE };
}
