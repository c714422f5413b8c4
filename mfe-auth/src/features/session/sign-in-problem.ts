/** Firebase error codes a visitor may cause, and what to tell them; null: nothing to say. */
const PROBLEMS: Record<string, string | null> = {
  // They closed the window or started another sign-in: their choice, no message.
  'auth/popup-closed-by-user': null,
  'auth/cancelled-popup-request': null,
  'auth/user-cancelled': null,
  'auth/popup-blocked':
    'Браузер заблокировал окно входа. Разрешите всплывающие окна для сайта и нажмите «Войти» ещё раз.',
  'auth/network-request-failed': 'Нет связи с сервером входа. Проверьте интернет и попробуйте ещё раз.',
  'auth/user-disabled': 'Эта учётная запись отключена. Обратитесь в магазин.',
  'auth/too-many-requests': 'Слишком много попыток входа. Подождите немного и попробуйте снова.',
};

const FALLBACK = 'Войти не удалось. Попробуйте ещё раз через минуту.';

/** The Russian message for a failed sign-in or sign-out, or null when the visitor just gave up. */
export function signInProblem(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code === 'string' && code in PROBLEMS) return PROBLEMS[code] ?? null;
  console.error('Sign-in failed', error);
  return FALLBACK;
}
