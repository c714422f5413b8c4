import { print } from 'graphql';
import { GetProductDocument, GetProductsDocument } from '@shop/shared/graphql';
import {
  BackofficeProductDocument,
  BackofficeProductsDocument,
  CreateProductDocument,
  UpdateProductDocument,
  type ProductInput,
} from 'mfe-backoffice/graphql';
import { SearchProductsDocument } from 'mfe-catalog/graphql';
import type { ShopDatabase } from '../db/open-database';
import { V } from './catalogue-fixture';

/** The back-office's product operations (mfe-backoffice/graphql) and the storefront's, as text for HTTP. */
export const BACKOFFICE_PRODUCTS = print(BackofficeProductsDocument);
export const BACKOFFICE_PRODUCT = print(BackofficeProductDocument);
export const CREATE_PRODUCT = print(CreateProductDocument);
export const UPDATE_PRODUCT = print(UpdateProductDocument);
export const STOREFRONT_PRODUCT = print(GetProductDocument);
export const STOREFRONT_PRODUCTS = print(GetProductsDocument);
export const STOREFRONT_SEARCH = print(SearchProductsDocument);

/**
 * A valid product of the fixture's «Смесители для раковины» (nid 31), whose form edits brand,
 * country, control, colour and width.
 */
export function productInput(changes: Partial<ProductInput> = {}): ProductInput {
  return {
    name: 'Смеситель Grohe Eurosmart для раковины',
    vendorCode: 'GR-EURO-1',
    categoryNid: 31,
    price: 11_000,
    priceWithAction: 9_900,
    description: 'Однорычажный смеситель с донным клапаном.',
    warranty: '5 лет гарантии производителя',
    onSale: true,
    images: ['/media/products/mixer-hrom.svg', 'https://cdn.example.ru/mixer-2.jpg'],
    selectValues: [
      { optionNid: 10, valueNid: V.grohe },
      { optionNid: 11, valueNid: V.germaniya },
      { optionNid: 78, valueNid: V.odno },
      { optionNid: 25, valueNid: V.hrom },
    ],
    rangeValues: [{ optionNid: 32, value: 55 }],
    ...changes,
  };
}

/** How many products there are, and the catalogue version: a refused write changes neither. */
export async function productsAndVersion(database: ShopDatabase): Promise<{ count: number; version: number }> {
  const [row] = await database.query<{ count: number; version: string }>(
    'SELECT (SELECT count(*)::int FROM products) AS count, (SELECT version FROM catalog_version) AS version',
  );
  return { count: Number(row?.count), version: Number(row?.version) };
}
