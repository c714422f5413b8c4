import { createHash } from 'node:crypto';
import { urlOptionsToFilter } from '@shop/shared/catalog-url';
import { BRAND_KEYS, BRANDS, COLLECTIONS, COUNTRIES } from './brands-data';
import { CARD_FIELDS, CATEGORY_SEEDS, MUTABLE_FIELDS } from './categories-data';
import { OPTION, OPTION_SEEDS, valueRows } from './options-data';
import { PRODUCT_LINES, type ProductLine } from './product-lines';
import { Random } from './random';
import { slugify } from './transliterate';

export const DEFAULT_SEED = 2002;

/** A stable Mongo-like `_id` (requirements §3) for a row of a kind. */
const documentId = (kind: string, nid: number) => createHash('md5').update(`${kind}:${nid}`).digest('hex').slice(0, 24);

const KINDS = [...new Set(PRODUCT_LINES.map((line) => line.kind))];

/** Every option with its values, as rows. */
export function optionRows() {
  const extraValues: Record<number, readonly string[]> = {
    [OPTION.brand]: BRAND_KEYS.map((key) => BRANDS[key].rusName),
    [OPTION.country]: COUNTRIES,
    [OPTION.kind]: KINDS,
  };
  const options = OPTION_SEEDS.map((seed) => ({
    nid: seed.nid,
    id: documentId('option', seed.nid),
    name: seed.name,
    rusName: seed.rusName,
    topCategoryNid: null,
    valType: seed.valType,
    unit: seed.unit ?? null,
    productColumn: seed.productColumn ?? null,
  }));
  const values = OPTION_SEEDS.flatMap((seed) => valueRows(seed.nid, seed.values ?? extraValues[seed.nid] ?? []));
  // Collections carry their brand in the URL name: two brands may share a collection name.
  const collections = COLLECTIONS.map(({ brand, collection }, position) => ({
    nid: OPTION.collection * 1000 + position + 1,
    optionNid: OPTION.collection,
    order: position + 1,
    name: slugify(`${BRANDS[brand].rusName} ${collection}`),
    rusName: collection,
  }));
  return { options, values: [...values, ...collections] };
}

export function categoryRows() {
  const nidOf = new Map(CATEGORY_SEEDS.map((seed) => [seed.path, seed.nid]));
  return CATEGORY_SEEDS.map((seed, position) => ({
    nid: seed.nid,
    id: documentId('category', seed.nid),
    rusName: seed.rusName,
    path: seed.path,
    picture: `/media/categories/${seed.picture}.svg`,
    topCategoryNid: seed.parent ? (nidOf.get(seed.parent) ?? null) : null,
    position: position + 1,
    description: seed.description,
    urlOptionsToFilter: [...urlOptionsToFilter(seed.path)],
    optionsToFilter: [...seed.filters],
    optionsForPropertiesShort: [...seed.short],
    optionsForPropertiesDetail: seed.filters.filter((nid) => nid !== OPTION.price),
    valuesToShowInCatalogCards: [...CARD_FIELDS],
    mutFields: [...MUTABLE_FIELDS],
  }));
}

const years = (count: number) => `${count} ${count === 1 ? 'год' : count < 5 ? 'года' : 'лет'}`;

/** A price a shop would print: rounded to tens, most ending in 90. */
function shopPrice(random: Random, [min, max]: readonly [number, number]): number {
  const raw = min + (max - min) * random.next() ** 2;
  const rounded = Math.round(raw / 100) * 100;
  return Math.max(min, rounded - (random.chance(0.7) ? 10 : 0));
}

function pickLine(random: Random, totalWeight: number): ProductLine {
  let point = random.next() * totalWeight;
  for (const line of PRODUCT_LINES) {
    point -= line.weight;
    if (point < 0) return line;
  }
  return PRODUCT_LINES[PRODUCT_LINES.length - 1] as ProductLine;
}

const size = (random: Random, range?: readonly [number, number]) =>
  range ? random.stepped(range[0], range[1], range[1] - range[0] > 100 ? 10 : 1) : null;

/**
 * The products of a catalogue of `count` items: the same seed always gives the same products.
 * Each product's select values are also listed in valueNids for filtering.
 */
