import type { ProductInput } from '../core/schema-types.generated';
import { readProductInput } from '../products/product-input';
import {
  categoryOptions,
  cellText,
  looseText,
  productCell,
  type PriceListColumn,
  type PriceListProduct,
  type PriceListTerms,
} from './price-list-columns';
import { PriceListFileError, type RawCell } from './price-list-file';
import type { PriceListChange } from '../db/price-list-schema';

/** The file's columns by cell index: the price list's column, or null for one not loaded. */
export interface PriceListHeader {
  columns: (PriceListColumn | null)[];
  /** What the clerk should know of the columns (Russian). */
  notices: string[];
  vendorCodeIndex: number;
  /** Where the stock columns are: only compared, never loaded. */
  stockIndexes: { index: number; locationNid: number }[];
}

/** A header without its unit: «Цена» of «Цена, ₽» (and of «Цена, ?», as a Windows-1251 CSV writes the sign). */
const bareHeader = (header: string) => header.replace(/,\s*[^,]+$/, '');

/** A header names a column by its header, or without its unit. */
function headerNames(column: PriceListColumn): string[] {
  const full = looseText(column.header);
  const bare = bareHeader(full);
  return bare && bare !== full ? [full, bare] : [full];
}

const headerText = (cell: RawCell) => (cell === null ? '' : typeof cell === 'object' ? '' : String(cell).trim());

/** Reads the header row. Throws PriceListFileError when there is no vendor code column or a column is twice. */
export function readHeader(terms: PriceListTerms, cells: readonly RawCell[]): PriceListHeader {
  const byName = new Map<string, PriceListColumn>();
  for (const column of terms.columns) for (const name of headerNames(column)) byName.set(name, column);
  const seen = new Set<PriceListColumn>();
  const unknown: string[] = [];
  const columns = cells.map((cell) => {
    const text = headerText(cell);
    if (!text) return null;
    const column = byName.get(looseText(text)) ?? byName.get(bareHeader(looseText(text)));
    if (!column) {
      unknown.push(`«${text.slice(0, 60)}»`);
      return null;
    }
    if (seen.has(column)) throw new PriceListFileError(`Столбец «${column.header}» встречается в первой строке дважды`);
    seen.add(column);
    return column;
  });
  const vendorCodeIndex = columns.findIndex((column) => column?.key === 'vendorCode');
  if (vendorCodeIndex < 0)
    throw new PriceListFileError('В первой строке нет столбца «Артикул»: по артикулу находятся товары');
  const stockIndexes = columns.flatMap((column, index) =>
    column?.key === 'stock' ? [{ index, locationNid: column.locationNid }] : [],
  );
  const notices: string[] = [];
  if (unknown.length)
    notices.push(`Эти столбцы не загружаются — таких нет в прайс-листе: ${unknown.slice(0, 10).join(', ')}`);
  if (stockIndexes.length)
    notices.push('Остатки из файла не загружаются: их меняют поступления, перемещения и инвентаризация');
  return { columns, notices, vendorCodeIndex, stockIndexes };
}

/** What a row of the file does. */
export type RowOutcome =
  | { status: 'BLANK' }
  | { status: 'UNCHANGED'; vendorCode: string }
  | { status: 'REFUSED'; vendorCode: string; name: string; reason: string }
  | { status: 'NEW'; vendorCode: string; name: string; changes: PriceListChange[]; input: ProductInput }
  | {
      status: 'CHANGED';
      vendorCode: string;
      name: string;
      productNid: number;
      changes: PriceListChange[];
      /** The product's edit version as read: the apply refuses the row when it has another. */
      editVersion: string;
      input: ProductInput;
    };

const isBlank = (cell: RawCell) => cell === null || (typeof cell === 'string' && cell.trim() === '');

/** A cell's text; a formula's is refused (a spreadsheet's formula is never a product's words). */
function textOf(cell: RawCell, header: string, problems: string[]): string {
  if (cell === null) return '';
  if (typeof cell === 'object') {
    problems.push(`«${header}»: в ячейке формула — сохраните в ней значение`);
    return '';
  }
  return String(cell).trim();
}

/** A whole number in a cell: «12 500», «12500,00» and a formula's computed number read; null for an empty cell. */
function wholeOf(cell: RawCell, header: string, problems: string[]): number | null {
  const value = typeof cell === 'object' && cell !== null ? cell.result : cell;
  if (typeof cell === 'object' && cell !== null && value === null) {
    problems.push(`«${header}»: в ячейке формула без значения — пересчитайте и сохраните файл в Excel`);
    return null;
  }
  if (value === null) return null;
  const text =
    typeof value === 'number' ? String(value) : value.replace(/[\s\u00a0\u202f]/g, '').replace(/₽|руб\.?$/i, '');
  if (text === '') return null;
  const number = Number(text.replace(',', '.'));
  if (!/^-?\d+([.,]\d+)?$/.test(text) && typeof value !== 'number') {
    problems.push(`«${header}»: «${String(value).slice(0, 40)}» — не число`);
    return null;
  }
  if (!Number.isInteger(number)) {
    problems.push(`«${header}»: ${String(value).slice(0, 40)} — нужно целое число`);
    return null;
  }
  return number;
}

/** The product a new row starts from: nothing but its vendor code. */
const blankInput = (vendorCode: string): ProductInput => ({
  name: '',
  vendorCode,
  categoryNid: 0,
  price: 0,
  priceWithAction: null,
  description: '',
  warranty: '',
  onSale: true,
  images: [],
  imageAlts: [],
  selectValues: [],
  rangeValues: [],
});

