import { InMemoryCache } from '@apollo/client';

/** The shop's Apollo cache, the same in the browser and where a page is rendered on a server. */
export function createShopCache() {
  return new InMemoryCache({
    typePolicies: {
      // A filter entry's _id names the option value, but its count, selection and URLs belong
      // to one filterCountAll answer: kept inside that answer, never merged across selections.
      FilterCount: { keyFields: false },
    },
  });
}
