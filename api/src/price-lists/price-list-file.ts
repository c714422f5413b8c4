import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import { PRICE_LIST_EMPTY, PRICE_LIST_MAX_BYTES, PRICE_LIST_TOO_LARGE } from '@shop/shared/product-form';
import type { PriceListFormat } from '../db/price-list-schema';

/**
 * Reading an uploaded price list (api/README.md, «Price lists»): what the file is, decided by its content
 * (an XLSX workbook is a ZIP archive holding xl/workbook.xml; anything else must be text, CSV), then its
 * first sheet's rows one by one from the file on disk, never all of it in memory.
 */

/** A cell as the file holds it: text, a number, a formula (with the value the spreadsheet computed), or nothing. */
export type RawCell = string | number | { formula: string; result: string | number | null } | null;

export interface PriceListRow {
  /** The row's number as the spreadsheet shows it (a CSV's record number, from 1). */
  rowNo: number;
  cells: RawCell[];
}

export interface PriceListSheet {
  format: PriceListFormat;
  rows: AsyncIterable<PriceListRow>;
  /** Bytes of the file read so far: how far the reading is. */
  bytesRead: () => number;
}

export const PRICE_LIST_LIMITS = {
  bytes: PRICE_LIST_MAX_BYTES,
  rows: 100_000,
  columns: 300,
  /** What an XLSX holds unpacked: an archive that would unpack past it is refused unread (a ZIP bomb). */
  unpackedBytes: 200 * 1024 * 1024,
  /** Its shared strings, which the reading keeps in memory. */
  sharedStringBytes: 64 * 1024 * 1024,
  /** A CSV record's characters. */
  recordCharacters: 1024 * 1024,
} as const;

/** Why a file cannot be read at all, in Russian. */
export const PRICE_LIST_FAILURES = {
  tooLarge: PRICE_LIST_TOO_LARGE,
  empty: PRICE_LIST_EMPTY,
  oldExcel: 'Это файл старого Excel (XLS): сохраните его как «Книга Excel (XLSX)» или CSV и загрузите снова',
  notTable: 'Файл не похож ни на таблицу Excel (XLSX), ни на CSV: загрузите прайс-лист, выгруженный отсюда',
  notWorkbook: 'Это архив, но не таблица Excel (XLSX)',
  unpackedTooLarge: 'Таблица в файле слишком велика в распакованном виде: разделите прайс-лист на несколько файлов',
  tooManyRows: `В файле больше ${PRICE_LIST_LIMITS.rows.toLocaleString('ru-RU')} строк: разделите его на несколько`,
  tooManyColumns: `В файле больше ${PRICE_LIST_LIMITS.columns} столбцов`,
  unreadable: 'Файл повреждён или это не таблица: его не удалось прочитать',
} as const;

/** A failure the reading stops with: its message is for the clerk. */
export class PriceListFileError extends Error {}

const startsWith = (head: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => head[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
/** Files clerks drop by mistake, told by their first bytes: PDF, PNG, JPEG, GIF, gzip, RAR, 7z. */
const NOT_TEXT = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46],
  [0x1f, 0x8b],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
];

/** The first bytes of the file, for the sniffing. */
async function headOf(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path);
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The archive holds a workbook (xl/workbook.xml) that unpacks within bounds: every entry is unpacked once here and
 * thrown away, counted, so a directory that lies about sizes is caught too (yauzl checks each entry's bytes
 * against what the directory declares). The shared strings, which the reading keeps in memory, have a bound of
 * their own. A ZIP bomb is refused before the reading starts.
 */
function checkWorkbookArchive(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    yauzl.open(path, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return settle(new PriceListFileError(PRICE_LIST_FAILURES.unreadable));
      let unpacked = 0;
      let workbook = false;
      const tooLarge = () => {
        zip.close();
        settle(new PriceListFileError(PRICE_LIST_FAILURES.unpackedTooLarge));
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName === 'xl/workbook.xml') workbook = true;
        const bound =
          entry.fileName === 'xl/sharedStrings.xml'
            ? PRICE_LIST_LIMITS.sharedStringBytes
            : PRICE_LIST_LIMITS.unpackedBytes;
        if (unpacked + entry.uncompressedSize > PRICE_LIST_LIMITS.unpackedBytes || entry.uncompressedSize > bound)
          return tooLarge();
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (opened, stream) => {
          if (opened || !stream) return settle(new PriceListFileError(PRICE_LIST_FAILURES.unreadable));
          stream.on('data', (chunk: Buffer) => {
            unpacked += chunk.length;
          });
          stream.once('error', () => settle(new PriceListFileError(PRICE_LIST_FAILURES.unpackedTooLarge)));
          stream.once('end', () => zip.readEntry());
        });
      });
      zip.once('end', () => settle(workbook ? undefined : new PriceListFileError(PRICE_LIST_FAILURES.notWorkbook)));
      zip.once('error', () => settle(new PriceListFileError(PRICE_LIST_FAILURES.unreadable)));
      zip.readEntry();
    });
  });
}

/** Counts the bytes passing through. */
function counted(stream: Readable): { stream: Readable; bytesRead: () => number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  stream.once('error', (error) => counter.destroy(error));
  return { stream: stream.pipe(counter), bytesRead: () => bytes };
}