/** The field errors of the product form's rules (and the catalogue's), as one refusal. */
function formProblems(terms: PriceListTerms, input: ProductInput): string[] {
  try {
    readProductInput(terms.metadata, input);
    return [];
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions?: { fieldErrors?: Record<string, string> } };
    return extensions?.fieldErrors ? Object.values(extensions.fieldErrors) : [message];
  }
}

/**
 * What one row does to the catalogue: `current` is the product of its vendor code, if there is one. The row's
 * cells in the file's columns replace the product's (an empty cell clears an optional one); columns the file
 * lacks keep what the product has. The result is checked by the product form's own rules.
 */
export function compareRow(
  terms: PriceListTerms,
  header: PriceListHeader,
  cells: readonly RawCell[],
  current: PriceListProduct | undefined,
): RowOutcome {
  if (header.columns.every((column, index) => column === null || isBlank(cells[index] ?? null)))
    return { status: 'BLANK' };
  const problems: string[] = [];
  const vendorCode = textOf(cells[header.vendorCodeIndex] ?? null, 'Артикул', problems);
  const before = current?.input;
  const input: ProductInput = before ? structuredClone(before) : blankInput(vendorCode);
  // Every option's value as it stands, by option nid, to rebuild the category's list from.
  const values = new Map<number, number | null>([
    ...input.selectValues.map(({ optionNid, valueNid }) => [optionNid, valueNid ?? null] as const),
    ...input.rangeValues.map(({ optionNid, value }) => [optionNid, value ?? null] as const),
  ]);
  const written = new Map<number, { header: string; value: number | null }>();
  header.columns.forEach((column, index) => {
    if (!column) return;
    const cell = cells[index] ?? null;
    switch (column.key) {
      case 'vendorCode':
      case 'stock':
        return;
      case 'name':
        input.name = textOf(cell, column.header, problems);
        return;
      case 'category': {
        const text = textOf(cell, column.header, problems);
        const category = terms.categoryOfLabel.get(looseText(text));
        if (category) input.categoryNid = category.nid;
        else problems.push(text ? `Нет такой категории: «${text.slice(0, 80)}»` : 'Не указана категория');
        return;
      }
      case 'price':
        input.price = wholeOf(cell, column.header, problems) ?? 0;
        return;
      case 'priceWithAction':
        input.priceWithAction = wholeOf(cell, column.header, problems);
        return;
      case 'images': {
        const images = textOf(cell, column.header, problems).split(/\s+/).filter(Boolean);
        const alts = new Map((before?.images ?? []).map((image, at) => [image, before?.imageAlts?.[at] ?? '']));
        input.images = images;
        input.imageAlts = images.map((image) => alts.get(image) ?? '');
        return;
      }
      case 'option': {
        const { option } = column;
        if (option.valType === 'range') {
          written.set(option.nid, { header: column.header, value: wholeOf(cell, column.header, problems) });
          return;
        }
        const text = textOf(cell, column.header, problems);
        if (!text) {
          written.set(option.nid, { header: column.header, value: null });
          return;
        }
        const valueNid = terms.valueOfName.get(option.nid)?.get(looseText(text));
        if (valueNid === undefined) problems.push(`«${column.header}»: нет такого значения — «${text.slice(0, 80)}»`);
        else if (valueNid === null) problems.push(`«${column.header}»: значение «${text.slice(0, 80)}» неоднозначно`);
        else written.set(option.nid, { header: column.header, value: valueNid });
        return;
      }
    }
  });
  const edited = categoryOptions(terms, input.categoryNid || null);
  const editedNids = new Set(edited.map((option) => option.nid));
  const category = terms.metadata.categoryByNid.get(input.categoryNid);
  for (const [optionNid, { header: name, value }] of written) {
    if (editedNids.has(optionNid)) values.set(optionNid, value);
    // Without a category there is nothing to hold an option against: the category's problem is told.
    else if (value !== null && category)
      problems.push(`Свойство «${name}» не относится к категории «${category.rusName}»`);
  }
  input.selectValues = edited
    .filter((option) => option.valType === 'select')
    .map((option) => ({ optionNid: option.nid, valueNid: values.get(option.nid) ?? null }));
  input.rangeValues = edited
    .filter((option) => option.valType === 'range')
    .map((option) => ({ optionNid: option.nid, value: values.get(option.nid) ?? null }));

  const name = input.name || (before?.name ?? '');
  if (problems.length === 0) problems.push(...formProblems(terms, input));
  if (problems.length) return { status: 'REFUSED', vendorCode, name, reason: [...new Set(problems)].join('; ') };

  const stocks = current?.stocks ?? new Map<number, number>();
  const after = { input, stocks };
  const changes = header.columns.flatMap((column): PriceListChange[] => {
    if (!column || column.key === 'stock' || column.key === 'vendorCode') return [];
    const was = current ? cellText(productCell(terms, column, current)) : '';
    const now = cellText(productCell(terms, column, after));
    return was === now ? [] : [{ column: column.header, before: was, after: now }];
  });
  if (!current) return { status: 'NEW', vendorCode, name, changes, input };
  if (changes.length === 0) return { status: 'UNCHANGED', vendorCode };
  return {
    status: 'CHANGED',
    vendorCode,
    name,
    productNid: current.nid,
    changes,
    editVersion: current.editVersion,
    input,
  };
}

/** Whether the row's stock cells differ from what the ledger has (they are not loaded: the clerk is told). */
export function stockDiffers(
  header: PriceListHeader,
  cells: readonly RawCell[],
  current: PriceListProduct | undefined,
) {
  if (!current) return false;
  return header.stockIndexes.some(({ index, locationNid }) => {
    const cell = cells[index] ?? null;
    if (isBlank(cell)) return false;
    const number = wholeOf(cell, '', []);
    return number !== (current.stocks.get(locationNid) ?? 0);
  });
}
