import { productFormOptions, validateProduct, type DraftOption, type ProductDraft } from '..';

const OPTIONS: DraftOption[] = [
  { nid: 1, name: 'price', rusName: 'Цена', valType: 'range' },
  { nid: 10, name: 'brand', rusName: 'Бренд', valType: 'select', valueNids: [10001, 10002] },
  { nid: 11, name: 'country', rusName: 'Страна производства', valType: 'select', valueNids: [11001] },
  { nid: 12, name: 'collection', rusName: 'Коллекция', valType: 'select', valueNids: [12001] },
  { nid: 25, name: 'color', rusName: 'Цвет', valType: 'select', valueNids: [25001] },
  { nid: 32, name: 'width', rusName: 'Ширина', valType: 'range' },
  { nid: 49, name: 'flush', rusName: 'Смыв', valType: 'select', valueNids: [49001] },
];

const draft = (changes: Partial<ProductDraft> = {}): ProductDraft => ({
  name: 'Смеситель Grohe',
  vendorCode: 'GR-1',
  categoryNid: 31,
  price: 10_000,
  priceWithAction: null,
  description: '',
  warranty: '',
  images: ['/media/1.svg'],
  imageAlts: [''],
  selectValues: [
    { optionNid: 10, valueNid: 10001 },
    { optionNid: 11, valueNid: 11001 },
  ],
  rangeValues: [],
  ...changes,
});

describe('productFormOptions', () => {
  it('gives brand, country and collection first, then the category’s own options, never the price', () => {
    const category = { nid: 31, optionsToFilter: [1, 10, 25, 32], optionsForPropertiesDetail: [25, 32] };
    expect(productFormOptions(category, OPTIONS).map((option) => option.nid)).toEqual([10, 11, 12, 25, 32]);
  });

  it('without a category, the options every product has', () => {
    expect(productFormOptions(null, OPTIONS).map((option) => option.name)).toEqual(['brand', 'country', 'collection']);
  });
});

describe('validateProduct', () => {
  const edited = OPTIONS.filter((option) => [10, 11, 12, 25, 32].includes(option.nid));

  it.each(['/media/a b.svg', '//evil.example/x.png', 'http://cdn.example/x.jpg', '/x.png', 'javascript:alert(1)'])(
    'refuses the picture %j: only https://… and the shop’s own /media/… (isPictureAddress)',
    (url) => {
      expect(validateProduct(draft({ images: [url] }), edited)).toEqual({
        images: 'Адрес картинки — https://… или /media/…, без пробелов, не длиннее 500 символов',
      });
    },
  );

  it.each(['=HYPERLINK("https://evil.example","Скидка")', '+7 смеситель', '-1', '@SUM(A1)'])(
    'refuses a name and a vendor code beginning as a spreadsheet formula: %j',
    (text) => {
      const errors = validateProduct(draft({ name: text, vendorCode: text.replace(/\s/g, '') }), edited);
      expect(errors.name).toBe('Название не может начинаться с «=», «+», «-» или «@»: таблица примет это за формулу');
      expect(errors.vendorCode).toMatch(/^Артикул /);
    },
  );

  it('passes a complete product', () => {
    expect(
      validateProduct(draft({ priceWithAction: 9_000, rangeValues: [{ optionNid: 32, value: 50 }] }), edited),
    ).toEqual({});
  });

  it('passes an uploaded photo’s address with its alternative text, and 200 characters of it', () => {
    const photo = '/media/photos/0123456789abcdef0123456789abcdef-1600x1200.jpg';
    expect(
      validateProduct(draft({ images: [photo, '/media/1.svg'], imageAlts: ['Вид сбоку', 'а'.repeat(200)] }), edited),
    ).toEqual({});
  });

  it.each([
    ['name', { name: ' ' }, 'Введите название товара'],
    ['vendorCode', { vendorCode: 'GR 1' }, 'Артикул — без пробелов, не длиннее 60 символов'],
    ['categoryNid', { categoryNid: null }, 'Выберите категорию'],
    ['price', { price: Number.NaN }, 'Укажите цену — целое число рублей от 1 до 100 000 000'],
    ['price', { price: 10.5 }, 'Укажите цену — целое число рублей от 1 до 100 000 000'],
    ['priceWithAction', { priceWithAction: 10_000 }, 'Цена по акции должна быть меньше обычной цены'],
    ['priceWithAction', { priceWithAction: 0 }, 'Цена по акции — целое число рублей больше нуля'],
    ['images', { images: [], imageAlts: [] }, 'Добавьте хотя бы одну картинку'],
    ['images', { imageAlts: [] }, 'Подписей к картинкам должно быть столько же, сколько картинок'],
    ['images', { imageAlts: ['а'.repeat(201)] }, 'Подпись к картинке — не длиннее 200 символов'],
    ['images', { imageAlts: ['Вид\nсбоку'] }, 'Уберите из текста непечатаемые символы'],
    ['description', { description: 'a\u0000b' }, 'Уберите из текста непечатаемые символы'],
    ['options.10', { selectValues: [{ optionNid: 11, valueNid: 11001 }] }, 'Выберите значение: бренд'],
    [
      'options.25',
      { selectValues: [...draft().selectValues, { optionNid: 25, valueNid: 10001 }] },
      'Выберите значение из списка',
    ],
    ['options.32', { rangeValues: [{ optionNid: 32, value: -1 }] }, 'Ширина: целое число от 0 до 100 000'],
  ])('%s: %j', (field, changes, message) => {
    expect(validateProduct(draft(changes), edited)).toEqual({ [field]: message.replace(/(?<=\d) (?=\d)/g, '\u00a0') });
  });
});
