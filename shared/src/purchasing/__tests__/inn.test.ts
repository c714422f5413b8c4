import { innChecksumHolds, innProblem, kppProblem } from '../inn';

describe('INN and KPP', () => {
  it('accepts INNs whose check digits add up: companies (10 digits) and entrepreneurs (12)', () => {
    expect(['7707083893', '7736207543', '500100732259'].map(innChecksumHolds)).toEqual([true, true, true]);
    expect(innProblem('7707083893')).toBeNull();
  });

  it('names what is wrong with a bad one', () => {
    expect(innProblem('')).toBe('Укажите ИНН');
    expect(innProblem('77070838a3')).toBe('ИНН состоит только из цифр');
    expect(innProblem('77070838')).toMatch(/^ИНН — 10 цифр у организации или 12/);
    expect(innProblem('7707083894')).toMatch(/^ИНН с ошибкой: не сходятся контрольные цифры/);
    expect(innProblem('500100732258')).toMatch(/контрольные цифры/);
  });

  it('takes an empty KPP or nine digits', () => {
    expect(kppProblem('')).toBeNull();
    expect(kppProblem('773601001')).toBeNull();
    expect(kppProblem('77360100')).toBe('КПП — 9 цифр');
  });
});
