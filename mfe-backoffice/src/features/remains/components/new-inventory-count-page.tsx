import { useState, type FormEvent } from 'react';
import { canPerform } from '@shop/shared/access';
import { Link, useNavigate } from '@shop/shared/router';
import { useShopStore } from '@shop/shared/store';
import { useDocumentTitle } from '@shop/shared/ui';
import { usePostInventoryCount } from '../api/use-post-inventory-count';
import { useCountForm } from '../hooks/use-count-form';
import { CountLinesTable } from './count-lines-table';
import { ProductPicker } from '../../../components/product-search';
import { CountStockNote } from './count-stock-note';
import { StockLocationSelect, useStockLocations, type StockLocation } from '../../../components/stock-location';
import styles from './remains.module.css';

/** `/dmn/remains/counts/new`: staff count some products; posting makes their stock the counted figures. */
export function NewInventoryCountPage() {
  useDocumentTitle('Новая инвентаризация');
  const canCount = useShopStore((roles) => canPerform(roles, 'countStock'));
  const form = useCountForm();
  const { post, posting } = usePostInventoryCount();
  const [message, setMessage] = useState<string | null>(null);
  // The first location that is not the pickup shop (the warehouse) until staff choose: where most counts happen.
  const locations = useStockLocations();
  const [chosen, setLocation] = useState<StockLocation | null>(null);
  const location = chosen ?? locations.find((candidate) => !candidate.pickup) ?? locations[0];
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!form.check() || !location) return;
    const result = await post(form.lines, form.comment, location.nid);
    if (result.ok) {
      navigate(`../counts/${result.id}`, { state: { posted: true } });
    } else if (result.failure.kind === 'fields') {
      form.setErrors(result.failure.errors);
    } else {
      setMessage(result.failure.message);
    }
  };

  return (
    <section className="page" aria-labelledby="new-count-title">
      <p>
        <Link to="..">← Все остатки</Link>
      </p>
      <h1 id="new-count-title">Новая инвентаризация</h1>
      {canCount ? (
        <>
          <p className={styles.note}>
            Выберите, где считали, добавьте пересчитанные товары и введите, сколько их там. При проведении остаток
            каждого товара в этом месте станет равен насчитанному; «по учёту» — остаток там на момент проведения.
          </p>
          {location ? (
            <StockLocationSelect
              label="Где считали"
              value={location}
              onChange={setLocation}
              error={form.errors.location}
            />
          ) : (
            <p aria-busy="true">Загружаем места хранения…</p>
          )}
          <ProductPicker
            chosen={new Set(form.lines.map((line) => line.nid))}
            onAdd={form.addProduct}
            chosenLabel="Уже в документе"
            stockOf={(product) => `по учёту ${product.stock} шт.`}
            classes={{ section: styles.picker, results: styles.pickerResults }}
          />
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Инвентаризация">
            <h2>Пересчитанные товары</h2>
            {form.lines.length > 0 ? (
              <CountLinesTable
                lines={form.lines}
                errors={form.errors}
                onCounted={form.setCounted}
                onRemove={form.removeLine}
              />
            ) : (
              <p className={styles.muted}>Товаров пока нет: найдите их выше.</p>
            )}
            {form.errors.lines ? (
              <p className={styles.fieldError} role="alert">
                {form.errors.lines}
              </p>
            ) : null}
            <label className={styles.comment}>
              Комментарий
              <textarea
                value={form.comment}
                aria-invalid={form.errors.comment ? true : undefined}
                aria-describedby={form.errors.comment ? 'comment-error' : undefined}
                onChange={(event) => form.setComment(event.target.value)}
              />
              {form.errors.comment ? (
                <span id="comment-error" className={styles.fieldError}>
                  {form.errors.comment}
                </span>
              ) : null}
            </label>
            {message ? (
              <p className={styles.fieldError} role="alert">
                {message}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={posting || !location}>
              {posting ? 'Проводим…' : 'Провести инвентаризацию'}
            </button>
          </form>
        </>
      ) : (
        <CountStockNote />
      )}
    </section>
  );
}
