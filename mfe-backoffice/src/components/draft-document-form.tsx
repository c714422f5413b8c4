import { useState, type FormEvent, type ReactNode } from 'react';
import { documentName, type DocumentKindName } from '../lib/document-kinds';
import { linesAmount } from '../lib/draft-lines';
import type { FieldErrors, MutationFailure } from '../lib/mutation-failure';
import styles from './documents.module.css';
import { RemoveDraft } from './document-page';
import { FormField } from './form-field';
import { StockLocationSelect, type StockLocation } from './stock-location';

export interface DraftDocumentFormProps<Input> {
  /** The draft's kind and the draft as loaded: the form's accessible name («Отгрузка № 12»), the lines' prices. */
  kind: DocumentKindName;
  document: { nid: number; lines: readonly { price: number }[]; location: StockLocation };
  /** What the location field asks: «Куда принят товар». */
  locationLabel: string;
  /** What to type and what posting does, above the lines. */
  intro: ReactNode;
  /** The draft's typed state: its lines' quantities, its field errors and its comment. */
  form: {
    lines: readonly { quantity: string }[];
    errors: FieldErrors;
    setErrors: (errors: FieldErrors) => void;
    comment: string;
    setComment: (comment: string) => void;
  };
  actions: {
    busy: boolean;
    failure: MutationFailure | null;
    save: (input: Input) => Promise<unknown>;
    post: (input: Input) => Promise<unknown>;
    remove: () => Promise<unknown>;
  };
  /** What the browser can tell before sending (`posting` when the draft is posted too). */
  check: (posting: boolean) => FieldErrors;
  /** The draft as the API takes it (the form adds the location chosen). */
  input: () => Input;
  commentLabel?: string;
  /**
   * The lines and the totals, given the errors to show (the API's and the form's) and what the typed quantities come
   * to at the lines' prices.
   */
  children: (errors: FieldErrors, amount: number) => ReactNode;
}

/**
 * A drafted document's form: where its goods are, the lines, the comment and «Провести»,
 * «Сохранить черновик», «Удалить черновик». Posting saves what is typed first; nothing is sent
 * while the browser already sees a mistake.
 */
export function DraftDocumentForm<Input extends object>({
  kind,
  document,
  locationLabel,
  intro,
  form,
  actions,
  check,
  input,
  commentLabel = 'Комментарий',
  children,
}: DraftDocumentFormProps<Input>) {
  const [location, setLocation] = useState(document.location);
  const submit = async (event: FormEvent, andPost: boolean) => {
    event.preventDefault();
    const errors = check(andPost);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const typed = { ...input(), locationNid: location.nid };
    if (andPost) await actions.post(typed);
    else await actions.save(typed);
  };
  const errors = { ...(actions.failure?.fieldErrors ?? {}), ...form.errors };
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={documentName(kind, document.nid)}
      onSubmit={(event) => void submit(event, false)}
    >
      <p className={styles.muted}>{intro}</p>
      <StockLocationSelect label={locationLabel} value={location} onChange={setLocation} error={errors.locationNid} />
      {children(errors, linesAmount(document.lines, form.lines))}
      <FormField
        label={commentLabel}
        multiline
        value={form.comment}
        error={errors.comment}
        onChange={form.setComment}
      />
      <div className={styles.actions}>
        <button type="button" className="button" disabled={actions.busy} onClick={(event) => void submit(event, true)}>
          {actions.busy ? 'Проводим…' : 'Провести'}
        </button>
        <button type="submit" className="button button--secondary" disabled={actions.busy}>
          Сохранить черновик
        </button>
        <RemoveDraft actions={actions} />
      </div>
    </form>
  );
}
