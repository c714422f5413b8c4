import { useState, type FormEvent, type ReactNode } from 'react';
import { documentName, type DocumentKindName } from '../lib/document-kinds';
import { linesAmount } from '../lib/draft-lines';
import type { FieldErrors, MutationFailure } from '../lib/mutation-failure';
import styles from './documents.module.css';
import { RemoveDraft } from './document-page';
import { FormField } from './form-field';
import { StockLocationSelect, type StockLocation } from './stock-location';

/** The locations chosen on the form: where the goods are and, for a transfer, where they go. */
interface ChosenLocations {
  location: StockLocation;
  destination?: StockLocation | undefined;
}

export interface DraftDocumentFormProps<Input> {
  /**
   * The draft's kind and the draft as loaded: the form's accessible name («Отгрузка № 12»), the lines' prices (a
   * transfer's lines have none), where its goods are and, for a transfer, where they go.
   */
  kind: DocumentKindName;
  document: {
    nid: number;
    lines: readonly { lineNo: number; price?: number }[];
    location: StockLocation;
    destination?: StockLocation;
  };
  /** What the location field asks: «Куда принят товар». */
  locationLabel: string;
  /** What the destination field asks, for a document that moves goods between locations: «Куда перемещаем». */
  destinationLabel?: string;
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
  /** What the browser can tell before sending (`posting` when the draft is posted too), at the locations chosen. */
  check: (posting: boolean, chosen: ChosenLocations) => FieldErrors;
  /** The draft as the API takes it (the form adds the locations chosen). */
  input: () => Input;
  commentLabel?: string;
  /** A search that adds lines: a form of its own, so it stands after the locations and before the draft's form. */
  picker?: ReactNode;
  /**
   * The lines and the totals, given the errors to show (the API's and the form's), what the typed quantities come
   * to at the lines' prices, and the locations chosen.
   */
  children: (errors: FieldErrors, amount: number, chosen: ChosenLocations) => ReactNode;
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
  destinationLabel,
  intro,
  form,
  actions,
  check,
  input,
  commentLabel = 'Комментарий',
  picker,
  children,
}: DraftDocumentFormProps<Input>) {
  const [location, setLocation] = useState(document.location);
  const [destination, setDestination] = useState(document.destination);
  const submit = async (event: FormEvent, andPost: boolean) => {
    event.preventDefault();
    const errors = check(andPost, { location, destination });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const typed = { ...input(), locationNid: location.nid, ...(destination && { destinationNid: destination.nid }) };
    if (andPost) await actions.post(typed);
    else await actions.save(typed);
  };
  const errors = { ...(actions.failure?.fieldErrors ?? {}), ...form.errors };
  const head = (
    <>
      <p className={styles.muted}>{intro}</p>
      <StockLocationSelect label={locationLabel} value={location} onChange={setLocation} error={errors.locationNid} />
      {destination && destinationLabel ? (
        <StockLocationSelect
          label={destinationLabel}
          value={destination}
          onChange={setDestination}
          error={errors.destinationNid}
        />
      ) : null}
    </>
  );
  return (
    <>
      {/* A picker is a form of its own: it stands between the locations and the draft's form, not inside it. */}
      {picker ? (
        <>
          <div className={styles.form}>{head}</div>
          {picker}
        </>
      ) : null}
      <form
        className={styles.form}
        noValidate
        aria-label={documentName(kind, document.nid)}
        onSubmit={(event) => void submit(event, false)}
      >
        {picker ? null : head}
        {children(errors, linesAmount(document.lines, form.lines), { location, destination })}
        <FormField
          label={commentLabel}
          multiline
          value={form.comment}
          error={errors.comment}
          onChange={form.setComment}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={actions.busy}
            onClick={(event) => void submit(event, true)}
          >
            {actions.busy ? 'Проводим…' : 'Провести'}
          </button>
          <button type="submit" className="button button--secondary" disabled={actions.busy}>
            Сохранить черновик
          </button>
          <RemoveDraft actions={actions} />
        </div>
      </form>
    </>
  );
}