/** A spreadsheet cell's value as exceljs reads it, as a RawCell. */
function xlsxCell(value: unknown): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'ИСТИНА' : 'ЛОЖЬ';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const object = value as {
    richText?: { text: string }[];
    formula?: string;
    sharedFormula?: string;
    result?: unknown;
    error?: string;
    text?: unknown;
  };
  if (object.richText) return object.richText.map((run) => run.text).join('');
  if (object.formula !== undefined || object.sharedFormula !== undefined) {
    const result = object.result;
    return {
      formula: object.formula ?? object.sharedFormula ?? '',
      result: typeof result === 'string' || typeof result === 'number' ? result : null,
    };
  }
  if (object.error !== undefined) return String(object.error);
  if (object.text !== undefined) return xlsxCell(object.text);
  return null;
}

async function* xlsxRows(stream: Readable): AsyncGenerator<PriceListRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        if (values.length - 1 > PRICE_LIST_LIMITS.columns)
          throw new PriceListFileError(PRICE_LIST_FAILURES.tooManyColumns);
        const cells: RawCell[] = [];
        for (let index = 1; index < values.length; index += 1) cells.push(xlsxCell(values[index]));
        yield { rowNo: row.number, cells };
      }
      // The first sheet is the price list; the others are the clerk's own.
      break;
    }
  } catch (error) {
    if (error instanceof PriceListFileError) throw error;
    throw new PriceListFileError(PRICE_LIST_FAILURES.unreadable, { cause: error });
  }
}

/**
 * UTF-16 when the file starts with its byte order mark (Excel's «Текст Юникод»), UTF-8 when the start of the
 * file decodes as it, else Windows-1251 (what Excel in Russian saves a CSV in).
 */
function csvEncoding(head: Buffer): string {
  if (startsWith(head, [0xff, 0xfe])) return 'utf16le';
  if (startsWith(head, [0xfe, 0xff])) return 'utf16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf8';
  } catch {
    return 'win1251';
  }
}

/** The separator of the header line: a semicolon (Excel in Russian), a comma or a tab, whichever it has most. */
function csvDelimiter(firstLine: string): string {
  const counts = [';', ',', '\t'].map((delimiter) => ({ delimiter, count: firstLine.split(delimiter).length }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]?.delimiter ?? ';';
}

/** A CSV this shop wrote quotes a cell a spreadsheet would take for a formula (`'=…`): the quote is not the value. */
const unquoted = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

async function* csvRows(stream: Readable, encoding: string, delimiter: string): AsyncGenerator<PriceListRow> {
  const parser = stream.pipe(iconv.decodeStream(encoding)).pipe(
    parseCsv({
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      max_record_size: PRICE_LIST_LIMITS.recordCharacters,
    }),
  );
  stream.once('error', (error) => parser.destroy(error));
  let rowNo = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNo += 1;
      if (record.length > PRICE_LIST_LIMITS.columns) throw new PriceListFileError(PRICE_LIST_FAILURES.tooManyColumns);
      yield { rowNo, cells: record.map((cell) => (cell === '' ? null : unquoted(cell))) };
    }
  } catch (error) {
    if (error instanceof PriceListFileError) throw error;
    throw new PriceListFileError(PRICE_LIST_FAILURES.unreadable, { cause: error });
  }
}

/** At most PRICE_LIST_LIMITS.rows rows after the header. */
async function* bounded(rows: AsyncIterable<PriceListRow>): AsyncGenerator<PriceListRow> {
  let count = 0;
  for await (const row of rows) {
    count += 1;
    if (count > PRICE_LIST_LIMITS.rows + 1) throw new PriceListFileError(PRICE_LIST_FAILURES.tooManyRows);
    yield row;
  }
}

/**
 * Opens an uploaded price list of `bytes` bytes at `path`: throws PriceListFileError with the Russian reason
 * for a file that is not a table (an old XLS, a PDF or a picture renamed, a ZIP that is no workbook or would
 * unpack too large, binary bytes). Reading its rows may still throw one (a damaged file, too many rows).
 */
export async function openPriceListFile(path: string, bytes: number): Promise<PriceListSheet> {
  if (bytes === 0) throw new PriceListFileError(PRICE_LIST_FAILURES.empty);
  if (bytes > PRICE_LIST_LIMITS.bytes) throw new PriceListFileError(PRICE_LIST_FAILURES.tooLarge);
  const head = await headOf(path, 64 * 1024);
  if (startsWith(head, ZIP)) {
    await checkWorkbookArchive(path);
    const { stream, bytesRead } = counted(createReadStream(path));
    return { format: 'xlsx', rows: bounded(xlsxRows(stream)), bytesRead };
  }
  if (startsWith(head, OLE)) throw new PriceListFileError(PRICE_LIST_FAILURES.oldExcel);
  const encoding = csvEncoding(head);
  if (NOT_TEXT.some((magic) => startsWith(head, magic)) || (!encoding.startsWith('utf16') && head.includes(0)))
    throw new PriceListFileError(PRICE_LIST_FAILURES.notTable);
  const start = iconv.decode(head, encoding);
  const delimiter = csvDelimiter(start.split(/\r?\n/, 1)[0] ?? '');
  const { stream, bytesRead } = counted(createReadStream(path));
  return { format: 'csv', rows: bounded(csvRows(stream, encoding, delimiter)), bytesRead };
}
