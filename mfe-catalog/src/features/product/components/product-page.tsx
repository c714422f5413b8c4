import { useQuery } from '@shop/shared/apollo';
import { useParams } from '@shop/shared/router';
import { LoadingView, NotFound } from '@shop/shared/ui';
import { GetProductDocument } from '@shop/shared/graphql';
import { ProductCardView } from './product-card-view';

/** `/product/:nid`: a whole positive number, else not found; a failed query is not found too (spec §8). */
export function ProductPage() {
  const { nid: rawNid = '' } = useParams();
  const nid = /^\d{1,9}$/.test(rawNid) ? Number(rawNid) : 0;
  if (nid < 1) return <NotFound />;
  return <ProductByNid nid={nid} />;
}

function ProductByNid({ nid }: { nid: number }) {
  const { data, error, loading } = useQuery(GetProductDocument, { variables: { nid } });
  if (data?.product) return <ProductCardView product={data.product} />;
  if (loading && !error) return <LoadingView label="Загружаем товар…" />;
  if (error) console.error('getProduct failed', error);
  return <NotFound />;
}
