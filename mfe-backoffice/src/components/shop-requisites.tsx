import { useQuery } from '@shop/shared/apollo';
import { requisitesLines, type ShopRequisites as Requisites } from '@shop/shared/invoice-sheet';
import { ShopRequisitesDocument } from '../lib/graphql/operations.generated';

/** The shop's requisites, as the API is configured with them (the SHOP_… variables); undefined while they load. */
export function useShopRequisites(): Requisites | undefined {
  return useQuery(ShopRequisitesDocument, { fetchPolicy: 'cache-first' }).data?.shopRequisites;
}

/** The shop's own requisites, a line each, as a paper document heads them. */
export function ShopRequisites() {
  const requisites = useShopRequisites();
  if (!requisites) return <div aria-busy="true">Загрузка реквизитов…</div>;
  return requisitesLines(requisites).map((line) => <div key={line}>{line}</div>);
}
