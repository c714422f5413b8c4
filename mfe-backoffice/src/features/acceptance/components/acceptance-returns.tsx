import { useQuery } from '@shop/shared/apollo';
import { SupplierReturnsDocument } from '../../../lib/graphql/operations.generated';
import { QueryError } from '../../../components/list-states';
import { RelatedDocuments } from '../../../components/related-documents';
import { documentColumns } from '../../../components/document-columns';

/** The supplier returns written against an acceptance: drafts, posted and cancelled ones. */
export function AcceptanceReturns({ acceptanceNid }: { acceptanceNid: number }) {
  const { data, error, refetch } = useQuery(SupplierReturnsDocument, {
    variables: { filter: { acceptanceNid }, skip: 0, limit: 100 },
  });
  return (
    <RelatedDocuments
      title="Возвраты поставщику по приёмке"
      rows={data?.supplierReturns.items}
      empty="Возвратов по этой приёмке нет."
      columns={[
        documentColumns.link('supplierReturn'),
        documentColumns.created(),
        documentColumns.status(),
        documentColumns.total('total'),
      ]}
    >
      {error && !data ? <QueryError what="возвраты по приёмке" onRetry={() => void refetch()} /> : null}
    </RelatedDocuments>
  );
}
