import { shopHourOf } from '@shop/shared/shop-days';
import { SAME_DAY_PICKUP_UNTIL } from '@shop/shared/shop-facts';
import { CATALOG_PAGE_SIZE } from '@shop/shared/catalog-url';
import { FREE_STOCK_TOLD } from '@shop/shared/availability';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CatalogMetadata, CategoryRow, OptionRow } from '../catalog/catalog-metadata';
import { catalogAddress, catalogUrl, parseCatalogUrl } from '../catalog/catalog-url-rules';
import { filterCounts, sqlFacetCounter } from '../catalog/facet-counts';
import { countProducts, listProducts, PRODUCT_COLUMNS, type ProductRow } from '../catalog/list-products';
import { rangeField } from '../catalog/product-conditions';
import { productsByNid } from '../catalog/products-by-nid';
import {
  emptyFilter,
  filterFromInput,
  filterKey,
  intersectFilters,
  type ProductFilter,
} from '../catalog/product-filter';
import { searchProducts, searchText } from '../catalog/search-products';
import type { MenuCategory, QueryProductsCountArgs } from '../core/schema-types.generated';
import type { Db } from '../db/open-database';
import { products } from '../db/schema';
import { pageOf, SAME_COLLECTION_LIMIT } from '../core/paging';
import type { ShopContext } from './context';
import type { Resolvers } from './resolver-types.generated';

