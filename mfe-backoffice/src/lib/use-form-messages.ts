import { useState } from 'react';
import type { FieldErrors, MutationFailure } from './mutation-failure';

/** A form's messages: the field errors (the browser's or the API's) and a refusal that belongs to no field. */
export function useFormMessages() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
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
    /** The API's refusal: beside its fields, or above the buttons when it names none. */
    refuse: (failure: MutationFailure) => {
      setErrors(failure.fieldErrors ?? {});
      setMessage(failure.fieldErrors ? '' : failure.message);
    },
  };
}
