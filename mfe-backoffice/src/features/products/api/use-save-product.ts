import { useMutation } from '@shop/shared/apollo';
import {
  CreateProductDocument,
  UpdateProductDocument,
  type BackofficeProductFieldsFragment,
  type ProductInput,
} from '../../../lib/graphql/operations.generated';

/**
 * Saves the product: createProduct without a nid, updateProduct with one and the edit version the card was loaded
 * at (the API refuses the save when the product changed since). Resolves to the saved product; rejects with the
 * Apollo error (productSaveFailure reads it).
 */
export function useSaveProduct(nid: number | null, editVersion: string | null = null) {
  const [create, created] = useMutation(CreateProductDocument);
  const [update, updated] = useMutation(UpdateProductDocument);
  const save = async (input: ProductInput): Promise<BackofficeProductFieldsFragment> => {
    if (nid === null) {
      const { data } = await create({ variables: { input } });
      if (!data) throw new Error('createProduct returned no data');
      return data.createProduct;
    }
    const { data } = await update({ variables: { nid, input: { ...input, editVersion } } });
    if (!data) throw new Error('updateProduct returned no data');
    return data.updateProduct;
  };
  return { save, saving: created.loading || updated.loading };
}
