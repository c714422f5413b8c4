const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
});

/** A price as a Russian shop writes it: `20 000 ₽`. Kopecks are rounded away. */
export function formatPrice(value: number): string {
  return rubles.format(Math.round(value));
}
