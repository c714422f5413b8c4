import { emailProblem, hasHiddenCharacters } from '..';

const INVALID = 'Проверьте адрес почты: например, ivan@mail.ru';
const LATIN_LOCAL = 'Часть адреса до «@» пишется латиницей: например, ivan.petrov@mail.ru';
const MIXED = 'В адресе почты смешаны русские и латинские буквы — проверьте раскладку';

describe('emailProblem', () => {
  it.each([
    'ivan@mail.ru',
    'Ivan.Petrov+shop@yandex.ru',
    "o'brien@example.co.uk",
    'ivan@почта.рф',
    'ivan@xn--80a1acny.xn--p1ai',
    'a-b_c@sub-domain.example.com',
    `${'x'.repeat(64)}@mail.ru`,
    '  ivan@mail.ru  ',
  ])('takes %s', (email) => {
    expect(emailProblem(email)).toBeNull();
  });

  it.each<[string, string, string]>([
    ['a header injected after a line break', 'ivan@mail.ru\r\nBcc: all@evil.example', INVALID],
    ['a bare line feed', 'ivan@mail.ru\nBcc: all@evil.example', INVALID],
    ['two mailboxes', 'ivan@mail.ru, boss@mail.ru', INVALID],
    ['a display name with brackets', 'Иван <ivan@mail.ru>', LATIN_LOCAL],
    ['a bracketed address', '<ivan@mail.ru>', INVALID],
    ['a quoted local part', '"ivan petrov"@mail.ru', INVALID],
    ['a full-width at sign', 'ivan＠mail.ru', INVALID],
    ['a zero-width space', 'ivan\u200B@mail.ru', INVALID],
    ['a right-to-left override in the domain', 'ivan@mail\u202Eur.', INVALID],
    ['a Cyrillic local part', 'иван@mail.ru', LATIN_LOCAL],
    ['a Cyrillic «а» in a Latin domain', 'ivan@mаil.ru', MIXED],
    ['two dots in a row', 'ivan..petrov@mail.ru', INVALID],
    ['a leading dot', '.ivan@mail.ru', INVALID],
    ['a domain starting with a hyphen', 'ivan@-mail.ru', INVALID],
    ['a one-letter top-level domain', 'ivan@mail.r', INVALID],
    ['a numeric top-level domain', 'ivan@10.0.0.1', INVALID],
    ['no domain', 'ivan@', INVALID],
    ['no local part', '@mail.ru', INVALID],
    ['a local part over 64 characters', `${'x'.repeat(65)}@mail.ru`, INVALID],
    [
      'an address over 254 characters',
      `ivan@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(63)}.ru`,
      INVALID,
    ],
  ])('refuses %s', (_case, email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });
});

describe('hasHiddenCharacters', () => {
  const HIDDEN = [
    '\u0000',
    '\u0007',
    '\u001B',
    '\u007F',
    '\u0085',
    '\u200B',
    '\u200E',
    '\u202E',
    '\u2066',
    '\u2069',
    '\uFEFF',
  ];

  it('finds every control and invisible character, wherever it stands, in any field', () => {
    const texts = ['', 'Иван', 'Ул. Ленина, 1\nкв. 5', 'a b c'];
    for (const hidden of HIDDEN)
      for (const text of texts)
        for (let at = 0; at <= text.length; at += 1) {
          const typed = text.slice(0, at) + hidden + text.slice(at);
          expect(hasHiddenCharacters(typed, 'one line')).toBe(true);
          expect(hasHiddenCharacters(typed, 'lines')).toBe(true);
        }
  });

  it('keeps line breaks and tabs where a field has lines, and refuses them on one line', () => {
    for (const text of ['Первая строка\nвторая', 'строка\r\nещё', 'колонка\tещё']) {
      expect(hasHiddenCharacters(text, 'lines')).toBe(false);
      expect(hasHiddenCharacters(text, 'one line')).toBe(true);
    }
  });

  it('leaves ordinary text alone, an emoji joined by a zero-width joiner too', () => {
    for (const text of ['Иван Петров', 'ООО «Ромашка» — №1', 'Ёлка 🎄', 'Семья 👨‍👩‍👧', 'Ivan O’Brien'])
      expect(hasHiddenCharacters(text, 'one line')).toBe(false);
  });
});
