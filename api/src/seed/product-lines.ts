import type { BrandKey } from './brands-data';

type Range = readonly [number, number];

/** How one kind of product is made up: the seed draws every product from such a line. */
export interface ProductLine {
  /** Path of the (sub-)category it belongs to. */
  category: string;
  /** Russian kind, starts the name: «Смеситель для раковины». */
  kind: string;
  /** Share of the catalogue. */
  weight: number;
  brands: readonly BrandKey[];
  materials: readonly string[];
  colors: readonly string[];
  mountings?: readonly string[];
  shapes?: readonly string[];
  controls?: readonly string[];
  flushes?: readonly string[];
  connections?: readonly string[];
  price: Range;
  length?: Range;
  width?: Range;
  heigth?: Range;
  /** Picture type served by /media. */
  picture: string;
  /** Sold as a set (priceTotal covers it). */
  set?: boolean;
  warrantyYears: number;
}

const MIXER_BRANDS: BrandKey[] = ['grohe', 'hansgrohe', 'jacobDelafon', 'idealStandard', 'ampm', 'iddis', 'kludi', 'oras', 'damixa', 'roca', 'vitra', 'wasserkraft'];
const CERAMIC_BRANDS: BrandKey[] = ['jacobDelafon', 'villeroyBoch', 'roca', 'idealStandard', 'cersanit', 'vitra', 'laufen', 'duravit', 'gustavsberg', 'santek', 'ampm'];
const FIXTURE_COLORS = ['Хром', 'Чёрный матовый', 'Бронза', 'Золото', 'Нержавеющая сталь', 'Графит', 'Белый'];
const CERAMIC_COLORS = ['Белый', 'Чёрный матовый', 'Бежевый', 'Серый'];

