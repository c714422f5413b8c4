import { FILTERABLE_SLUGS, SUB_CATEGORIES } from '@shop/shared/catalog-url';
import { categoryRows, DEFAULT_SEED, generateProducts, optionRows } from '../generate-catalogue';
import { DEFAULT_PRODUCT_COUNT } from '../seed-catalogue';

type Generated = ReturnType<typeof generateProducts> extends Generator<infer Item> ? Item : never;

/** The first `count` items of a generator. */
function take(generator: Generator<Generated>, count: number): Generated[] {
  const items: Generated[] = [];
  for (const item of generator) {
    if (items.length === count) break;
    items.push(item);
  }
  return items;
}

/** urlOptionsToFilter of requirements §9, written out: path segments name values of these options. */
const MIXER = [10, 78, 25, 16];
const BRAND = [10];
const SPEC_URL_OPTIONS: Record<string, number[]> = {
  smesiteli: MIXER,
  'dlya-rakovini': MIXER,
  'dlya-vanni': MIXER,
  dush: BRAND,
  'dushevie-shlangi': BRAND,
  'dushevie-garnituri': BRAND,
  'verhniy-dush': BRAND,
  'dushevie-ograzdenia': BRAND,
  'part-sanitary': BRAND,
  'part-smesiteli': BRAND,
  'part-toilet': BRAND,
  'part-dush': BRAND,
  unitazi: [22, 10, 49, 25],
};

const categories = categoryRows();
const { options, values } = optionRows();
// The default catalogue, generated once for the tests below (no database).
const catalogue = [...generateProducts(DEFAULT_PRODUCT_COUNT)];
const products = catalogue.map((item) => item.product);

describe('the seed generator is deterministic', () => {
  it('the same seed gives identical products', () => {
    const first = take(generateProducts(DEFAULT_PRODUCT_COUNT, 7), 200);
    const again = take(generateProducts(DEFAULT_PRODUCT_COUNT, 7), 200);
    expect(first).toHaveLength(200);
    expect(again).toEqual(first);
    expect(take(generateProducts(DEFAULT_PRODUCT_COUNT), 200)).toEqual(catalogue.slice(0, 200));
  });

  it('another seed gives different products', () => {
    const other = take(generateProducts(DEFAULT_PRODUCT_COUNT, DEFAULT_SEED + 1), 200);
    const same = other.filter((item, index) => item.product.name === catalogue[index]?.product.name);
    expect(same.length).toBeLessThan(20);
    expect(other.map((item) => item.product.price)).not.toEqual(
      catalogue.slice(0, 200).map((item) => item.product.price),
    );
  });

  it('categories and options do not depend on the seed: stable nids and _ids', () => {
    expect(categoryRows()).toEqual(categories);
    expect(optionRows()).toEqual({ options, values });
  });
});

describe('categories of requirements §2 and their url options of requirements §9', () => {
  const byPath = new Map(categories.map((category) => [category.path, category]));

  it('every filterable category of the shared rules exists as a top category', () => {
    for (const slug of FILTERABLE_SLUGS) {
      expect({ slug, topCategoryNid: byPath.get(slug)?.topCategoryNid }).toEqual({ slug, topCategoryNid: null });
    }
  });

  it('every sub-category of the shared rules exists under its parent', () => {
    for (const [parent, children] of Object.entries(SUB_CATEGORIES)) {
      for (const child of children) {
        expect({ child, parent: byPath.get(child)?.topCategoryNid }).toEqual({
          child,
          parent: byPath.get(parent)?.nid,
        });
      }
    }
  });

  it('no other categories, and nids, paths and _ids are unique', () => {
    const known = [...FILTERABLE_SLUGS, ...Object.values(SUB_CATEGORIES).flat()];
    expect([...byPath.keys()].sort()).toEqual([...known].sort());
    expect(new Set(categories.map((category) => category.nid)).size).toBe(categories.length);
    expect(new Set(categories.map((category) => category.id)).size).toBe(categories.length);
  });

  it('urlOptionsToFilter is exactly requirements §9: mixers 10, 78, 25, 16; shower and parts 10; toilets 22, 10, 49, 25; the rest none', () => {
    for (const category of categories) {
      expect({ path: category.path, urlOptionsToFilter: category.urlOptionsToFilter }).toEqual({
        path: category.path,
        urlOptionsToFilter: SPEC_URL_OPTIONS[category.path] ?? [],
      });
    }
  });

  it('every option a category names (url options, filter panel, properties) exists', () => {
    const optionNids = new Set(options.map((option) => option.nid));
    for (const category of categories) {
      const named = [
        ...category.urlOptionsToFilter,
        ...category.optionsToFilter,
        ...category.optionsForPropertiesShort,
        ...category.optionsForPropertiesDetail,
      ];
      expect({ path: category.path, unknown: named.filter((nid) => !optionNids.has(nid)) }).toEqual({
        path: category.path,
        unknown: [],
      });
    }
  });
});

