/** Russian taxpayer numbers: the INN with its check digits (10: a company, 12: an entrepreneur), and the KPP. */

const digitsOf = (text: string) => [...text].map(Number);
const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0) % 11) % 10;

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** Whether the INN's check digits add up (10 digits: a company, 12: an entrepreneur). */
export function innChecksumHolds(inn: string): boolean {
  const digits = digitsOf(inn);
  if (/^\d{10}$/.test(inn)) return checkDigit(digits, W10) === digits[9];
  if (/^\d{12}$/.test(inn)) return checkDigit(digits, W11) === digits[10] && checkDigit(digits, W12) === digits[11];
  return false;
}

/** The Russian message for a wrong INN, or null when it is right. */
export function innProblem(inn: string): string | null {
  if (!inn) return 'Укажите ИНН';
  if (!/^\d+$/.test(inn)) return 'ИНН состоит только из цифр';
  if (inn.length !== 10 && inn.length !== 12)
    return 'ИНН — 10 цифр у организации или 12 у индивидуального предпринимателя';
  if (!innChecksumHolds(inn)) return 'ИНН с ошибкой: не сходятся контрольные цифры — сверьте с документами поставщика';
  return null;
}

/** The Russian message for a wrong KPP (optional), or null. */
export function kppProblem(kpp: string): string | null {
  if (!kpp) return null;
  return /^\d{9}$/.test(kpp) ? null : 'КПП — 9 цифр';
}
