import pdfmake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { qrDrawing, type InvoiceSheet } from '@shop/shared/invoice-sheet';

// The fonts are the package's own Roboto (Cyrillic included), read from its folder: nothing is downloaded.
const ROBOTO = (require('pdfmake/fonts/Roboto') as { Roboto: Record<string, string> }).Roboto;
const FONT_FILES = new Set(Object.values(ROBOTO));

pdfmake.setFonts({ Roboto: ROBOTO });
// A document is made of text the shop wrote and a buyer typed: pdfmake fetches no address and reads no
// file but its fonts, whatever a name or comment says.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => FONT_FILES.has(file));

const QR_WIDTH = 120;

/** The payment QR and what it is for, beside it. */
function paymentBlock(payload: string): Content {
  const { side, path } = qrDrawing(payload);
  return {
    margin: [0, 16, 0, 0],
    unbreakable: true,
    columns: [
      {
        width: QR_WIDTH,
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`,
        fit: [QR_WIDTH, QR_WIDTH],
      },
      {
        width: '*',
        margin: [12, 8, 0, 0],
        stack: [
          { text: 'Оплата по QR-коду', bold: true },
          'Наведите камеру приложения вашего банка на код: получатель, счёт, сумма и назначение платежа заполнятся сами.',
        ],
      },
    ],
  };
}

/**
 * The sheet as pdfmake's document: the same blocks, in the same order, as the printed page. pdfmake
 * rewrites the arrays it is given into its own nodes: every one here is a copy, never the sheet's.
 */
function invoiceDocument(sheet: InvoiceSheet): TDocumentDefinitions {
  const cell = (text: string, column: number, bold = false): TableCell => ({
    text,
    bold,
    alignment: sheet.figures[column] ? 'right' : 'left',
  });
  const table: Content = {
    table: {
      headerRows: 1,
      widths: [18, '*', 70, 45, 65, 70],
      body: [
        sheet.columns.map((text, column) => cell(text, column, true)),
        ...sheet.rows.map((row) => row.map((text, column) => cell(text, column))),
        [
          { text: sheet.totalRow[0], colSpan: 5, bold: true, alignment: 'right' },
          '',
          '',
          '',
          '',
          { text: sheet.totalRow[1], bold: true, alignment: 'right' },
        ],
      ],
    },
    margin: [0, 8, 0, 8],
  };
  return {
    info: { title: sheet.title, subject: sheet.title },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    content: [
      {
        table: { widths: ['*'], body: [[{ stack: [...sheet.supplier], margin: [4, 4, 4, 4] }]] },
        margin: [0, 0, 0, 12],
      },
      { text: sheet.title, fontSize: 15, bold: true, margin: [0, 0, 0, 8] },
      ...(sheet.annulled ? [{ text: sheet.annulled, fontSize: 14, bold: true, margin: [0, 0, 0, 8] } as Content] : []),
      sheet.buyer,
      sheet.basis,
      table,
      { text: sheet.toPay, bold: true, alignment: 'right' },
      { text: sheet.vat, bold: true, alignment: 'right' },
      { text: sheet.due, margin: [0, 8, 0, 0] },
      { text: sheet.signatures, margin: [0, 24, 0, 0] },
      ...(sheet.paymentQr ? [paymentBlock(sheet.paymentQr)] : []),
    ],
  };
}

/** «Счёт на оплату» as a PDF file's bytes. */
export function invoicePdf(sheet: InvoiceSheet): Promise<Buffer> {
  return pdfmake.createPdf(invoiceDocument(sheet)).getBuffer();
}
