/** A sanitary brand as the shop sells it: where it comes from and its collections. */
export interface BrandSeed {
  rusName: string;
  country: string;
  /** Vendor code prefix. */
  code: string;
  collections: readonly string[];
}

export const BRANDS = {
  grohe: {
    rusName: 'Grohe',
    country: 'Германия',
    code: 'GR',
    collections: ['Eurosmart', 'Essence', 'BauEdge', 'Eurostyle', 'Euphoria', 'Rainshower', 'Tempesta', 'Lineare'],
  },
  hansgrohe: {
    rusName: 'Hansgrohe',
    country: 'Германия',
    code: 'HG',
    collections: ['Logis', 'Talis', 'Focus', 'Metris', 'Crometta', 'Raindance', 'Croma', 'Vernis'],
  },
  jacobDelafon: {
    rusName: 'Jacob Delafon',
    country: 'Франция',
    code: 'JD',
    collections: ['Odeon', 'Struktura', 'Presquile', 'Elevation', 'Rodin', 'Vox'],
  },
  villeroyBoch: {
    rusName: 'Villeroy & Boch',
    country: 'Германия',
    code: 'VB',
    collections: ['Subway', 'O.novo', 'Architectura', 'Venticello', 'Finion'],
  },
  roca: {
    rusName: 'Roca',
    country: 'Испания',
    code: 'RC',
    collections: ['Gap', 'Meridian', 'Victoria', 'Inspira', 'The Gap', 'Debba'],
  },
  idealStandard: {
    rusName: 'Ideal Standard',
    country: 'Бельгия',
    code: 'IS',
    collections: ['Connect', 'Tesi', 'Ceraflex', 'Strada', 'Idealrain'],
  },
  geberit: {
    rusName: 'Geberit',
    country: 'Швейцария',
    code: 'GB',
    collections: ['Duofix', 'Sigma', 'iCon', 'Acanto', 'Selnova'],
  },
  cersanit: {
    rusName: 'Cersanit',
    country: 'Польша',
    code: 'CS',
    collections: ['Carina', 'City', 'Moduo', 'Melar', 'Crea'],
  },
  vitra: {
    rusName: 'Vitra',
    country: 'Турция',
    code: 'VT',
    collections: ['S50', 'Integra', 'Sento', 'Zentrum', 'Shift'],
  },
  laufen: { rusName: 'Laufen', country: 'Швейцария', code: 'LF', collections: ['Pro', 'Kartell', 'Val', 'Living'] },
  duravit: {
    rusName: 'Duravit',
    country: 'Германия',
    code: 'DV',
    collections: ['D-Code', 'Starck 3', 'ME by Starck', 'DuraStyle', 'Happy D.2'],
  },
  gustavsberg: { rusName: 'Gustavsberg', country: 'Швеция', code: 'GS', collections: ['Nautic', 'Estetic', 'Artic'] },
  ampm: {
    rusName: 'AM.PM',
    country: 'Германия',
    code: 'AP',
    collections: ['X-Joy', 'Like', 'Spirit', 'Inspire', 'Gem'],
  },
  iddis: { rusName: 'Iddis', country: 'Россия', code: 'ID', collections: ['Torr', 'Jeals', 'Slide', 'Optima Home'] },
  santek: { rusName: 'Santek', country: 'Россия', code: 'ST', collections: ['Бриз', 'Алькор', 'Нео', 'Форт'] },
  kaldewei: {
    rusName: 'Kaldewei',
    country: 'Германия',
    code: 'KW',
    collections: ['Saniform Plus', 'Cayono', 'Conoduo', 'Puro'],
  },
  riho: { rusName: 'Riho', country: 'Нидерланды', code: 'RH', collections: ['Lima', 'Future', 'Still', 'Dorado'] },
  ravak: {
    rusName: 'Ravak',
    country: 'Чехия',
    code: 'RV',
    collections: ['Chrome', 'Rosa', 'Blix', 'Campanula', 'Pivot'],
  },
  cezares: {
    rusName: 'Cezares',
    country: 'Италия',
    code: 'CZ',
    collections: ['Molveno', 'Elena', 'Stream', 'Liberta'],
  },
  terminus: {
    rusName: 'Terminus',
    country: 'Россия',
    code: 'TR',
    collections: ['Евромикс', 'Аврора', 'Лента', 'Виктория'],
  },
  margaroli: { rusName: 'Margaroli', country: 'Италия', code: 'MG', collections: ['Sole', 'Vento', 'Arcobaleno'] },
  wasserkraft: {
    rusName: 'WasserKRAFT',
    country: 'Германия',
    code: 'WK',
    collections: ['Lippe', 'Kammel', 'Aller', 'Berkel'],
  },
  viega: { rusName: 'Viega', country: 'Германия', code: 'VG', collections: ['Advantix', 'Simplex', 'Visign'] },
  mcalpine: { rusName: 'McAlpine', country: 'Великобритания', code: 'MC', collections: ['HC', 'MRSK', 'WM'] },
  aniPlast: { rusName: 'АниПласт', country: 'Россия', code: 'AN', collections: ['Грация', 'Универсал', 'Стандарт'] },
  valtec: { rusName: 'Valtec', country: 'Италия', code: 'VL', collections: ['Base', 'Perfect', 'VT.Pro'] },
  rehau: { rusName: 'Rehau', country: 'Германия', code: 'RU', collections: ['Rautitan', 'Raupiano'] },
  tece: { rusName: 'TECE', country: 'Германия', code: 'TC', collections: ['TECEprofil', 'TECEbox', 'TECEloop'] },
  alcaplast: { rusName: 'Alcaplast', country: 'Чехия', code: 'AL', collections: ['Sádromodul', 'Renovmodul', 'Slim'] },
  aquaton: {
    rusName: 'Акватон',
    country: 'Россия',
    code: 'AQ',
    collections: ['Америна', 'Терра', 'Сканди', 'Либерти'],
  },
  opadiris: { rusName: 'Opadiris', country: 'Россия', code: 'OP', collections: ['Клио', 'Луиджи', 'Лаварро'] },
  kludi: { rusName: 'Kludi', country: 'Германия', code: 'KL', collections: ['Pure&Easy', 'Zenta', 'Logo'] },
  oras: { rusName: 'Oras', country: 'Финляндия', code: 'OR', collections: ['Optima', 'Saga', 'Cubista'] },
  damixa: { rusName: 'Damixa', country: 'Дания', code: 'DM', collections: ['Arc', 'Space', 'Scandinavian Pure'] },
} as const satisfies Record<string, BrandSeed>;

export type BrandKey = keyof typeof BRANDS;

/** Brands in the order the brand filter lists them. */
export const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

/** Countries in the order the country filter lists them. */
export const COUNTRIES = [...new Set(BRAND_KEYS.map((key) => BRANDS[key].country))];

/** Every (brand, collection) pair, in brand order: the collection option's values. */
export const COLLECTIONS = BRAND_KEYS.flatMap((key) =>
  BRANDS[key].collections.map((collection) => ({ brand: key, collection })),
);
