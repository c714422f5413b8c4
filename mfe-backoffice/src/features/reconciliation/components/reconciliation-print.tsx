import { Link } from '@shop/shared/router';
import { useDocumentTitle } from '@shop/shared/ui';
import { formatDay } from '../../../lib/dates';
import { EmptyList, QueryStates } from '../../../components/list-states';
import { useReconciliation } from '../api/use-reconciliation';
import { statementSearch, useStatementParams } from '../hooks/use-statement-params';
import styles from './print.module.css';
import { StatementTable } from './statement-table';
import { useShopRequisites } from '../../../components/shop-requisites';
import { balanceVerdict, requisitesOf } from './statement-text';

function PartyCard({
  title,
  name,
  requisites,
  address,
}: {
  title: string;
  name: string;
  requisites: string;
  address?: string | null;
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <div>{name}</div>
      {requisites ? <div>{requisites}</div> : null}
      {address ? <div>Адрес: {address}</div> : null}
    </section>
  );
}

/** A party's signature block: position, signature and name to be written by hand, the seal. */
function SignatureBlock({ party }: { party: string }) {
  return (
    <section aria-label={`От ${party}`}>
      <h2>От {party}</h2>
      <p>Должность ______________________</p>
      <p>______________ / ______________________ /</p>
      <p>М. П.</p>
    </section>
  );
}

/** `/dmn/reconciliation/print?counterparty=7&from=…&to=…`: «Акт сверки взаимных расчётов» as it goes on paper. */
export function ReconciliationPrint() {
  const params = useStatementParams();
  const { counterpartyNid, from, to } = params;
  const { data, loading, error, refetch } = useReconciliation(counterpartyNid, from, to, params.valid);
  const statement = data?.reconciliation;
  const counterparty = statement?.counterparty;
  const shop = useShopRequisites();
  useDocumentTitle(counterparty ? `Акт сверки: ${counterparty.name}` : 'Акт сверки');
  const back = `/dmn/reconciliation${counterpartyNid === null ? '' : statementSearch(counterpartyNid, from, to)}`;
  return (
    <article className={styles.sheet} aria-labelledby="statement-print-title">
      <div className={styles.screenOnly}>
        <Link to={back}>← К акту сверки</Link>{' '}
        <button type="button" className="button" onClick={() => window.print()} disabled={!statement}>
          Печать
        </button>
      </div>
      {counterpartyNid === null || !params.valid ? (
        <EmptyList>Выберите контрагента и верный период на странице акта сверки.</EmptyList>
      ) : null}
      <QueryStates query={{ data, loading, error, refetch }} what="акт сверки" loadingLabel="Формируем акт сверки…" />
      {data && !statement ? <EmptyList>Такого контрагента нет.</EmptyList> : null}
      {statement && counterparty && shop ? (
        <>
          <h1 id="statement-print-title">Акт сверки взаимных расчётов</h1>
          <p className={styles.centered}>
            за период с {formatDay(statement.dateFrom)} по {formatDay(statement.dateTo)}
            <br />
            между {shop.name} и {counterparty.name}
          </p>
          <div className={styles.parties}>
            <PartyCard title="Организация" name={shop.name} requisites={requisitesOf(shop)} address={shop.address} />
            <PartyCard
              title={counterparty.kind === 'SUPPLIER' ? 'Поставщик' : 'Покупатель'}
              name={counterparty.name}
              requisites={requisitesOf(counterparty)}
              address={counterparty.address}
            />
          </div>
          <p>
            Мы, нижеподписавшиеся, составили настоящий акт о том, что состояние взаимных расчётов по данным учёта{' '}
            {shop.name} следующее:
          </p>
          <StatementTable statement={statement} numberClass={styles.number} />
          <p className={styles.verdict}>
            Сальдо конечное на {formatDay(statement.dateTo)}:{' '}
            {balanceVerdict(statement.closing, counterparty.name, shop.name)}
          </p>
          <div className={styles.signatures}>
            <SignatureBlock party={shop.name} />
            <SignatureBlock party={counterparty.name} />
          </div>
        </>
      ) : null}
    </article>
  );
}
