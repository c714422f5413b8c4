import { useQuery } from '@shop/shared/apollo';
import { addressNid } from '@shop/shared/routes';
import { GetProductDocument } from '@shop/shared/graphql';
import { useLocation, useParams } from '@shop/shared/router';
import { LoadingView, NotFound } from '@shop/shared/ui';
import { ProductCardView } from './product-card-view';

/** `/product/:nid`: a whole positive number, else not found; a failed query is not found too (requirements §8). */
export function ProductPage() {
  const { nid: rawNid = '' } = useParams();
  const nid = addressNid(rawNid);
  if (nid === null) return <NotFound />;
  return <ProductByNid nid={nid} />;
}

function ProductByNid({ nid }: { nid: number }) {
  // A tile's picture travels with the link, so the loading view can show it (requirements §1).
  const { state } = useLocation() as { state: { imageUrl?: string } | null };
  const { data, error } = useQuery(GetProductDocument, { variables: { nid } });
  if (data?.product) return <ProductCardView product={data.product} />;
  if (error) {
    console.error('getProduct failed', error);
    return <NotFound />;
  }
  if (data) return <NotFound />;
  return <LoadingView label="Загружаем товар…" imageSrc={state?.imageUrl ?? null} />;
}
