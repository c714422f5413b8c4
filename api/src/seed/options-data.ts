import { slugify } from './transliterate';

/**
 * Option nids of the shop (requirements §9 names 10, 16, 22, 25, 49, 78 for path filters):
 *   1 price · 10 brand · 11 country · 12 collection · 16 material · 22 mounting · 25 color
 *   31 length · 32 width · 33 heigth · 40 shape · 42 connection · 46 kind · 49 flush · 78 control
 */
export const OPTION = {
  price: 1,
  brand: 10,
  country: 11,
  collection: 12,
  material: 16,
  mounting: 22,
  color: 25,
  length: 31,
  width: 32,
  heigth: 33,
  shape: 40,
  connection: 42,
  kind: 46,
  flush: 49,
  control: 78,
} as const;

export interface OptionSeed {
  nid: number;
  name: string;
  rusName: string;
  valType: 'select' | 'range';
  unit?: string;
  productColumn?: string;
  /** Select options: the values' Russian names, in display order. */
  values?: readonly string[];
}

const MATERIALS = [
  'Латунь',
  'Нержавеющая сталь',
  'Фарфор',
  'Санфаянс',
  'Акрил',
  'Чугун',
  'Сталь',
  'Кварил',
  'Искусственный камень',
  'Закалённое стекло',
  'МДФ',
  'ЛДСП',
  'Пластик',
  'Полипропилен',
  'Керамика',
  'Медь',
] as const;

const COLORS = [
  'Хром',
  'Белый',
  'Чёрный матовый',
  'Бронза',
  'Золото',
  'Нержавеющая сталь',
  'Графит',
  'Бежевый',
  'Серый',
  'Дуб светлый',
  'Венге',
  'Прозрачное стекло',
  'Матовое стекло',
] as const;

const MOUNTINGS = [
  'Настенный',
  'Напольный',
  'Подвесной',
  'Приставной',
  'Встраиваемый',
  'На борт ванны',
  'Врезной',
  'Накладной',
  'Угловой',
  'На раковину',
] as const;

const SHAPES = ['Прямоугольная', 'Овальная', 'Круглая', 'Квадратная', 'Угловая', 'Асимметричная'] as const;
const CONNECTIONS = ['Водяной', 'Электрический', 'Комбинированный'] as const;
const FLUSHES = ['Безободковый', 'С ободком', 'Вихревой смыв'] as const;
const CONTROLS = ['Однорычажный', 'Двухвентильный', 'Термостатический', 'Сенсорный'] as const;

/** The options; select values of brand, country, collection and kind come from the brand and category data. */
export const OPTION_SEEDS: readonly OptionSeed[] = [
  { nid: OPTION.price, name: 'price', rusName: 'Цена', valType: 'range', unit: '₽', productColumn: 'sale_price' },
  { nid: OPTION.brand, name: 'brand', rusName: 'Бренд', valType: 'select' },
  { nid: OPTION.country, name: 'country', rusName: 'Страна производства', valType: 'select' },
  { nid: OPTION.collection, name: 'collection', rusName: 'Коллекция', valType: 'select' },
  { nid: OPTION.material, name: 'material', rusName: 'Материал', valType: 'select', values: MATERIALS },
  { nid: OPTION.mounting, name: 'mounting', rusName: 'Монтаж', valType: 'select', values: MOUNTINGS },
  { nid: OPTION.color, name: 'color', rusName: 'Цвет', valType: 'select', values: COLORS },
  { nid: OPTION.length, name: 'length', rusName: 'Длина', valType: 'range', unit: 'мм', productColumn: 'length' },
  { nid: OPTION.width, name: 'width', rusName: 'Ширина', valType: 'range', unit: 'мм', productColumn: 'width' },
  { nid: OPTION.heigth, name: 'heigth', rusName: 'Высота', valType: 'range', unit: 'мм', productColumn: 'heigth' },
  { nid: OPTION.shape, name: 'shape', rusName: 'Форма', valType: 'select', values: SHAPES },
  { nid: OPTION.connection, name: 'connection', rusName: 'Подключение', valType: 'select', values: CONNECTIONS },
  { nid: OPTION.kind, name: 'kind', rusName: 'Тип товара', valType: 'select' },
  { nid: OPTION.flush, name: 'flush', rusName: 'Смыв', valType: 'select', values: FLUSHES },
  { nid: OPTION.control, name: 'control', rusName: 'Управление', valType: 'select', values: CONTROLS },
];

/** The nid of an option's n-th value: option nid x 1000 + position, unique across options. */
const valueNid = (optionNid: number, position: number) => optionNid * 1000 + position + 1;

/** Option values as rows, from Russian names: the name (URL part) is their slug. */
export function valueRows(optionNid: number, rusNames: readonly string[]) {
  return rusNames.map((rusName, position) => ({
    nid: valueNid(optionNid, position),
    optionNid,
    order: position + 1,
    name: slugify(rusName),
    rusName,
  }));
}
