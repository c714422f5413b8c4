import { useCallback, useEffect, useRef, useState } from 'react';
import { currentAuthToken } from '@shop/shared/apollo';
import {
  PRICE_LIST_EMPTY,
  PRICE_LIST_MAX_BYTES,
  PRICE_LIST_TOO_LARGE,
  PRICE_LISTS_PATH,
} from '@shop/shared/product-form';
import { sendFile } from '../../../lib/send-file';

/**
 * The price lists' files (api/README.md, «Price lists»): the export downloaded with the clerk's token (a link
 * cannot carry it), and a file to import sent with its progress (sendFile).
 */

export type PriceListFormat = 'xlsx' | 'csv';

const NO_CONNECTION = 'Нет связи с сервером. Проверьте интернет и повторите';

/** The file name a `Content-Disposition` gives (its UTF-8 one first), or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Downloads the price list of the products the filter selects; throws an Error with the Russian reason. */
export async function downloadPriceList(
  format: PriceListFormat,
  filter: { search: string; categoryNid: number | null },
): Promise<void> {
  const query = new URLSearchParams();
  if (filter.search) query.set('search', filter.search);
  if (filter.categoryNid !== null) query.set('categoryNid', String(filter.categoryNid));
  const token = await currentAuthToken();
  let response: Response;
  try {
    response = await fetch(`${PRICE_LISTS_PATH}/export.${format}?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(NO_CONNECTION);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(answer.error ?? `Прайс-лист не выгружен: сервер ответил кодом ${response.status}`);
  }
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), `price-list.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}

export interface PriceListUpload {
  /** The file being sent, or null. */
  name: string | null;
  /** The share of it sent, 0 to 1. */
  sent: number;
  error: string | null;
}

/** Sends a file to import: resolves with the import's id, or null when it was refused (the reason in `error`). */
export function usePriceListUpload() {
  const [state, setState] = useState<PriceListUpload>({ name: null, sent: 0, error: null });
  const request = useRef<XMLHttpRequest | null>(null);
  // Leaving the page stops what is being sent.
  useEffect(() => () => request.current?.abort(), []);

  const upload = useCallback(async (file: File): Promise<number | null> => {
    if (file.size === 0 || file.size > PRICE_LIST_MAX_BYTES) {
      setState({ name: null, sent: 0, error: file.size === 0 ? PRICE_LIST_EMPTY : PRICE_LIST_TOO_LARGE });
      return null;
    }
    setState({ name: file.name, sent: 0, error: null });
    const sent = sendFile(
      `${PRICE_LISTS_PATH}/imports?name=${encodeURIComponent(file.name.slice(0, 200))}`,
      file,
      await currentAuthToken(),
      (share) => setState((now) => ({ ...now, sent: share })),
    );
    request.current = sent.request;
    const answer = await sent.answer;
    request.current = null;
    const { import: created, error } = (answer?.body ?? {}) as { import?: { id: number }; error?: string };
    if (answer && answer.status < 300 && created) {
      setState({ name: null, sent: 1, error: null });
      return created.id;
    }
    setState({
      name: null,
      sent: 0,
      error: !answer ? NO_CONNECTION : (error ?? `Файл не загружен: сервер ответил кодом ${answer.status}. Повторите`),
    });
    return null;
  }, []);

  return { ...state, upload };
}
