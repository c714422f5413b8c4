import { waitFor } from '@testing-library/react';
import { createApolloClient } from '@shop/shared/apollo';
import { GetHomePageDocument } from '@shop/shared/graphql';
import { PAGE_DATA_ELEMENT_ID, pageQueries } from '@shop/shared/page-data';
import { primePageData as prime } from '../page-data-cache';

/** What bootstrap does for an address. */
const primePageData = (
  client: Parameters<typeof prime>[0],
  { pathname, search }: { pathname: string; search: string },
) => prime(client, pageQueries(pathname, search), pathname + search);

function pageDataElement(value: unknown) {
  const element = document.createElement('script');
  element.id = PAGE_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = typeof value === 'string' ? value : JSON.stringify(value);
  document.body.append(element);
}

function clientWithFetch() {
  const fetch = jest.fn(
    async () => new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } }),
  );
  return { client: createApolloClient({ uri: 'http://shop.test/graphql', fetch }), fetch };
}

const operationsSent = (fetch: jest.Mock) =>
  fetch.mock.calls.map(
    ([, init]) => (JSON.parse(String((init as RequestInit).body)) as { operationName: string }).operationName,
  );

describe('primePageData', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('puts the answers from the HTML into the cache and asks the API nothing', () => {
    pageDataElement({ path: '/', entries: [{ index: 0, data: { menu: [], sale: [] } }] });
    const { client, fetch } = clientWithFetch();

    expect(primePageData(client, { pathname: '/', search: '' })).toBe(true);

    expect(client.readQuery({ query: GetHomePageDocument })).toEqual({ menu: [], sale: [] });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('sends the page queries itself when the HTML brought nothing', async () => {
    const { client, fetch } = clientWithFetch();
    expect(primePageData(client, { pathname: '/product/7', search: '' })).toBe(false);
    await waitFor(() => expect(operationsSent(fetch)).toEqual(['getProduct']));
  });

  it('sends a query whose answer does not fit it, and says so', async () => {
    pageDataElement({ path: '/', entries: [{ index: 0, data: { unexpected: true } }] });
    const { client, fetch } = clientWithFetch();
    expect(primePageData(client, { pathname: '/', search: '' })).toBe(false);
    await waitFor(() => expect(operationsSent(fetch)).toEqual(['getHomePage']));
    expect(console.warn).toHaveBeenCalled();
  });

  it('ignores answers written for another address', async () => {
    pageDataElement({ path: '/product/8', entries: [{ index: 0, data: { product: null } }] });
    const { client, fetch } = clientWithFetch();
    expect(primePageData(client, { pathname: '/product/7', search: '' })).toBe(false);
    await waitFor(() => expect(operationsSent(fetch)).toEqual(['getProduct']));
  });

  it('changes nothing on a page without first queries', async () => {
    const { client, fetch } = clientWithFetch();
    expect(primePageData(client, { pathname: '/cart', search: '' })).toBe(false);
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
  });
});
