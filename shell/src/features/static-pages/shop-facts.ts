export { SHOP_ADDRESS, SHOP_HOURS } from '@shop/shared/shop-facts';

/** The company's history (spec §1). */
export const COMPANY_MILESTONES = [
  { year: '2002', text: 'Основание компании. В декабре открылся первый магазин на строительном рынке в Москве.' },
  { year: '2005', text: 'Заработал первый интернет-магазин.' },
  { year: '2008', text: 'Запущен нынешний интернет-магазин с каталогом сантехники и стройматериалов.' },
] as const;
