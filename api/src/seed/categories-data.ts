import { OPTION } from './options-data';

export interface CategorySeed {
  nid: number;
  path: string;
  rusName: string;
  /** Parent's path for a sub-category. */
  parent?: string;
  /** Picture type of the category tile. */
  picture: string;
  description: string;
  /** Filter panel options, in order (price and brand lead everywhere). */
  filters: readonly number[];
  /** Options printed briefly on a tile. */
  short: readonly number[];
}

const COMMON = [OPTION.price, OPTION.brand, OPTION.country, OPTION.collection];
const SIZE = [OPTION.length, OPTION.width, OPTION.heigth];

/** Every category and sub-category of requirements §2, in catalogue order. */
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  {
    nid: 1,
    path: 'mebel',
    rusName: 'Мебель для ванной',
    picture: 'cabinet',
    description: 'Тумбы с раковиной, шкафы-пеналы, зеркала и зеркальные шкафы.',
    filters: [...COMMON, OPTION.kind, OPTION.mounting, OPTION.color, OPTION.material, ...SIZE],
    short: [OPTION.kind, OPTION.width, OPTION.mounting],
  },
  {
    nid: 2,
    path: 'rakovini',
    rusName: 'Раковины',
    picture: 'sink',
    description: 'Раковины накладные, встраиваемые, подвесные и на пьедестале.',
    filters: [...COMMON, OPTION.mounting, OPTION.shape, OPTION.material, OPTION.color, ...SIZE],
    short: [OPTION.mounting, OPTION.shape, OPTION.width],
  },
  {
    nid: 3,
    path: 'smesiteli',
    rusName: 'Смесители',
    picture: 'mixer',
    description: 'Смесители для раковины и ванны: однорычажные, двухвентильные, термостатические.',
    filters: [...COMMON, OPTION.control, OPTION.color, OPTION.material, OPTION.mounting],
    short: [OPTION.control, OPTION.color, OPTION.mounting],
  },
  {
    nid: 31,
    path: 'dlya-rakovini',
    parent: 'smesiteli',
    rusName: 'Смесители для раковины',
    picture: 'mixer',
    description: 'Смесители для умывальника: с донным клапаном и без, высокие для накладных раковин.',
    filters: [...COMMON, OPTION.control, OPTION.color, OPTION.material, OPTION.mounting],
    short: [OPTION.control, OPTION.color, OPTION.mounting],
  },
  {
    nid: 32,
    path: 'dlya-vanni',
    parent: 'smesiteli',
    rusName: 'Смесители для ванны',
    picture: 'bath-mixer',
    description: 'Смесители для ванны с душем: настенные, на борт ванны, встраиваемые.',
    filters: [...COMMON, OPTION.control, OPTION.color, OPTION.material, OPTION.mounting],
    short: [OPTION.control, OPTION.color, OPTION.mounting],
  },
  {
    nid: 4,
    path: 'dush',
    rusName: 'Душевые системы',
    picture: 'shower',
    description: 'Душевые стойки и системы, шланги, лейки и верхний душ.',
    filters: [...COMMON, OPTION.kind, OPTION.control, OPTION.color, OPTION.mounting],
    short: [OPTION.kind, OPTION.color, OPTION.mounting],
  },
  {
    nid: 41,
    path: 'dushevie-shlangi',
    parent: 'dush',
    rusName: 'Душевые шланги',
    picture: 'hose',
    description: 'Шланги для душа длиной от 125 до 200 см.',
    filters: [...COMMON, OPTION.color, OPTION.material, OPTION.length],
    short: [OPTION.length, OPTION.color],
  },
  {
    nid: 42,
    path: 'dushevie-garnituri',
    parent: 'dush',
    rusName: 'Душевые гарнитуры',
    picture: 'shower-set',
    description: 'Гарнитуры: штанга, лейка и шланг в одном комплекте.',
    filters: [...COMMON, OPTION.color, OPTION.mounting],
    short: [OPTION.color, OPTION.heigth],
  },
  {
    nid: 43,
    path: 'verhniy-dush',
    parent: 'dush',
    rusName: 'Верхний душ',
    picture: 'rain-shower',
    description: 'Тропические лейки и верхний душ с кронштейном.',
    filters: [...COMMON, OPTION.shape, OPTION.color, OPTION.mounting, OPTION.width],
    short: [OPTION.shape, OPTION.width, OPTION.color],
  },
  {
    nid: 5,
    path: 'dushevie-ograzdenia',
    rusName: 'Душевые ограждения',
    picture: 'enclosure',
    description: 'Душевые уголки, двери, перегородки и шторки на ванну.',
    filters: [...COMMON, OPTION.kind, OPTION.shape, OPTION.color, ...SIZE],
    short: [OPTION.kind, OPTION.width, OPTION.color],
  },
  {
    nid: 6,
    path: 'vanni',
    rusName: 'Ванны',
    picture: 'bath',
    description: 'Акриловые, чугунные, стальные ванны и ванны из кварила.',
    filters: [...COMMON, OPTION.material, OPTION.shape, OPTION.mounting, ...SIZE],
    short: [OPTION.material, OPTION.length, OPTION.width],
  },
  {
    nid: 7,
    path: 'unitazi',
    rusName: 'Унитазы',
    picture: 'toilet',
    description: 'Подвесные, напольные и приставные унитазы, безободковые модели.',
    filters: [...COMMON, OPTION.mounting, OPTION.flush, OPTION.color, OPTION.material, ...SIZE],
    short: [OPTION.mounting, OPTION.flush, OPTION.color],
  },
  {
    nid: 8,
    path: 'bide',
    rusName: 'Биде',
    picture: 'bidet',
    description: 'Подвесные и напольные биде.',
    filters: [...COMMON, OPTION.mounting, OPTION.color, ...SIZE],
    short: [OPTION.mounting, OPTION.color],
  },
  {
    nid: 9,
    path: 'pissuari',
    rusName: 'Писсуары',
    picture: 'urinal',
    description: 'Писсуары для дома и общественных помещений.',
    filters: [...COMMON, OPTION.mounting, OPTION.color, ...SIZE],
    short: [OPTION.mounting, OPTION.color],
  },
  {
    nid: 10,
    path: 'installacii',
    rusName: 'Инсталляции',
    picture: 'installation',
    description: 'Инсталляции для унитазов, биде и раковин, комплекты с кнопкой смыва.',
    filters: [...COMMON, OPTION.kind, ...SIZE],
    short: [OPTION.kind, OPTION.heigth],
  },
  {
    nid: 11,
    path: 'polotencesushiteli',
    rusName: 'Полотенцесушители',
    picture: 'towel-dryer',
    description: 'Водяные и электрические полотенцесушители.',
    filters: [...COMMON, OPTION.connection, OPTION.shape, OPTION.color, OPTION.material, ...SIZE],
    short: [OPTION.connection, OPTION.heigth, OPTION.width],
  },
  {
    nid: 12,
    path: 'aksessuari',
    rusName: 'Аксессуары для ванной',
    picture: 'accessory',
    description: 'Держатели, крючки, полки, дозаторы и ёршики.',
    filters: [...COMMON, OPTION.kind, OPTION.color, OPTION.material, OPTION.mounting],
    short: [OPTION.kind, OPTION.color],
  },
  {
    nid: 13,
    path: 'sliv-sifon',
    rusName: 'Слив и сифоны',
    picture: 'siphon',
    description: 'Сифоны, трапы, душевые лотки и донные клапаны.',
    filters: [...COMMON, OPTION.kind, OPTION.material, OPTION.color],
    short: [OPTION.kind, OPTION.material],
  },
  {
    nid: 14,
    path: 'vodoprovod',
    rusName: 'Водопровод',
    picture: 'valve',
    description: 'Краны, фитинги, трубы, фильтры и коллекторы.',
    filters: [...COMMON, OPTION.kind, OPTION.material],
    short: [OPTION.kind, OPTION.material],
  },
  {
    nid: 15,
    path: 'part-sanitary',
    rusName: 'Комплектующие',
    picture: 'part',
    description: 'Запасные части для смесителей, унитазов и душа.',
    filters: [...COMMON, OPTION.kind, OPTION.material],
    short: [OPTION.kind],
  },
  {
    nid: 151,
    path: 'part-smesiteli',
    parent: 'part-sanitary',
    rusName: 'Комплектующие для смесителей',
    picture: 'part',
    description: 'Картриджи, кран-буксы, аэраторы и изливы.',
    filters: [...COMMON, OPTION.kind, OPTION.material],
    short: [OPTION.kind],
  },
  {
    nid: 152,
    path: 'part-toilet',
    parent: 'part-sanitary',
    rusName: 'Комплектующие для унитазов',
    picture: 'part',
    description: 'Арматура бачков, кнопки смыва, сиденья и крепления.',
    filters: [...COMMON, OPTION.kind, OPTION.color],
    short: [OPTION.kind, OPTION.color],
  },
  {
    nid: 153,
    path: 'part-dush',
    parent: 'part-sanitary',
    rusName: 'Комплектующие для душа',
    picture: 'part',
    description: 'Держатели лейки, штанги, переключатели и кронштейны.',
    filters: [...COMMON, OPTION.kind, OPTION.color],
    short: [OPTION.kind, OPTION.color],
  },
];

/** Product fields printed on catalogue cards, the same for every category. */
export const CARD_FIELDS = ['brand', 'country', 'brandCollection', 'vendorCode'] as const;

/** Product fields the back-office edits. */
export const MUTABLE_FIELDS = [
  'name',
  'price',
  'priceWithAction',
  'description',
  'brandCollection',
  'material',
  'color',
  'mounting',
  'length',
  'width',
  'heigth',
  'onSale',
  'order',
] as const;
