/** The shop works in Moscow time: staff read every date and time as Moscow's. */
const dateTime = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' });

/** `01.03.2026, 12:30` for an ISO 8601 moment. */
export const formatOrderDateTime = (iso: string) => dateTime.format(new Date(iso));
