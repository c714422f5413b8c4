import { create } from 'qrcode';
import type { ShopRequisites } from './shop-requisites';

/** What the buyer pays: the sum in rubles and the payment's purpose. */
export interface PaymentQr {
  sum: number;
  purpose: string;
}

/** ГОСТ Р 56042-2014 caps the purpose at 210 characters. */
const PURPOSE_LENGTH = 210;

/** A value as the standard's `Key=value` pairs can carry it: `|` separates them, and no line breaks. */
const valueOf = (text: string, length = 160) =>
  text
    .replace(/[|\r\n\t]+/g, ' ')
    .trim()
    .slice(0, length);

/**
 * The payment QR's text in the ГОСТ Р 56042-2014 format that Russian banking apps read: `ST00012` (version
 * 0001, UTF-8), the payee's required requisites, then the sum in kopecks and the purpose.
 */
export function paymentQrPayload(requisites: ShopRequisites, { sum, purpose }: PaymentQr): string {
  const fields: [string, string][] = [
    ['Name', valueOf(requisites.name)],
    ['PersonalAcc', requisites.account],
    ['BankName', valueOf(requisites.bank, 45)],
    ['BIC', requisites.bic],
    ['CorrespAcc', requisites.correspondentAccount],
    ['PayeeINN', requisites.inn],
    ...(requisites.kpp ? ([['KPP', requisites.kpp]] as [string, string][]) : []),
    ['Sum', String(Math.round(sum * 100))],
    ['Purpose', valueOf(purpose, PURPOSE_LENGTH)],
  ];
  return ['ST00012', ...fields.map(([key, value]) => `${key}=${value}`)].join('|');
}

/** A QR code drawn as one SVG path of its dark modules, inside a quiet zone of 4 modules (the standard's). */
export interface QrDrawing {
  /** The side of the drawing in modules, the quiet zone included: the SVG's viewBox is `0 0 side side`. */
  side: number;
  /** The dark modules, a unit square each. */
  path: string;
}

const QUIET_ZONE = 4;

/**
 * The QR code of a text (error correction M) as an SVG path: one encoder for the printed sheet and the PDF,
 * so both carry the same code.
 */
export function qrDrawing(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1)
    for (let column = 0; column < modules.size; column += 1)
      if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
  return { side: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
}