describe(`the default catalogue (${DEFAULT_PRODUCT_COUNT} products)`, () => {
  it('has at least 5 000 products, nids 1..n', () => {
    expect(DEFAULT_PRODUCT_COUNT).toBeGreaterThanOrEqual(5_000);
    expect(products.map((product) => product.nid)).toEqual(
      Array.from({ length: DEFAULT_PRODUCT_COUNT }, (_, index) => index + 1),
    );
  });

  it('spreads products over every leaf category of requirements §2, and only into known categories', () => {
    const parents = new Set(categories.map((category) => category.topCategoryNid).filter((nid) => nid !== null));
    const leaves = categories.filter((category) => !parents.has(category.nid));
    const perCategory = new Map<number, number>();
    for (const product of products)
      perCategory.set(product.categoryNid, (perCategory.get(product.categoryNid) ?? 0) + 1);
    const known = new Set(categories.map((category) => category.nid));
    expect([...perCategory.keys()].filter((nid) => !known.has(nid))).toEqual([]);
    for (const leaf of leaves)
      expect({ path: leaf.path, enough: (perCategory.get(leaf.nid) ?? 0) >= 20 }).toEqual({
        path: leaf.path,
        enough: true,
      });
  });

  it('every value nid of a product exists, and its brand and colour values are the product’s own', () => {
    const valueByNid = new Map(values.map((value) => [value.nid, value]));
    const problems: string[] = [];
    for (const product of products) {
      const unknown = product.valueNids.filter((nid) => !valueByNid.has(nid));
      if (unknown.length) problems.push(`${product.nid}: unknown values ${unknown.join(',')}`);
      const named = (optionNid: number) =>
        product.valueNids
          .map((nid) => valueByNid.get(nid))
          .filter((value) => value?.optionNid === optionNid)
          .map((value) => value?.rusName);
      if (named(10).join() !== product.brand)
        problems.push(`${product.nid}: brand ${product.brand} but values ${named(10).join()}`);
      if (named(25).join() !== product.color)
        problems.push(`${product.nid}: colour ${product.color} but values ${named(25).join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('prices are positive whole rubles ending in 0; a sale price is lower than the price', () => {
    const problems: string[] = [];
    for (const product of products) {
      if (!Number.isInteger(product.price) || product.price <= 0 || product.price % 10 !== 0)
        problems.push(`${product.nid}: price ${product.price}`);
      if (product.priceTotal !== product.price) problems.push(`${product.nid}: priceTotal ${product.priceTotal}`);
      const sale = product.priceWithAction;
      if (sale !== null && (!Number.isInteger(sale) || sale <= 0 || sale >= product.price || sale % 10 !== 0)) {
        problems.push(`${product.nid}: sale ${sale} of ${product.price}`);
      }
    }
    expect(problems).toEqual([]);
    const onSale = products.filter((product) => product.priceWithAction !== null).length;
    expect(onSale).toBeGreaterThan(products.length * 0.05);
    expect(onSale).toBeLessThan(products.length * 0.5);
  });

  it('vendor codes, urls and _ids are unique', () => {
    for (const field of ['vendorCode', 'url', 'id'] as const) {
      expect({ field, unique: new Set(products.map((product) => product[field])).size }).toEqual({
        field,
        unique: products.length,
      });
    }
  });

  it('stock is never negative and some products are out of stock', () => {
    expect(catalogue.every((item) => Number.isInteger(item.stock) && item.stock >= 0)).toBe(true);
    expect(catalogue.some((item) => item.stock === 0)).toBe(true);
  });
});
