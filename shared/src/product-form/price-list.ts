/**
 * The price lists' HTTP routes (api/README.md, «Price lists»): the export (`/export.xlsx`, `/export.csv`) and
 * the upload of a file to import (`/imports?name=…`), under this path on the API and through the shell's server.
 */
export const PRICE_LISTS_PATH = '/price-lists';

/** The largest price list file taken: a 50 000-row XLSX is some 4 MB, its CSV some 10 MB. */
export const PRICE_LIST_MAX_BYTES = 40 * 1024 * 1024;

/** What the clerk reads of a file past it, in the back-office before sending and from the API. */
export const PRICE_LIST_TOO_LARGE = `Файл больше ${PRICE_LIST_MAX_BYTES / 1024 / 1024} МБ: разделите прайс-лист на несколько файлов`;

/** What the clerk reads of an empty file, in the back-office before sending and from the API. */
export const PRICE_LIST_EMPTY = 'Файл пуст';
