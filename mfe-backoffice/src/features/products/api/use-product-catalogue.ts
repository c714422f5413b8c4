import { useQuery } from '@shop/shared/apollo';
import { GetCategoriesDocument, GetOptionsDocument } from '../../../lib/graphql/operations.generated';
import type { CatalogueCategory, CatalogueOption } from '../hooks/product-form-values';

/**
 * The categories and options the product form chooses from (getCategories, getOptions): the
 * back-office is the only module that loads them whole.
 */
export function useProductCatalogue() {
  const categories = useQuery(GetCategoriesDocument);
  const options = useQuery(GetOptionsDocument);
  return {
    categories: (categories.data?.categoriesObjects ?? []) as CatalogueCategory[],
    options: (options.data?.options ?? []) as CatalogueOption[],
    loading: (categories.loading && !categories.data) || (options.loading && !options.data),
    error: categories.error ?? options.error ?? null,
    retry: () => {
      void categories.refetch();
      void options.refetch();
    },
  };
}
