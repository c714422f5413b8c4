import { useState } from 'react';
import { attempt, type FieldErrors, type MutationFailure } from './mutation-failure';

/** A form's messages: the field errors (the browser's or the API's) and a refusal that belongs to no field. */
export function useFormMessages() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  /** The API's refusal: beside its fields, or above the buttons when it names none. */
  const refuse = (failure: MutationFailure) => {
    setErrors(failure.fieldErrors ?? {});
    setMessage(failure.fieldErrors ? '' : failure.message);
  };
  return {
    errors,
    message,
    /** Nothing said: the form opened afresh. */
    clear: () => {
      setErrors({});
      setMessage('');
    },
    /** What the browser found before sending, beside its fields; true when nothing was. */
    check: (found: FieldErrors) => {
      setErrors(found);
      setMessage('');
      return Object.keys(found).length === 0;
    },
    refuse,
    /** Sends the form: true once the API has saved it, otherwise false with its refusal said. */
    send: async (run: () => Promise<unknown>) => {
      const result = await attempt(run);
      if (!result.ok) refuse(result.failure);
      return result.ok;
    },
  };
}