/** Products on sale per category nid. */
async function countsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryNid: products.categoryNid, count: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.onSale}`)
    .groupBy(products.categoryNid);
  return new Map(rows.map((row) => [row.categoryNid, row.count]));
}

/** The typed filter and the url together: a product must satisfy both. */
async function resolveFilter(
  context: ShopContext,
  { filter, url }: QueryProductsCountArgs,
): Promise<{ metadata: CatalogMetadata; filter: ProductFilter }> {
  const metadata = await context.metadata();
  const typed = filterFromInput(metadata, filter);
  const fromUrl = url ? parseCatalogUrl(metadata, url) : emptyFilter();
  return { metadata, filter: intersectFilters(fromUrl, typed) };
}

const categoryUrl = (metadata: CatalogMetadata, category: CategoryRow) =>
  catalogUrl(metadata, { ...emptyFilter(), category });

function propertyValue(metadata: CatalogMetadata, option: OptionRow, product: ProductRow): string | null {
  if (option.valType === 'range') {
    const field = rangeField(option.productColumn);
    const raw = field ? product[field] : null;
    return raw === null ? null : `${raw}${option.unit ? ` ${option.unit}` : ''}`;
  }
  const names = product.valueNids
    .map((nid) => metadata.valueByNid.get(nid))
    .filter((value) => value?.optionNid === option.nid)
    .map((value) => value?.rusName);
  return names.length ? names.join(', ') : null;
}

export const catalogResolvers: Resolvers = {
  Query: {
    products: async (_, args, context) => {
      const { metadata, filter } = await resolveFilter(context, args);
      const paging = { sort: args.sort, ...pageOf(args.skip ?? 0, args.limit ?? CATALOG_PAGE_SIZE) };
      const key = JSON.stringify(['products', filterKey(filter), paging]);
      const version = await context.catalogVersion();
      return context.catalog.remember(version, key, async () => {
        // The engine's page (nids in order), its rows kept by the version or read by nid; a sort it does not keep is
        // the database's.
        const engine = await context.catalog.engine.at(version);
        const nids = engine?.page(filter, paging.sort, paging.skip, paging.limit);
        if (!engine || !nids) return listProducts(context.database.db, metadata, filter, paging);
        return engine.pageRows(nids, (missing) => productsByNid(context.database.db, missing));
      });
    },
    productsCount: async (_, args, context) => {
      const { metadata, filter } = await resolveFilter(context, args);
      const version = await context.catalogVersion();
      return context.catalog.remember(version, `count:${filterKey(filter)}`, async () => {
        const engine = await context.catalog.engine.at(version);
        return engine ? engine.count(filter) : countProducts(context.database.db, metadata, filter);
      });
    },
    catalogAddress: async (_, { url }, context) => {
      if (url === null || url === undefined) return null;
      const metadata = await context.metadata();
      return catalogAddress(metadata, parseCatalogUrl(metadata, url));
    },
    categoriesObjects: async (_, __, context) => (await context.metadata()).categories,
    options: async (_, __, context) => (await context.metadata()).options,
    filterCountAll: async (_, args, context) => {
      const { metadata, filter } = await resolveFilter(context, args);
      const version = await context.catalogVersion();
      return context.catalog.remember(version, `facets:${filterKey(filter)}`, async () => {
        const engine = await context.catalog.engine.at(version);
        const counter = engine ? engine.facetCounter() : sqlFacetCounter(context.database.db, metadata);
        return filterCounts(counter, metadata, filter);
      });
    },
    menu: async (_, __, context) => {
      const version = await context.catalogVersion();
      const [metadata, counts] = await Promise.all([
        context.metadata(),
        context.catalog.remember(version, 'menu-counts', () => countsByCategory(context.database.db)),
      ]);
      const item = (category: CategoryRow): MenuCategory => {
        const children = (metadata.childrenOf.get(category.nid) ?? []).map(item);
        const own = counts.get(category.nid) ?? 0;
        return {
          nid: category.nid,
          rusName: category.rusName,
          path: category.path,
          url: categoryUrl(metadata, category),
          picture: category.picture,
          productCount: own + children.reduce((sum, child) => sum + child.productCount, 0),
          children,
        };
      };
      return metadata.categories.filter((category) => category.topCategoryNid === null).map(item);
    },
    category: async (_, { path }, context) => (await context.metadata()).categoryByPath.get(path) ?? null,
    product: async (_, { nid }, context) => (await productsByNid(context.database.db, [nid])).get(nid) ?? null,
    search: async (_, { q, skip, limit }, context) => {
      const version = await context.catalogVersion();
      const text = searchText(q);
      const page = pageOf(skip ?? 0, limit ?? CATALOG_PAGE_SIZE);
      return context.catalog.remember(version, JSON.stringify(['search', text, page]), async () =>
        searchProducts(context.database.db, text, page, await context.catalog.engine.at(version)),
      );
    },
  },
  Category: {
    _id: (category) => category.id,
    url: async (category, _, context) => categoryUrl(await context.metadata(), category),
    parent: async (category, _, context) =>
      category.topCategoryNid === null
        ? null
        : ((await context.metadata()).categoryByNid.get(category.topCategoryNid) ?? null),
    children: async (category, _, context) => (await context.metadata()).childrenOf.get(category.nid) ?? [],
  },
  Option: {
    _id: (option) => option.id,
    bCol: async (option, _, context) => (await context.metadata()).valuesOf.get(option.nid) ?? [],
  },
  Product: {
    _id: (product) => product.id,
    inStock: (product) => product.freeStock > 0,
    fewLeft: (product) => (product.freeStock > 0 && product.freeStock < FREE_STOCK_TOLD ? product.freeStock : null),
    // Only a product none of which is free waits for a day; one the shop has free is there today.
    expectedDate: async (product, _, context) =>
      product.freeStock > 0 ? null : (await context.stockOutlook(product.nid)).expectedDate,
    // The shop has a free unit: ready today until the last pickup hour, else tomorrow.
    pickupToday: async (product, _, context) =>
      product.freeStock > 0 &&
      shopHourOf(context.now()) < SAME_DAY_PICKUP_UNTIL &&
      (await context.stockOutlook(product.nid)).pickupReady,
    pickupTomorrow: async (product, _, context) =>
      product.freeStock > 0 &&
      shopHourOf(context.now()) >= SAME_DAY_PICKUP_UNTIL &&
      (await context.stockOutlook(product.nid)).pickupReady,
    createdAt: (product) => product.createdAt.toISOString(),
    category: async (product, _, context) => {
      const category = (await context.metadata()).categoryByNid.get(product.categoryNid);
      if (!category)
        throw new Error(`product ${product.nid} is in category ${product.categoryNid}, which the catalogue lacks`);
      return category;
    },
    properties: async (product, { short }, context) => {
      const metadata = await context.metadata();
      const category = metadata.categoryByNid.get(product.categoryNid);
      const options = short ? category?.optionsForPropertiesShort : category?.optionsForPropertiesDetail;
      return (options ?? []).flatMap((nid) => {
        const option = metadata.optionByNid.get(nid);
        const value = option ? propertyValue(metadata, option, product) : null;
        return option && value ? [{ optionNid: nid, rusName: option.rusName, value }] : [];
      });
    },
    sameCollection: async (product, { limit }, context) => {
      if (!product.brandCollection) return [];
      const capped = Math.min(pageOf(0, limit).limit, SAME_COLLECTION_LIMIT);
      return context.database.db
        .select(PRODUCT_COLUMNS)
        .from(products)
        .where(
          and(
            eq(products.brand, product.brand),
            eq(products.brandCollection, product.brandCollection),
            ne(products.nid, product.nid),
            sql`${products.onSale}`,
          ),
        )
        .orderBy(asc(products.order), asc(products.nid))
        .limit(capped);
    },
  },
};
