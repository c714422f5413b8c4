/** The forms of a Russian noun after a number: 1 товар, 2 товара, 5 товаров. */
export type PluralForms = readonly [one: string, few: string, many: string];

const russianRules = new Intl.PluralRules('ru-RU');

/** The form of the noun that goes with `count`, by the language's own rules (`Intl.PluralRules`). */
export function plural(count: number, [one, few, many]: PluralForms): string {
  switch (russianRules.select(count)) {
    case 'one':
      return one;
    case 'few':
      return few;
    default:
      return many;
  }
}

export const GOODS: PluralForms = ['товар', 'товара', 'товаров'];
