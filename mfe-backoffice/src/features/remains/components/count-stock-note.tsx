import styles from './remains.module.css';

/** Why there is no «Провести инвентаризацию» for this role. */
export function CountStockNote() {
  return (
    <p className={styles.note}>
      Остатки можно только смотреть: инвентаризацию проводят администратор и закупщик — они отвечают за склад.
    </p>
  );
}
