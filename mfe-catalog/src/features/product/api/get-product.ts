import { gql } from 'graphql-tag';
import type { TypedDocumentNode } from '@shop/shared/apollo';

export interface ProductCard {
  nid: number;
  name: string;
  vendorCode: string | null;
  brand: string | null;
  country: string | null;
  imageUrl: string | null;
  price: number;
  priceWithAction: number | null;
}

// Typed by hand until the API's schema exists; graphql-codegen takes over with the API issue.
export const GET_PRODUCT: TypedDocumentNode<{ product: ProductCard | null }, { nid: number }> = gql`
  query getProduct($nid: Int!) {
    product(nid: $nid) {
      nid
      name
      vendorCode
      brand
      country
      imageUrl
      price
      priceWithAction
    }
  }
`;
