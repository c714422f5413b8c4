import { isPictureAddress } from '../catalog-url/picture-address';
import { REQUIRED_PRODUCT_OPTIONS, type FormOption } from './product-options';
import { hasHiddenCharacters, HIDDEN_CHARACTERS } from '../typed-text';

/** The limits of the product form, the same in the back-office and the API. */
export const PRODUCT_LIMITS = {
  name: 200,
  vendorCode: 60,
  description: 5_000,
  warranty: 200,
  images: 20,
  imageUrl: 500,
  /** A picture's alternative text. */
  imageAlt: 200,
  /** Rubles. */
  price: 100_000_000,
  /** Millimetres and other numbers of range options. */
  rangeValue: 100_000,
} as const;

/**
 * How a cell a spreadsheet takes for a formula begins (CSV injection: `=HYPERLINK(…)`): a product's name and
 * vendor code never begin so, and the price lists refuse such a cell and write none.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
const FORMULA_REFUSAL = 'не может начинаться с «=», «+», «-» или «@»: таблица примет это за формулу';

/** A product as the form sends it: numbers already read, null where nothing was typed. */
export interface ProductDraft {
  name: string;
  vendorCode: string;
  categoryNid: number | null;
  price: number | null;
  priceWithAction: number | null;
  description: string;
  warranty: string;
  images: readonly string[];
  /** Each picture's alternative text, by position in images ('' for none: the product's name stands for it). */
  imageAlts: readonly string[];
  /** The chosen value of each select option; null: none. */
  selectValues: readonly { optionNid: number; valueNid: number | null }[];
  /** The number of each range option; null: none. */
  rangeValues: readonly { optionNid: number; value: number | null }[];
}

/** An option the form edits, with the value nids it may take (select options). */
export interface DraftOption extends FormOption {
  valueNids?: readonly number[];
}

/** Field -> what is wrong, in Russian; an option's field is `options.<nid>`. */
export type ProductFieldErrors = Record<string, string>;

/** The form field of an option. */
export const optionField = (optionNid: number) => `options.${optionNid}`;

const isWhole = (value: number | null, min: number, max: number): value is number =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;
/** 100000 -> «100 000» with a no-break space, the same on every engine (toLocaleString is not). */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

function textErrors(draft: ProductDraft, errors: ProductFieldErrors): void {
  const name = draft.name.trim();
  if (!name) errors.name = 'Введите название товара';
  else if (name.length > PRODUCT_LIMITS.name) errors.name = `Название — не длиннее ${PRODUCT_LIMITS.name} символов`;
  const code = draft.vendorCode.trim();
  if (!code) errors.vendorCode = 'Введите артикул';
  else if (code.length > PRODUCT_LIMITS.vendorCode || /\s/.test(code)) {
    errors.vendorCode = `Артикул — без пробелов, не длиннее ${PRODUCT_LIMITS.vendorCode} символов`;
  } else if (FORMULA_START.test(code)) errors.vendorCode = `Артикул ${FORMULA_REFUSAL}`;
  if (!errors.name && FORMULA_START.test(name)) errors.name = `Название ${FORMULA_REFUSAL}`;
  if (draft.description.length > PRODUCT_LIMITS.description) {
    errors.description = `Описание — не длиннее ${PRODUCT_LIMITS.description} символов`;
  }
  if (draft.warranty.trim().length > PRODUCT_LIMITS.warranty)
    errors.warranty = `Гарантия — не длиннее ${PRODUCT_LIMITS.warranty} символов`;
  // PostgreSQL text cannot hold a NUL, and no one types control or invisible characters on purpose.
  for (const field of ['name', 'vendorCode', 'description', 'warranty'] as const) {
    if (hasHiddenCharacters(draft[field], 'lines')) errors[field] ??= HIDDEN_CHARACTERS;
  }
}

function priceErrors(draft: ProductDraft, errors: ProductFieldErrors): void {
  const { price, priceWithAction } = draft;
  const max = PRODUCT_LIMITS.price;
  if (!isWhole(price, 1, max)) errors.price = `Укажите цену — целое число рублей от 1 до ${grouped(max)}`;
  if (priceWithAction === null) return;
  if (!isWhole(priceWithAction, 1, max)) errors.priceWithAction = 'Цена по акции — целое число рублей больше нуля';
  else if (isWhole(price, 1, max) && priceWithAction >= price)
    errors.priceWithAction = 'Цена по акции должна быть меньше обычной цены';
}

function pictureErrors({ images, imageAlts }: ProductDraft, errors: ProductFieldErrors): void {
  if (images.length === 0) errors.images = 'Добавьте хотя бы одну картинку';
  else if (images.length > PRODUCT_LIMITS.images) errors.images = `Не больше ${PRODUCT_LIMITS.images} картинок`;
  else if (images.some((url) => url.length > PRODUCT_LIMITS.imageUrl || !isPictureAddress(url))) {
    errors.images = `Адрес картинки — https://… или /media/…, без пробелов, не длиннее ${PRODUCT_LIMITS.imageUrl} символов`;
  } else if (imageAlts.length !== images.length) {
    errors.images = 'Подписей к картинкам должно быть столько же, сколько картинок';
  } else if (imageAlts.some((alt) => alt.trim().length > PRODUCT_LIMITS.imageAlt)) {
    errors.images = `Подпись к картинке — не длиннее ${PRODUCT_LIMITS.imageAlt} символов`;
  } else if (imageAlts.some((alt) => hasHiddenCharacters(alt, 'one line'))) {
    errors.images = HIDDEN_CHARACTERS;
  }
}

function optionErrors(draft: ProductDraft, options: readonly DraftOption[], errors: ProductFieldErrors): void {
  const selected = new Map(draft.selectValues.map((entry) => [entry.optionNid, entry.valueNid]));
  const numbers = new Map(draft.rangeValues.map((entry) => [entry.optionNid, entry.value]));
  for (const option of options) {
    const field = optionField(option.nid);
    if (option.valType === 'range') {
      const value = numbers.get(option.nid) ?? null;
      if (value !== null && !isWhole(value, 0, PRODUCT_LIMITS.rangeValue)) {
        errors[field] = `${option.rusName}: целое число от 0 до ${grouped(PRODUCT_LIMITS.rangeValue)}`;
      }
      continue;
    }
    const valueNid = selected.get(option.nid) ?? null;
    if (valueNid === null) {
      if (REQUIRED_PRODUCT_OPTIONS.includes(option.name))
        errors[field] = `Выберите значение: ${option.rusName.toLowerCase()}`;
    } else if (option.valueNids && !option.valueNids.includes(valueNid)) {
      errors[field] = 'Выберите значение из списка';
    }
  }
}

/**
 * What is wrong with a product draft, field by field (empty when it may be saved). `options`
 * are the ones the form edits for the draft's category (productFormOptions). The API adds
 * what only it can know: whether the category exists, whether the vendor code is taken.
 */
export function validateProduct(draft: ProductDraft, options: readonly DraftOption[]): ProductFieldErrors {
  const errors: ProductFieldErrors = {};
  textErrors(draft, errors);
  if (draft.categoryNid === null) errors.categoryNid = 'Выберите категорию';
  priceErrors(draft, errors);
  pictureErrors(draft, errors);
  optionErrors(draft, options, errors);
  return errors;
}
