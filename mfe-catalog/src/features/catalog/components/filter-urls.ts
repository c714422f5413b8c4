/** A filter URL from the API, keeping the shopper's chosen sort (filters reset the page). */
export function keepSort(url: string, currentSearch: string): string {
  const sort = new URLSearchParams(currentSearch).get('sort');
  if (!sort) return url;
  return `${url}${url.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`;
}

/** The URL with a range parameter `name=min-max` added (the base URL has none for it). */
export function withRange(baseUrl: string, name: string, min: number | null, max: number | null): string {
  return `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}${name}=${min ?? ''}-${max ?? ''}`;
}
