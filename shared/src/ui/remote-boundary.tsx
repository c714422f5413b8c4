import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRemoteLoadError } from './remote-error';
import styles from './remote-boundary.module.css';

export interface RemoteBoundaryProps {
  /** What the slot holds, in Russian, e.g. «Каталог». */
  title: string;
  children: ReactNode;
  /** Called by the retry button after the boundary clears; load the module anew here. */
  onRetry?: () => void;
  /** A small inline fallback for header slots. */
  compact?: boolean;
  /** For modules without UI: log the failure and show nothing. */
  quiet?: boolean;
  /** Told about every caught error, after it is logged. */
  onError?: ((error: Error) => void) | undefined;
  /** When this changes (e.g. the path), a caught error is forgotten. */
  resetKey?: unknown;
}

interface RemoteBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Keeps a failing module inside its slot: a remote that cannot be fetched (ChunkLoadError,
 * RUNTIME-0xx) or that throws while rendering shows a Russian fallback with a retry, and the
 * rest of the site keeps working.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RemoteBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(
    props: RemoteBoundaryProps,
    state: RemoteBoundaryState,
  ): Partial<RemoteBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote slot "${this.props.title}" failed`, error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { title, compact, quiet } = this.props;
    if (quiet) return null;
    const unavailable = isRemoteLoadError(error);
    if (compact) {
      return (
        <span className={styles.compact} role="alert">
          {title}: недоступно
          <button type="button" className={styles.compactButton} onClick={this.retry}>
            Повторить
          </button>
        </span>
      );
    }
    return (
      <section className={styles.fallback} role="alert">
        <h2>{unavailable ? `Раздел «${title}» не загрузился` : `В разделе «${title}» произошла ошибка`}</h2>
        <p>
          {unavailable
            ? 'Похоже, он временно недоступен или пропала связь. Остальной сайт работает.'
            : 'Мы уже знаем о проблеме. Попробуйте ещё раз или вернитесь позже.'}
        </p>
        <button type="button" className="button" onClick={this.retry}>
          Повторить
        </button>
      </section>
    );
  }
}