export const PRODUCT_LINES: readonly ProductLine[] = [
  { category: 'mebel', kind: 'Тумба с раковиной', weight: 5, brands: ['aquaton', 'opadiris', 'roca', 'jacobDelafon', 'villeroyBoch', 'cersanit', 'ampm'], materials: ['МДФ', 'ЛДСП'], colors: ['Белый', 'Дуб светлый', 'Венге', 'Серый', 'Графит'], mountings: ['Подвесной', 'Напольный'], price: [9_000, 95_000], length: [450, 560], width: [500, 1200], heigth: [450, 850], picture: 'cabinet', warrantyYears: 2 },
  { category: 'mebel', kind: 'Шкаф-пенал', weight: 2, brands: ['aquaton', 'opadiris', 'cersanit', 'roca'], materials: ['МДФ', 'ЛДСП'], colors: ['Белый', 'Дуб светлый', 'Венге', 'Серый'], mountings: ['Подвесной', 'Напольный'], price: [7_000, 45_000], length: [300, 350], width: [300, 450], heigth: [1400, 1800], picture: 'cabinet', warrantyYears: 2 },
  { category: 'mebel', kind: 'Зеркало с подсветкой', weight: 2, brands: ['aquaton', 'opadiris', 'ampm', 'roca'], materials: ['МДФ', 'Закалённое стекло'], colors: ['Белый', 'Чёрный матовый'], mountings: ['Настенный'], price: [4_500, 38_000], length: [30, 150], width: [500, 1200], heigth: [700, 900], picture: 'mirror', warrantyYears: 1 },
  { category: 'rakovini', kind: 'Раковина', weight: 5, brands: CERAMIC_BRANDS, materials: ['Санфаянс', 'Фарфор', 'Искусственный камень', 'Керамика'], colors: CERAMIC_COLORS, mountings: ['Накладной', 'Врезной', 'Подвесной', 'Встраиваемый', 'Угловой'], shapes: ['Прямоугольная', 'Овальная', 'Круглая', 'Квадратная', 'Угловая'], price: [3_200, 68_000], length: [350, 500], width: [400, 1000], heigth: [120, 220], picture: 'sink', warrantyYears: 10 },
  { category: 'dlya-rakovini', kind: 'Смеситель для раковины', weight: 9, brands: MIXER_BRANDS, materials: ['Латунь', 'Нержавеющая сталь'], colors: FIXTURE_COLORS, mountings: ['На раковину', 'Настенный', 'Встраиваемый'], controls: ['Однорычажный', 'Двухвентильный', 'Сенсорный'], price: [2_800, 74_000], length: [100, 220], width: [40, 60], heigth: [140, 360], picture: 'mixer', warrantyYears: 5 },
  { category: 'dlya-vanni', kind: 'Смеситель для ванны', weight: 7, brands: MIXER_BRANDS, materials: ['Латунь', 'Нержавеющая сталь'], colors: FIXTURE_COLORS, mountings: ['Настенный', 'На борт ванны', 'Встраиваемый', 'Напольный'], controls: ['Однорычажный', 'Двухвентильный', 'Термостатический'], price: [3_900, 96_000], length: [150, 350], width: [60, 200], heigth: [80, 1000], picture: 'bath-mixer', warrantyYears: 5 },
  { category: 'dush', kind: 'Душевая стойка', weight: 5, brands: ['grohe', 'hansgrohe', 'idealStandard', 'ampm', 'iddis', 'kludi', 'jacobDelafon'], materials: ['Латунь', 'Нержавеющая сталь'], colors: FIXTURE_COLORS, mountings: ['Настенный'], controls: ['Однорычажный', 'Термостатический'], price: [8_500, 145_000], width: [200, 400], heigth: [950, 1250], picture: 'shower', warrantyYears: 5 },
  { category: 'dushevie-shlangi', kind: 'Душевой шланг', weight: 3, brands: ['grohe', 'hansgrohe', 'iddis', 'wasserkraft', 'ampm', 'kludi'], materials: ['Нержавеющая сталь', 'Пластик'], colors: ['Хром', 'Чёрный матовый', 'Бронза'], price: [650, 6_500], length: [1250, 2000], picture: 'hose', warrantyYears: 2 },
  { category: 'dushevie-garnituri', kind: 'Душевой гарнитур', weight: 3, brands: ['grohe', 'hansgrohe', 'iddis', 'wasserkraft', 'ampm', 'oras'], materials: ['Латунь', 'Пластик'], colors: FIXTURE_COLORS, mountings: ['Настенный'], price: [2_400, 32_000], heigth: [600, 900], picture: 'shower-set', set: true, warrantyYears: 3 },
  { category: 'verhniy-dush', kind: 'Верхний душ', weight: 3, brands: ['grohe', 'hansgrohe', 'idealStandard', 'ampm', 'wasserkraft', 'kludi'], materials: ['Латунь', 'Нержавеющая сталь', 'Пластик'], colors: FIXTURE_COLORS, mountings: ['Настенный', 'Встраиваемый'], shapes: ['Круглая', 'Квадратная', 'Прямоугольная'], price: [2_900, 64_000], width: [200, 400], picture: 'rain-shower', warrantyYears: 3 },
  { category: 'dushevie-ograzdenia', kind: 'Душевой уголок', weight: 4, brands: ['ravak', 'cezares', 'ampm', 'roca', 'cersanit'], materials: ['Закалённое стекло'], colors: ['Прозрачное стекло', 'Матовое стекло'], mountings: ['Угловой'], shapes: ['Квадратная', 'Прямоугольная', 'Асимметричная'], price: [14_000, 120_000], length: [800, 1200], width: [800, 1000], heigth: [1850, 2000], picture: 'enclosure', warrantyYears: 2 },
  { category: 'dushevie-ograzdenia', kind: 'Шторка на ванну', weight: 2, brands: ['ravak', 'cezares', 'ampm', 'cersanit'], materials: ['Закалённое стекло'], colors: ['Прозрачное стекло', 'Матовое стекло'], mountings: ['На борт ванны'], shapes: ['Прямоугольная'], price: [6_500, 48_000], length: [700, 1200], width: [6, 8], heigth: [1400, 1500], picture: 'enclosure', warrantyYears: 2 },
  { category: 'vanni', kind: 'Ванна', weight: 6, brands: ['kaldewei', 'riho', 'roca', 'jacobDelafon', 'villeroyBoch', 'cersanit', 'santek', 'aquaton'], materials: ['Акрил', 'Чугун', 'Сталь', 'Кварил'], colors: ['Белый'], mountings: ['Приставной', 'Встраиваемый', 'Угловой', 'Напольный'], shapes: ['Прямоугольная', 'Овальная', 'Угловая', 'Асимметричная'], price: [11_000, 260_000], length: [1200, 1900], width: [700, 1000], heigth: [400, 650], picture: 'bath', warrantyYears: 10 },
  { category: 'unitazi', kind: 'Унитаз', weight: 8, brands: CERAMIC_BRANDS, materials: ['Санфаянс', 'Фарфор'], colors: CERAMIC_COLORS, mountings: ['Подвесной', 'Напольный', 'Приставной'], flushes: ['Безободковый', 'С ободком', 'Вихревой смыв'], price: [6_500, 120_000], length: [480, 700], width: [340, 400], heigth: [330, 820], picture: 'toilet', warrantyYears: 10 },
  { category: 'bide', kind: 'Биде', weight: 2, brands: ['jacobDelafon', 'villeroyBoch', 'roca', 'idealStandard', 'laufen', 'duravit', 'vitra'], materials: ['Санфаянс', 'Фарфор'], colors: CERAMIC_COLORS, mountings: ['Подвесной', 'Напольный'], price: [7_900, 78_000], length: [480, 600], width: [340, 380], heigth: [300, 420], picture: 'bidet', warrantyYears: 10 },
  { category: 'pissuari', kind: 'Писсуар', weight: 1, brands: ['laufen', 'idealStandard', 'roca', 'vitra', 'jacobDelafon'], materials: ['Санфаянс', 'Фарфор'], colors: ['Белый'], mountings: ['Подвесной', 'Настенный'], price: [6_900, 58_000], length: [300, 400], width: [300, 400], heigth: [550, 750], picture: 'urinal', warrantyYears: 10 },
  { category: 'installacii', kind: 'Инсталляция для унитаза', weight: 4, brands: ['geberit', 'tece', 'alcaplast', 'grohe', 'cersanit', 'viega'], materials: ['Сталь'], colors: ['Серый'], mountings: ['Встраиваемый'], price: [8_900, 64_000], length: [120, 200], width: [500, 520], heigth: [1120, 1150], picture: 'installation', set: true, warrantyYears: 10 },
  { category: 'installacii', kind: 'Кнопка смыва', weight: 2, brands: ['geberit', 'tece', 'alcaplast', 'grohe', 'viega'], materials: ['Пластик', 'Нержавеющая сталь', 'Закалённое стекло'], colors: ['Белый', 'Хром', 'Чёрный матовый', 'Золото'], mountings: ['Настенный'], price: [1_800, 28_000], length: [5, 15], width: [150, 250], heigth: [150, 250], picture: 'flush-button', warrantyYears: 5 },
  { category: 'polotencesushiteli', kind: 'Полотенцесушитель', weight: 5, brands: ['terminus', 'margaroli', 'grohe', 'ampm'], materials: ['Нержавеющая сталь', 'Медь', 'Сталь'], colors: ['Хром', 'Белый', 'Чёрный матовый', 'Бронза', 'Золото'], mountings: ['Настенный', 'Напольный'], shapes: ['Прямоугольная', 'Квадратная'], connections: ['Водяной', 'Электрический', 'Комбинированный'], price: [4_200, 89_000], length: [80, 130], width: [400, 600], heigth: [500, 1200], picture: 'towel-dryer', warrantyYears: 5 },
  { category: 'aksessuari', kind: 'Держатель для полотенец', weight: 2, brands: ['wasserkraft', 'grohe', 'hansgrohe', 'iddis', 'ampm'], materials: ['Латунь', 'Нержавеющая сталь'], colors: FIXTURE_COLORS, mountings: ['Настенный'], price: [900, 14_000], length: [60, 120], width: [300, 800], heigth: [40, 80], picture: 'accessory', warrantyYears: 2 },
  { category: 'aksessuari', kind: 'Дозатор для мыла', weight: 1, brands: ['wasserkraft', 'grohe', 'hansgrohe', 'iddis'], materials: ['Латунь', 'Керамика', 'Закалённое стекло'], colors: FIXTURE_COLORS, mountings: ['Настенный', 'На раковину'], price: [700, 9_500], heigth: [150, 200], picture: 'dispenser', warrantyYears: 1 },
  { category: 'sliv-sifon', kind: 'Сифон для раковины', weight: 2, brands: ['mcalpine', 'aniPlast', 'viega', 'hansgrohe', 'geberit'], materials: ['Пластик', 'Латунь'], colors: ['Белый', 'Хром', 'Чёрный матовый'], price: [450, 14_000], heigth: [200, 400], picture: 'siphon', warrantyYears: 2 },
  { category: 'sliv-sifon', kind: 'Душевой трап', weight: 2, brands: ['viega', 'alcaplast', 'tece', 'mcalpine', 'aniPlast'], materials: ['Нержавеющая сталь', 'Пластик'], colors: ['Нержавеющая сталь', 'Чёрный матовый'], price: [1_900, 39_000], length: [150, 1000], width: [70, 150], heigth: [60, 120], picture: 'drain', warrantyYears: 5 },
  { category: 'vodoprovod', kind: 'Кран шаровой', weight: 2, brands: ['valtec', 'rehau', 'viega'], materials: ['Латунь'], colors: ['Хром', 'Нержавеющая сталь'], price: [280, 4_800], length: [50, 110], picture: 'valve', warrantyYears: 7 },
  { category: 'vodoprovod', kind: 'Фильтр механической очистки', weight: 1, brands: ['valtec', 'viega'], materials: ['Латунь', 'Пластик'], colors: ['Хром', 'Белый'], price: [450, 7_900], length: [60, 150], picture: 'valve', warrantyYears: 5 },
  { category: 'part-smesiteli', kind: 'Картридж для смесителя', weight: 1, brands: ['grohe', 'hansgrohe', 'iddis', 'kludi', 'oras', 'idealStandard'], materials: ['Керамика', 'Пластик'], colors: ['Белый', 'Серый'], price: [650, 9_800], heigth: [40, 80], picture: 'part', warrantyYears: 2 },
  { category: 'part-toilet', kind: 'Арматура для бачка', weight: 1, brands: ['geberit', 'grohe', 'cersanit', 'roca', 'alcaplast'], materials: ['Пластик'], colors: ['Белый'], price: [900, 6_500], heigth: [200, 400], picture: 'part', warrantyYears: 2 },
  { category: 'part-toilet', kind: 'Сиденье для унитаза с микролифтом', weight: 1, brands: ['jacobDelafon', 'villeroyBoch', 'roca', 'cersanit', 'vitra', 'laufen'], materials: ['Пластик'], colors: ['Белый', 'Чёрный матовый'], price: [1_900, 22_000], length: [420, 470], width: [350, 380], picture: 'seat', warrantyYears: 2 },
  { category: 'part-dush', kind: 'Держатель для лейки', weight: 1, brands: ['grohe', 'hansgrohe', 'iddis', 'wasserkraft'], materials: ['Латунь', 'Пластик'], colors: FIXTURE_COLORS, price: [450, 6_900], picture: 'part', warrantyYears: 2 },
];
