/**
 * Russian names of the catalogue's categories and sub-categories by slug. The API's
 * categories replace this list when the catalogue pages read them (storefront issue).
 */
export const CATEGORY_NAMES: Readonly<Record<string, string>> = {
  mebel: 'Мебель для ванной',
  rakovini: 'Раковины',
  smesiteli: 'Смесители',
  'dlya-rakovini': 'Смесители для раковины',
  'dlya-vanni': 'Смесители для ванны',
  dush: 'Душевые системы',
  'dushevie-shlangi': 'Душевые шланги',
  'dushevie-garnituri': 'Душевые гарнитуры',
  'verhniy-dush': 'Верхний душ',
  'dushevie-ograzdenia': 'Душевые ограждения',
  vanni: 'Ванны',
  unitazi: 'Унитазы',
  bide: 'Биде',
  pissuari: 'Писсуары',
  installacii: 'Инсталляции',
  polotencesushiteli: 'Полотенцесушители',
  aksessuari: 'Аксессуары для ванной',
  'sliv-sifon': 'Слив и сифоны',
  vodoprovod: 'Водопровод',
  'part-sanitary': 'Комплектующие',
  'part-smesiteli': 'Комплектующие для смесителей',
  'part-toilet': 'Комплектующие для унитазов',
  'part-dush': 'Комплектующие для душа',
};

export const categoryName = (slug: string): string => CATEGORY_NAMES[slug] ?? slug;
