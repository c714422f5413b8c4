import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { FORMULA_START } from '@shop/shared/product-form';
import type { PriceListFormat } from '../db/price-list-schema';
import { productCell, type PriceListCell, type PriceListProduct, type PriceListTerms } from './price-list-columns';

/** How wide a column is drawn in the workbook, in characters. */
const widthOf = (header: string) =>
  header === 'Название' ? 60 : header === 'Картинки' ? 50 : Math.min(Math.max(header.length + 2, 12), 30);

/**
 * A cell a spreadsheet would take for a formula is written quoted (`'=…`) in a CSV: Excel shows it as text,
 * and the import takes the quote off. A workbook's text cells are text already.
 */
const safeCsvCell = (cell: PriceListCell) =>
  typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : (cell ?? '');

async function writeXlsx(terms: PriceListTerms, rows: AsyncIterable<PriceListProduct>, out: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Прайс-лист', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = terms.columns.map((column) => ({ header: column.header, width: widthOf(column.header) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const product of rows) {
    sheet.addRow(terms.columns.map((column) => productCell(terms, column, product))).commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function writeCsv(terms: PriceListTerms, rows: AsyncIterable<PriceListProduct>, out: Writable) {
  async function* records() {
    yield terms.columns.map((column) => column.header);
    for await (const product of rows)
      yield terms.columns.map((column) => safeCsvCell(productCell(terms, column, product)));
  }
  // What Excel in Russian opens as a table by a double click: UTF-8 with its mark, semicolons, CRLF.
  await pipeline(records(), stringify({ delimiter: ';', record_delimiter: 'windows', bom: true }), out);
}

/** Writes the products as a price list in the format to `out`, a row at a time. */
export async function writePriceList(
  format: PriceListFormat,
  terms: PriceListTerms,
  rows: AsyncIterable<PriceListProduct>,
  out: Writable,
): Promise<void> {
  if (format === 'xlsx') await writeXlsx(terms, rows, out);
  else await writeCsv(terms, rows, out);
}
