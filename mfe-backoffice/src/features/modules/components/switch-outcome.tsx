import styles from '../../../components/documents.module.css';
import type { ReleaseSwitch } from '../api/use-release-switch';

/** The last switch's success, or its refusal with every problem the API's checks found. */
export function SwitchOutcome({ releaseSwitch }: { releaseSwitch: ReleaseSwitch }) {
  const { done, refusal } = releaseSwitch;
  if (done)
    return (
      <p className={styles.success} role="status">
        {done}
      </p>
    );
  if (!refusal) return null;
  return (
    <div className={styles.fieldError} role="alert">
      <p>Не переключено: {refusal.message}</p>
      {refusal.problems.length > 0 ? (
        <>
          <p>Проверка выпуска нашла:</p>
          <ul aria-label="Проблемы выпуска">
            {refusal.problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
