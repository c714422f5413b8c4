import { bicProblem, correspondentAccountProblem, settlementAccountProblem } from '../bank-account';

// Sberbank's Moscow requisites (public): BIC 044525225, correspondent account 30101810400000000225.
const BIC = '044525225';

describe('bank requisites', () => {
  it('takes a BIC of a Russian bank and accounts whose keys hold against it', () => {
    expect(bicProblem(BIC)).toBeNull();
    expect(correspondentAccountProblem('30101810400000000225', BIC)).toBeNull();
    expect(settlementAccountProblem('40702810538000123456', BIC)).toBeNull();
  });

  it('names what is wrong with a bad BIC', () => {
    expect(bicProblem('')).toBe('Укажите БИК банка');
    expect(bicProblem('04452522')).toBe('БИК — 9 цифр');
    expect(bicProblem('144525225')).toBe('БИК российского банка начинается с 04');
  });

  it('finds a mistyped digit of an account by its key', () => {
    expect(settlementAccountProblem('40702810538000123457', BIC)).toMatch(/не сходится контрольный ключ/);
    expect(settlementAccountProblem('40702810538000123456', '044525974')).toMatch(/не сходится контрольный ключ/);
    expect(correspondentAccountProblem('30101810500000000225', BIC)).toMatch(/не сходится контрольный ключ/);
  });

  it('names the shape an account must have', () => {
    expect(settlementAccountProblem('', BIC)).toBe('Укажите расчётный счёт');
    expect(settlementAccountProblem('4070281053800012345', BIC)).toBe('Расчётный счёт — 20 цифр');
    expect(correspondentAccountProblem('40702810538000123456', BIC)).toBe(
      'Корреспондентский счёт банка начинается с 30101',
    );
    expect(settlementAccountProblem('40702810538000123456', '12')).toMatch(/сначала исправьте БИК/);
  });
});
