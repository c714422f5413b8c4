// Price lists (api/README.md, «Price lists»): the catalogue exported as XLSX and CSV and imported back with a
// preview (new / changed old → new / unchanged / refused with the row and the reason), applied in one transaction
// and recorded; the same file again changes nothing. A file that is not a table, a formula, a cp1251 CSV with
// semicolons, a 200 MB upload and a clerk's edit between the preview and the apply each have their outcome.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { print } from 'graphql';
import {
  ApplyPriceListImportDocument,
  PriceListImportDocument,
  PriceListImportRowsDocument,
  PriceListImportsDocument,
} from 'mfe-backoffice/graphql';
import { CYRILLIC, graphqlData, refusalOf } from '../../testing/graphql-over-http';
import { loadCatalogueFixture } from '../../testing/catalogue-fixture';
import { BACKOFFICE_PRODUCT, UPDATE_PRODUCT } from '../../testing/product-input';
import { testShop } from '../../testing/test-api';
import { TEST_ENGINES } from '../../testing/test-database';
import type { ShopDatabase } from '../../db/open-database';
import { PRICE_LIST_FAILURES } from '../price-list-file';

const IMPORT = print(PriceListImportDocument);
const IMPORT_ROWS = print(PriceListImportRowsDocument);
const IMPORTS = print(PriceListImportsDocument);
const APPLY = print(ApplyPriceListImportDocument);

interface ImportAnswer {
  id: number;
  status: string;
  failure: string | null;
  progress: number;
  rowsRead: number;
  newRows: number;
  changedRows: number;
  unchangedRows: number;
  refusedRows: number;
  notices: string[];
  uploadedByName: string;
  appliedByName: string | null;
  appliedAt: string | null;
}
interface RowAnswer {
  rowNo: number;
  status: string;
  vendorCode: string;
  name: string;
  productNid: number | null;
  reason: string | null;
  changes: { column: string; before: string; after: string }[];
}

/** The fixture with a picture on every product: the form's rules (and so an import's) want one. */
async function fixtureWithPictures(database: ShopDatabase) {
  await loadCatalogueFixture(database);
  await database.query("UPDATE products SET images = ARRAY[image_url], image_alts = ARRAY['']");
}

const HEADER = ['Артикул', 'Название', 'Категория', 'Бренд', 'Цена, ₽', 'Цена по акции, ₽'];