export function* generateProducts(count: number, seed = DEFAULT_SEED) {
  const random = new Random(seed);
  const { values } = optionRows();
  const valueNid = new Map(values.map((value) => [`${value.optionNid}:${value.rusName}`, value.nid]));
  const collectionNid = new Map(
    values.filter((value) => value.optionNid === OPTION.collection).map((value) => [value.name, value.nid]),
  );
  const categoryNid = new Map(CATEGORY_SEEDS.map((category) => [category.path, category.nid]));
  const totalWeight = PRODUCT_LINES.reduce((sum, line) => sum + line.weight, 0);
  const firstDay = Date.UTC(2024, 0, 1);
  for (let nid = 1; nid <= count; nid += 1) {
    const line = pickLine(random, totalWeight);
    const brandKey = random.pick(line.brands);
    const brand = BRANDS[brandKey];
    const collection = random.pick(brand.collections);
    const color = random.pick(line.colors);
    const material = random.pick(line.materials);
    const mounting = line.mountings ? random.pick(line.mountings) : null;
    const extras = [
      [OPTION.shape, line.shapes],
      [OPTION.control, line.controls],
      [OPTION.flush, line.flushes],
      [OPTION.connection, line.connections],
    ] as const;
    const picked = extras.flatMap(([option, choices]) => (choices ? [[option, random.pick(choices)] as const] : []));
    const model = String(10_000_000 + ((nid * 7919) % 90_000_000));
    const plainColor = color === 'Хром' || color === 'Белый';
    const name = `${line.kind} ${brand.rusName} ${collection} ${model}${plainColor ? '' : `, ${color.toLowerCase()}`}`;
    const price = shopPrice(random, line.price);
    const sale = random.chance(0.15) ? Math.round((price * (0.75 + random.next() * 0.18)) / 10) * 10 : null;
    const picture = `/media/products/${line.picture}-${slugify(color)}.svg`;
    const selectValues: [number, string][] = [
      [OPTION.brand, brand.rusName],
      [OPTION.country, brand.country],
      [OPTION.kind, line.kind],
      [OPTION.color, color],
      [OPTION.material, material],
      ...(mounting ? [[OPTION.mounting, mounting] as [number, string]] : []),
      ...picked.map(([option, value]) => [option, value] as [number, string]),
    ];
    const details = picked.map(([, value]) => value.toLowerCase()).join(', ');
    yield {
      product: {
        nid,
        id: documentId('product', nid),
        categoryNid: categoryNid.get(line.category) as number,
        vendorCode: `${brand.code}-${model}`,
        url: `${slugify(name)}-${nid}`,
        imageUrl: picture,
        images: [picture, `/media/schemes/${line.picture}.svg`],
        // The product's own picture is named by the product; the scheme says what it shows.
        imageAlts: ['', `Схема с размерами: ${line.kind.toLowerCase()}`],
        order: random.int(1, count * 4),
        name,
        brand: brand.rusName,
        country: brand.country,
        brandCollection: collection,
        price,
        priceTotal: price,
        totalSelectOrSoloValue: line.set ? 'set' : 'solo',
        priceWithAction: sale,
        length: size(random, line.length),
        width: size(random, line.width),
        heigth: size(random, line.heigth),
        material,
        color,
        mounting,
        description:
          `${line.kind} ${brand.rusName} из коллекции ${collection}. Материал — ${material.toLowerCase()}, цвет — ${color.toLowerCase()}` +
          `${mounting ? `, монтаж — ${mounting.toLowerCase()}` : ''}${details ? `; ${details}` : ''}. ` +
          `Страна производства бренда: ${brand.country}.${line.set ? ' Продаётся комплектом.' : ''}`,
        warranty: `${years(line.warrantyYears)} гарантии производителя`,
        valueNids: [
          ...selectValues.map(([option, value]) => valueNid.get(`${option}:${value}`) as number),
          collectionNid.get(slugify(`${brand.rusName} ${collection}`)) as number,
        ],
        onSale: !random.chance(0.01),
        createdAt: new Date(firstDay + random.int(0, 690) * 86_400_000),
      },
      stock: random.chance(0.1) ? 0 : random.int(1, 40),
    };
  }
}
