/**
 * Russian bank requisites with their check digits: the BIC (БИК), the bank's correspondent account and a
 * settlement account at that bank. An account's key (its 9th digit) makes the weighted sum of the BIC's
 * digits and the account come out a multiple of 10 (the Bank of Russia's rule 385-П): a settlement account
 * is checked with the BIC's last three digits, a correspondent account with «0» and the BIC's 5th and 6th.
 */

const WEIGHTS = [7, 1, 3];

const keyHolds = (control: string) =>
  [...control].reduce((sum, digit, index) => sum + Number(digit) * (WEIGHTS[index % 3] ?? 0), 0) % 10 === 0;

/** The Russian message for a wrong BIC, or null. */
export function bicProblem(bic: string): string | null {
  if (!bic) return 'Укажите БИК банка';
  if (!/^\d{9}$/.test(bic)) return 'БИК — 9 цифр';
  if (!bic.startsWith('04')) return 'БИК российского банка начинается с 04';
  return null;
}

/** The Russian message for a wrong settlement account (расчётный счёт) at the bank of `bic`, or null. */
export function settlementAccountProblem(account: string, bic: string): string | null {
  if (!account) return 'Укажите расчётный счёт';
  if (!/^\d{20}$/.test(account)) return 'Расчётный счёт — 20 цифр';
  if (bicProblem(bic)) return 'Расчётный счёт проверяется по БИК: сначала исправьте БИК';
  if (!keyHolds(bic.slice(6) + account)) return 'Расчётный счёт с ошибкой: не сходится контрольный ключ с БИК банка';
  return null;
}

/** The Russian message for a wrong correspondent account (корр. счёт) of the bank of `bic`, or null. */
export function correspondentAccountProblem(account: string, bic: string): string | null {
  if (!account) return 'Укажите корреспондентский счёт банка';
  if (!/^\d{20}$/.test(account)) return 'Корреспондентский счёт — 20 цифр';
  if (!account.startsWith('30101')) return 'Корреспондентский счёт банка начинается с 30101';
  if (bicProblem(bic)) return 'Корреспондентский счёт проверяется по БИК: сначала исправьте БИК';
  if (!keyHolds(`0${bic.slice(4, 6)}${account}`))
    return 'Корреспондентский счёт с ошибкой: не сходится контрольный ключ с БИК банка';
  return null;
}
