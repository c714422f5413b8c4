import { useState, type FormEvent } from 'react';
import type { FieldErrors, MutationFailure } from '../../../lib/mutation-failure';
import styles from '../../../components/documents.module.css';
import { FormField } from '../../../components/form-field';
import { checkSupplier, type SupplierDraft } from '../hooks/supplier-form-check';
import { FormAlert } from '../../../components/field-message';

export interface SupplierFormProps {
  initial: SupplierDraft;
  submitLabel: string;
  /** Saves the card; the failure to show, or null when saved. */
  onSave: (draft: SupplierDraft) => Promise<MutationFailure | null>;
}

const FIELDS: { key: keyof SupplierDraft; label: string; type?: string; inputMode?: 'numeric'; multiline?: boolean }[] =
  [
    { key: 'name', label: 'Название' },
    { key: 'inn', label: 'ИНН', inputMode: 'numeric' },
    { key: 'kpp', label: 'КПП (для организаций)', inputMode: 'numeric' },
    { key: 'contactPerson', label: 'Контактное лицо' },
    { key: 'phone', label: 'Телефон', type: 'tel' },
    { key: 'email', label: 'Электронная почта', type: 'email' },
    { key: 'address', label: 'Адрес' },
    { key: 'leadDays', label: 'Срок поставки, дней', inputMode: 'numeric' },
    { key: 'comment', label: 'Комментарий', multiline: true },
  ];

/** A supplier's card: requisites and contacts, each field with its message beside it. */
export function SupplierForm({ initial, submitLabel, onSave }: SupplierFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setSaved(false);
    const found = checkSupplier(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const failure = await onSave(draft);
    setSaving(false);
    if (failure?.fieldErrors) setErrors(failure.fieldErrors);
    else if (failure) setMessage(failure.message);
    else setSaved(true);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label="Карточка поставщика">
      <div className={styles.grid}>
        {FIELDS.map(({ key, label, ...input }) => (
          <FormField
            key={key}
            label={label}
            value={draft[key]}
            error={errors[key]}
            onChange={(value) => setDraft((current) => ({ ...current, [key]: value }))}
            {...input}
          />
        ))}
      </div>
      <FormAlert message={message} />
      {saved ? <p role="status">Карточка поставщика сохранена</p> : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Сохраняем…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
