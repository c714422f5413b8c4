import { useState } from 'react';
import { useMutation, useQuery } from '@shop/shared/apollo';
import { Link } from '@shop/shared/router';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { FailedMailsDocument, ResendMailDocument } from '../../../lib/graphql/operations.generated';
import { DataTable } from '../../../components/data-table';
import { ListPager } from '../../../components/list-pager';
import { EmptyList, QueryError } from '../../../components/list-states';
import { formatMoment } from '../../../lib/dates';
import { mutationFailure } from '../../../lib/mutation-failure';
import { useListParams } from '../../../lib/use-list-params';
import { KIND_TITLES } from './order-mail';

/**
 * `/dmn/buyer-orders/mail`, for administrators: every message the relay refused or that could not
 * go, newest first, with why, its order, and «Отправить ещё раз» once the address or the relay is fixed.
 */
export function FailedMailList() {
  useDocumentTitle('Неотправленные письма');
  const { page, skip, limit, setPage } = useListParams();
  const { data, error, loading, refetch } = useQuery(FailedMailsDocument, { variables: { skip, limit } });
  const [resend, resending] = useMutation(ResendMailDocument);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const list = data?.failedMails;
  const again = async (id: number) => {
    setSaid(null);
    try {
      await resend({ variables: { id } });
      setSaid({ text: 'Письмо поставлено в очередь ещё раз', problem: false });
    } catch (failure) {
      setSaid({ text: mutationFailure(failure).message, problem: true });
    }
  };
  return (
    <section className="page" aria-labelledby="failed-mail-title">
      <p>
        <Link to="..">← Все заказы</Link>
      </p>
      <h1 id="failed-mail-title">Неотправленные письма</h1>
      {list ? <p>Всего: {list.total}</p> : null}
      {error && !list ? <QueryError what="письма" onRetry={() => void refetch()} /> : null}
      {!list && loading ? <LoadingView label="Загружаем письма…" /> : null}
      {list && list.items.length === 0 ? <EmptyList>Все письма отправлены.</EmptyList> : null}
      {list && list.items.length > 0 ? (
        <DataTable
          caption="Неотправленные письма"
          rows={list.items}
          rowKey={(row) => row._id}
          columns={[
            { title: 'Когда', cell: ({ message }) => formatMoment(message.failedAt ?? message.queuedAt) },
            {
              title: 'Заказ',
              cell: ({ orderNid, orderNumber }) =>
                orderNid ? <Link to={`../${orderNid}`}>№ {orderNumber}</Link> : '—',
            },
            {
              title: 'Письмо',
              cell: ({ message }) => `${KIND_TITLES[message.kind]} (${message.recipients.join(', ')})`,
            },
            { title: 'Причина', cell: ({ message }) => message.failure },
            {
              title: <span className="visually-hidden">Действия</span>,
              cell: ({ message }) => (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={resending.loading}
                  onClick={() => void again(message.id)}
                >
                  Отправить ещё раз
                </button>
              ),
            },
          ]}
        />
      ) : null}
      {said ? <p role={said.problem ? 'alert' : 'status'}>{said.text}</p> : null}
      {list ? <ListPager total={list.total} page={page} pageSize={limit} onPage={setPage} /> : null}
    </section>
  );
}
