import { Link } from '@shop/shared/router';
import { LoadingView, useDocumentTitle } from '@shop/shared/ui';
import { mutationFailure } from '../../../lib/mutation-failure';
import { formatDay } from '../../../lib/dates';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import { EmptyList, QueryError } from '../../../components/list-states';
import listStyles from '../../../components/list.module.css';
import { useReconciliation } from '../api/use-reconciliation';
import { statementSearch, useStatementParams } from '../hooks/use-statement-params';
import { CounterpartyPicker } from './counterparty-picker';
import { StatementTable } from './statement-table';
import { useShopRequisites } from '../../../components/shop-requisites';
import { balanceVerdict } from './statement-text';

/** The statement's period: its first and last day, in the address. */
const PERIOD = [
  ['from', 'Период с'],
  ['to', 'по'],
] as const;

/** `/dmn/reconciliation?counterparty=7&from=…&to=…`: pick a counterparty and a period, read the statement, print it. */
export function ReconciliationPage() {
  const params = useStatementParams();
  const { counterpartyNid, from, to } = params;
  const { data, loading, error, refetch } = useReconciliation(counterpartyNid, from, to, params.valid);
  const statement = data?.reconciliation;
  // The shop's legal name is its requisites' (the API's configuration); it is cached once asked.
  const shopName = useShopRequisites()?.name ?? '…';
  useDocumentTitle(statement ? `Акт сверки: ${statement.counterparty.name}` : 'Акты сверки');
  // A period the API refuses (it checks as the form does) shows beside the fields too.
  const refused = error && !data ? mutationFailure(error).fieldErrors : null;
  const errors = { from: params.errors.from ?? refused?.dateFrom, to: params.errors.to ?? refused?.dateTo };
  return (
    <section className="page" aria-labelledby="reconciliation-title">
      <h1 id="reconciliation-title">Акты сверки</h1>
      <form
        className={styles.grid}
        aria-label="Параметры акта сверки"
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <CounterpartyPicker
          value={counterpartyNid}
          valueName={statement?.counterparty.name}
          onPick={(nid) => params.change({ counterparty: nid })}
        />
        {PERIOD.map(([key, label]) => (
          <FormField
            key={key}
            label={label}
            type="date"
            value={params[key]}
            onChange={(value) => params.change({ [key]: value })}
            error={errors[key]}
          />
        ))}
      </form>
      {counterpartyNid === null ? (
        <EmptyList>Выберите поставщика или покупателя — акт сверки за период появится здесь.</EmptyList>
      ) : null}
      {error && !data && !refused ? <QueryError what="акт сверки" onRetry={() => void refetch()} /> : null}
      {loading && !data ? <LoadingView label="Формируем акт сверки…" /> : null}
      {data && !statement ? <EmptyList>Такого контрагента нет.</EmptyList> : null}
      {statement && counterpartyNid !== null ? (
        <section aria-labelledby="statement-title">
          <h2 id="statement-title">Акт сверки взаимных расчётов</h2>
          <p>
            за период с {formatDay(statement.dateFrom)} по {formatDay(statement.dateTo)} между {shopName} и{' '}
            {statement.counterparty.kind === 'SUPPLIER' ? 'поставщиком' : 'покупателем'} {statement.counterparty.name}
          </p>
          <div className={listStyles.tableWrap}>
            <StatementTable
              statement={statement}
              documentLinks
              className={listStyles.table}
              numberClass={listStyles.number}
            />
          </div>
          <p className={styles.total}>
            Сальдо конечное на {formatDay(statement.dateTo)}:{' '}
            {balanceVerdict(statement.closing, statement.counterparty.name, shopName)}
          </p>
          <div className={styles.actions}>
            <Link className="button" to={`/dmn/reconciliation/print${statementSearch(counterpartyNid, from, to)}`}>
              Печатная форма
            </Link>
          </div>
        </section>
      ) : null}
    </section>
  );
}