describe.each(TEST_ENGINES)('price lists: export, preview, apply (%s)', (engine) => {
  const shop = testShop(engine, {
    fill: fixtureWithPictures,
    staff: {
      content: ['prices-content@shop.test', { isSeller: true, isContent: true }],
      seller: ['prices-seller@shop.test', { isSeller: true }],
    },
  });
  const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  const download = async (format: 'xlsx' | 'csv', query = '', token: string | null = shop.tokens.content) => {
    const response = await fetch(`${shop.base}/price-lists/export.${format}${query}`, { headers: auth(token) });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };
  const upload = async (
    body: Buffer,
    name = 'prices.xlsx',
    token: string | null = shop.tokens.content,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${shop.base}/price-lists/imports?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      body: body as BodyInit,
      headers: { ...auth(token), ...headers },
    });
    return { status: response.status, body: (await response.json()) as { import?: { id: number }; error?: string } };
  };
  const importNow = async (id: number) =>
    (await graphqlData<{ priceListImport: ImportAnswer }>(shop.base, IMPORT, { id }, shop.tokens.content))
      .priceListImport;
  /** Uploads a file and waits for its preview. */
  const preview = async (body: Buffer, name = 'prices.xlsx') => {
    const answer = await upload(body, name);
    expect(answer.status).toBe(202);
    const id = answer.body.import!.id;
    for (let tries = 0; tries < 600; tries += 1) {
      const now = await importNow(id);
      if (now.status !== 'READING') return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the preview never finished');
  };
  const rowsOf = async (id: number, status: string | null = null) =>
    (
      await graphqlData<{ priceListImport: { rows: { total: number; items: RowAnswer[] } } }>(
        shop.base,
        IMPORT_ROWS,
        { id, status, limit: 100 },
        shop.tokens.content,
      )
    ).priceListImport.rows.items;
  const apply = (id: number) =>
    graphqlData<{ applyPriceListImport: ImportAnswer }>(shop.base, APPLY, { id }, shop.tokens.content);
  const product = async (nid: number) =>
    (
      await graphqlData<{ backofficeProduct: Record<string, unknown> }>(
        shop.base,
        BACKOFFICE_PRODUCT,
        { nid },
        shop.tokens.content,
      )
    ).backofficeProduct;
  const catalogueState = () =>
    shop.database.query<{ nid: number }>(
      `SELECT nid, vendor_code, name, category_nid, price, price_with_action, width, images,
        (SELECT array_agg(v ORDER BY v) FROM unnest(value_nids) AS v) AS value_nids FROM products ORDER BY nid`,
    );

  /** The first sheet of a workbook as rows of values. */
  const sheetOf = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  };
  const workbookOf = async (rows: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист1');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };

  it('exports every product as XLSX: the columns by their Russian names, stock per location, the values as the card has them', async () => {
    const { response, body } = await download('xlsx');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="price-list-\d{4}-\d\d-\d\d\.xlsx"/,
    );
    const sheet = await sheetOf(body);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Артикул',
      'Название',
      'Категория',
      'Бренд',
      'Цена, ₽',
      'Цена по акции, ₽',
      'Остаток: Магазин в Химках',
      'Остаток: Склад',
      'Страна производства',
      'Материал',
      'Монтаж',
      'Цвет',
      'Ширина, мм',
      'Смыв',
      'Управление',
      'Картинки',
    ]);
    expect(sheet.rowCount).toBe(10);
    const second = (sheet.getRow(3).values as unknown[]).slice(1);
    expect(second).toEqual([
      'T-2',
      'Смеситель grohe 2',
      'Смесители для раковины',
      'Grohe',
      12000,
      9000,
      0,
      5,
      'Германия',
      undefined,
      undefined,
      'Белый',
      50,
      undefined,
      'Однорычажный',
      '/media/products/mixer-hrom.svg',
    ]);
  });

  it('exports the list’s filter only, and CSV for Excel in Russian: UTF-8 with its mark, semicolons', async () => {
    const { response, body } = await download('csv', '?categoryNid=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Артикул;Название;Категория;Бренд;Цена, ₽;/);
    expect(lines[1]).toMatch(/^T-9;Смеситель roca 9;Унитазы;Roca;9000;;0;5;Испания;/);
    const searched = await download('csv', '?search=T-3');
    expect(searched.body.toString('utf8').trim().split('\r\n')).toHaveLength(2);
  });

  it('exports and imports for staff only: a guest, a bad token and a seller are refused before the file is read', async () => {
    expect((await download('xlsx', '', null)).response.status).toBe(401);
    expect((await download('xlsx', '', 'not-a-token')).response.status).toBe(401);
    expect((await download('pdf' as 'csv')).response.status).toBe(404);
    const { body } = await download('xlsx');
    for (const [token, status] of [
      [null, 401],
      ['not-a-token', 401],
      [shop.tokens.seller, 403],
    ] as const) {
      const answer = await upload(body, 'prices.xlsx', token);
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatch(CYRILLIC);
    }
    const refused = await refusalOf(shop.base, APPLY, { id: 1 }, shop.tokens.seller);
    expect(refused.extensions?.code).toBe('FORBIDDEN');
  });

  it('re-importing an export changes nothing, XLSX or CSV', async () => {
    const before = await catalogueState();
    for (const format of ['xlsx', 'csv'] as const) {
      const { body } = await download(format);
      const previewed = await preview(body, `export.${format}`);
      expect(previewed).toMatchObject({
        status: 'READY',
        failure: null,
        progress: 1,
        rowsRead: 9,
        newRows: 0,
        changedRows: 0,
        unchangedRows: 9,
        refusedRows: 0,
      });
      expect(previewed.notices).toEqual([
        'Остатки из файла не загружаются: их меняют поступления, перемещения и инвентаризация',
      ]);
      expect(await rowsOf(previewed.id)).toEqual([]);
      const applied = (await apply(previewed.id)).applyPriceListImport;
      expect(applied).toMatchObject({ status: 'APPLIED', appliedByName: 'prices-content' });
    }
    expect(await catalogueState()).toEqual(before);
  });

  it('previews edited cells as old → new, new rows and refused ones with their row and reason; applies only the accepted, recorded', async () => {
    const before = await catalogueState();
    const { body } = await download('xlsx');
    const sheet = await sheetOf(body);
    const column = (header: string) => (sheet.getRow(1).values as unknown[]).indexOf(header);
    sheet.getRow(3).getCell(column('Цена, ₽')).value = 12500; // T-2
    sheet.getRow(4).getCell(column('Название')).value = 'Смеситель Hansgrohe Logis'; // T-3
    sheet.getRow(4).getCell(column('Цвет')).value = 'чёрный'; // any case
    sheet.getRow(5).getCell(column('Цена по акции, ₽')).value = null; // T-4 had none: unchanged
    sheet.getRow(6).getCell(column('Цена по акции, ₽')).value = 18000; // T-5
    sheet.getRow(6).getCell(column('Остаток: Склад')).value = 99; // stock is not loaded
    const add = (values: Record<string, unknown>) => {
      const row = sheet.addRow([]);
      for (const [header, value] of Object.entries(values))
        row.getCell(column(header)).value = value as ExcelJS.CellValue;
    };
    const valid = {
      Категория: 'Унитазы',
      Бренд: 'Roca',
      'Страна производства': 'Испания',
      'Цена, ₽': 15000,
      Картинки: '/media/products/toilet.svg',
    };
    add({ Артикул: 'NEW-1', Название: 'Унитаз Roca Gap подвесной', ...valid, Монтаж: 'Подвесной' }); // row 11
    add({ Артикул: 'NEW-2', Название: 'Унитаз', ...valid, Категория: 'Раковины' }); // 12: unknown category
    add({ Артикул: 'NEW-3', Название: 'Унитаз', ...valid, 'Цена, ₽': '12,5' }); // 13: bad price
    add({ Артикул: 'NEW-4', Название: 'Унитаз', ...valid, Бренд: 'Ideal Standard' }); // 14: unknown value
    add({ Артикул: 'NEW-5', Название: '=HYPERLINK("https://evil.example","Скидка")', ...valid }); // 15: injection
    add({
      Артикул: 'NEW-6',
      Название: { formula: 'HYPERLINK("https://evil.example","Скидка")', result: 'Скидка' },
      ...valid,
    }); // 16
    add({ Артикул: 'T-7', Название: 'Дубль', ...valid, Категория: 'Смесители для ванны' }); // 17: T-7 twice
    add({ Артикул: 'NEW-7', Название: 'Унитаз', ...valid, Материал: 'Латунь' }); // 18: not the category's
    add({ Артикул: 'NEW-8', Название: 'Унитаз', ...valid, Цвет: 'Белый', 'Ширина, мм': 'широкий' }); // 19
    const file = Buffer.from(await sheet.workbook.xlsx.writeBuffer());

    const previewed = await preview(file, 'Прайс поставщика.xlsx');
    expect(previewed).toMatchObject({
      status: 'READY',
      rowsRead: 18,
      newRows: 1,
      changedRows: 3,
      unchangedRows: 5,
      refusedRows: 9,
    });
    expect(previewed.notices).toContain('Остатки в файле отличаются от учёта в 1 строке: они не загружены');
    const changed = await rowsOf(previewed.id, 'CHANGED');
    expect(changed).toEqual([
      {
        rowNo: 3,
        status: 'CHANGED',
        vendorCode: 'T-2',
        name: 'Смеситель grohe 2',
        productNid: 2,
        reason: null,
        changes: [{ column: 'Цена, ₽', before: '12000', after: '12500' }],
      },
      {
        rowNo: 4,
        status: 'CHANGED',
        vendorCode: 'T-3',
        name: 'Смеситель Hansgrohe Logis',
        productNid: 3,
        reason: null,
        changes: [
          { column: 'Название', before: 'Смеситель hansgrohe 3', after: 'Смеситель Hansgrohe Logis' },
          { column: 'Цвет', before: 'Хром', after: 'Чёрный' },
        ],
      },
      {
        rowNo: 6,
        status: 'CHANGED',
        vendorCode: 'T-5',
        name: 'Смеситель grohe 5',
        productNid: 5,
        reason: null,
        changes: [{ column: 'Цена по акции, ₽', before: '', after: '18000' }],
      },
    ]);
    const added = await rowsOf(previewed.id, 'NEW');
    expect(added).toMatchObject([{ rowNo: 11, vendorCode: 'NEW-1', name: 'Унитаз Roca Gap подвесной' }]);
    expect(added[0]!.changes).toContainEqual({ column: 'Монтаж', before: '', after: 'Подвесной' });
    const refused = Object.fromEntries((await rowsOf(previewed.id, 'REFUSED')).map((row) => [row.rowNo, row.reason]));
    expect(refused).toEqual({
      8: 'Артикул «T-7» повторяется в строке 17: какая из строк верна, неизвестно',
      12: 'Нет такой категории: «Раковины»',
      13: '«Цена, ₽»: 12,5 — нужно целое число',
      14: '«Бренд»: нет такого значения — «Ideal Standard»',
      15: 'Название не может начинаться с «=», «+», «-» или «@»: таблица примет это за формулу',
      16: '«Название»: в ячейке формула — сохраните в ней значение',
      17: 'Артикул «T-7» уже есть в строке 8: какая из строк верна, неизвестно',
      18: 'Свойство «Материал» не относится к категории «Унитазы»',
      19: '«Ширина, мм»: «широкий» — не число',
    });
    // The preview wrote nothing to the catalogue.
    expect(await catalogueState()).toEqual(before);

    const applied = (await apply(previewed.id)).applyPriceListImport;
    expect(applied).toMatchObject({ status: 'APPLIED', appliedByName: 'prices-content' });
    expect(await product(2)).toMatchObject({ price: 12500, priceWithAction: 9000, name: 'Смеситель grohe 2' });
    expect(await product(3)).toMatchObject({ name: 'Смеситель Hansgrohe Logis', price: 8000 });
    expect(await product(5)).toMatchObject({ priceWithAction: 18000 });
    const [created] = await shop.database.query<{ name: string; category_nid: number; mounting: string }>(
      "SELECT name, category_nid, mounting FROM products WHERE vendor_code = 'NEW-1'",
    );
    expect(created).toEqual({ name: 'Унитаз Roca Gap подвесной', category_nid: 7, mounting: 'Подвесной' });
    const [stock] = await shop.database.query<{ on_hand: number }>(
      'SELECT on_hand FROM product_stocks WHERE product_nid = 5 AND location_nid = 1',
    );
    expect(stock?.on_hand).toBe(5);
    const history = (
      await graphqlData<{ priceListImports: ImportAnswer[] }>(shop.base, IMPORTS, {}, shop.tokens.content)
    ).priceListImports;
    expect(history[0]).toMatchObject({ id: previewed.id, status: 'APPLIED', uploadedByName: 'prices-content' });

    // The same file again: what it changed is there, the refused rows are refused again.
    const again = await preview(file, 'Прайс поставщика.xlsx');
    expect(again).toMatchObject({ newRows: 0, changedRows: 0, refusedRows: 9 });
    await expect(apply(previewed.id)).rejects.toThrow();
  });

  it('reverts an applied import by importing the export taken before it', async () => {
    const { body: earlier } = await download('csv');
    const state = await catalogueState();
    const edited = earlier
      .toString('utf8')
      .replace(';T-1;', ';T-1;')
      .replace(/^(T-1;[^;]*;[^;]*;[^;]*;)10000;/m, '$111111;');
    const changed = await preview(Buffer.from(edited), 'edited.csv');
    expect(changed.changedRows).toBe(1);
    await apply(changed.id);
    expect(await product(1)).toMatchObject({ price: 11111 });
    const reverted = await preview(earlier, 'earlier.csv');
    expect(reverted).toMatchObject({ changedRows: 1, newRows: 0, refusedRows: 0 });
    await apply(reverted.id);
    expect(await catalogueState()).toEqual(state);
  });

  it('reads a CSV Excel in Russian saved: Windows-1251, semicolons, a quoted cell, only some columns', async () => {
    const csv = 'Артикул;Название;Цена, ₽\r\nT-1;"Смеситель ""Grohe""; хром";10 500\r\nT-4;Смеситель roca 4;5000\r\n';
    const previewed = await preview(iconv.encode(csv, 'win1251'), 'prices.csv');
    expect(previewed).toMatchObject({ status: 'READY', changedRows: 1, unchangedRows: 1, refusedRows: 0 });
    expect((await rowsOf(previewed.id, 'CHANGED'))[0]!.changes).toEqual([
      { column: 'Название', before: 'Смеситель grohe 1', after: 'Смеситель "Grohe"; хром' },
      { column: 'Цена, ₽', before: '10000', after: '10500' },
    ]);
    // A comma-separated UTF-8 file with a tab-free header is read by its own separator.
    const commas = await preview(Buffer.from('Артикул,Цена\nT-4,5100\n'), 'prices.csv');
    expect(commas).toMatchObject({ status: 'READY', changedRows: 1 });
  });

  it('writes a formula-looking name quoted in a CSV and as text in a workbook; the quote is not the value', async () => {
    await shop.database.query("UPDATE products SET name = '=1+1 смеситель' WHERE nid = 6");
    const csv = (await download('csv')).body.toString('utf8');
    expect(csv).toContain(";'=1+1 смеситель;");
    const sheet = await sheetOf((await download('xlsx')).body);
    const cell = sheet.getRow(7).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=1+1 смеситель');
    await shop.database.query("UPDATE products SET name = 'Смеситель hansgrohe 6' WHERE nid = 6");
  });

  it.each([
    [
      'a PNG named .xlsx',
      () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      PRICE_LIST_FAILURES.notTable,
    ],
    ['a PDF', () => Buffer.from('%PDF-1.7\n%…'), PRICE_LIST_FAILURES.notTable],
    [
      'an old XLS',
      () => Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      PRICE_LIST_FAILURES.oldExcel,
    ],
    ['binary bytes', () => Buffer.from([0x41, 0x00, 0x42, 0x00, 0x43]), PRICE_LIST_FAILURES.notTable],
    ['an empty file', () => Buffer.alloc(0), PRICE_LIST_FAILURES.empty],
  ])('refuses %s at once with its reason: no import recorded', async (_, file, reason) => {
    const [{ count: before }] = (await shop.database.query(
      'SELECT count(*)::int AS count FROM price_list_imports',
    )) as [{ count: number }];
    expect(await upload(file(), 'prices.xlsx')).toEqual({ status: 400, body: { error: reason } });
    const [{ count: after }] = (await shop.database.query('SELECT count(*)::int AS count FROM price_list_imports')) as [
      { count: number },
    ];
    expect(after).toBe(before);
  });

  it('refuses a ZIP that is no workbook, and a sheet without the vendor code column once read', async () => {
    const { default: AdmZip } = await import('adm-zip');
    const zip = new AdmZip();
    zip.addFile('word/document.xml', Buffer.from('<w:document/>'));
    expect(await upload(zip.toBuffer())).toEqual({ status: 400, body: { error: PRICE_LIST_FAILURES.notWorkbook } });
    const noCode = await preview(
      await workbookOf([
        ['Название', 'Цена'],
        ['Смеситель', 100],
      ]),
    );
    expect(noCode).toMatchObject({
      status: 'FAILED',
      failure: 'В первой строке нет столбца «Артикул»: по артикулу находятся товары',
    });
    const twice = await preview(
      await workbookOf([
        ['Артикул', 'Цена', 'цена, ₽'],
        ['T-1', 1, 2],
      ]),
    );
    expect(twice.failure).toBe('Столбец «Цена, ₽» встречается в первой строке дважды');
    await expect(apply(twice.id)).rejects.toThrow();
  });

  it('refuses a 200 MB upload by its length before reading it, and one sent without a length once past 40 MB', async () => {
    const answer = await upload(Buffer.alloc(200 * 1024 * 1024, 0x41), 'huge.csv');
    expect(answer).toEqual({ status: 413, body: { error: PRICE_LIST_FAILURES.tooLarge } });
    let sent = 0;
    const chunk = Buffer.alloc(1024 * 1024, 0x42);
    const stream = Readable.toWeb(
      Readable.from(
        (function* () {
          while (sent < 45 * chunk.length) {
            sent += chunk.length;
            yield chunk;
          }
        })(),
      ),
    ) as ReadableStream;
    const response = await fetch(`${shop.base}/price-lists/imports?name=stream.csv`, {
      method: 'POST',
      body: stream,
      headers: auth(shop.tokens.content),
      duplex: 'half',
    } as RequestInit);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 413,
      body: { error: PRICE_LIST_FAILURES.tooLarge },
    });
  });

  it('refuses a workbook that would unpack too large (a ZIP bomb) before reading a row', async () => {
    const { default: AdmZip } = await import('adm-zip');
    const zip = new AdmZip();
    zip.addFile('xl/workbook.xml', Buffer.from('<workbook/>'));
    zip.addFile('xl/sharedStrings.xml', Buffer.alloc(100 * 1024 * 1024, 0x20));
    const bomb = zip.toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await upload(bomb)).toEqual({ status: 400, body: { error: PRICE_LIST_FAILURES.unpackedTooLarge } });
  });

  it('applies nothing when a clerk saved a product after the preview: the rows are named', async () => {
    const state = await catalogueState();
    const previewed = await preview(
      await workbookOf([
        HEADER,
        ['T-4', 'Смеситель roca 4', 'Смесители для раковины', 'Roca', 5500, null],
        ['T-6', 'Смеситель hansgrohe 6', 'Смесители для ванны', 'Hansgrohe', 15500, null],
      ]),
    );
    expect(previewed.changedRows).toBe(2);
    const current = await product(4);
    const input = {
      name: 'Смеситель Roca — исправлено',
      vendorCode: current.vendorCode,
      categoryNid: current.categoryNid,
      price: current.price,
      priceWithAction: current.priceWithAction,
      description: current.description,
      warranty: current.warranty,
      onSale: current.onSale,
      images: current.images,
      imageAlts: current.imageAlts,
      selectValues: (current.valueNids as number[]).map((valueNid) => ({
        optionNid: Math.floor(valueNid / 1000),
        valueNid,
      })),
      rangeValues: current.rangeValues,
    };
    await graphqlData(shop.base, UPDATE_PRODUCT, { nid: 4, input }, shop.tokens.content);
    const refused = await refusalOf(shop.base, APPLY, { id: previewed.id }, shop.tokens.content);
    expect(refused.message).toBe(
      'Товары изменились после проверки файла (строки 2): загрузите файл снова — ничего не изменено',
    );
    expect(refused.extensions?.code).toBe('BAD_USER_INPUT');
    const now = await catalogueState();
    expect(now.find((row) => row.nid === 6)).toEqual(state.find((row) => row.nid === 6));
    expect(await importNow(previewed.id)).toMatchObject({ status: 'READY', appliedAt: null });
  });
});
