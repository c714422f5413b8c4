import { useState } from 'react';
import type { RemainFieldsFragment } from '../../../lib/graphql/operations.generated';
import { checkCount, hasErrors, NO_ERRORS, type CountErrors, type CountLine } from './count-form-check';

/**
 * The inventory count being typed: its lines (each product once), the comment, and what is
 * wrong with them. A changed field drops its own message; the rest stay until the next try.
 */
export function useCountForm() {
  const [lines, setLines] = useState<CountLine[]>([]);
  const [comment, setCommentText] = useState('');
  const [errors, setErrors] = useState<CountErrors>(NO_ERRORS);

  const addProduct = (product: RemainFieldsFragment) => {
    setLines((current) =>
      current.some((line) => line.nid === product.nid)
        ? current
        : [
            ...current,
            {
              nid: product.nid,
              name: product.name,
              vendorCode: product.vendorCode,
              expected: product.stock,
              counted: '',
            },
          ],
    );
    setErrors(({ lines: _lines, ...rest }) => rest);
  };
  const dropLineError = (nid: number) =>
    setErrors(({ byNid: { [nid]: _dropped, ...byNid }, ...rest }) => ({ ...rest, byNid }));
  const removeLine = (nid: number) => {
    setLines((current) => current.filter((line) => line.nid !== nid));
    dropLineError(nid);
  };
  const setCounted = (nid: number, counted: string) => {
    setLines((current) => current.map((line) => (line.nid === nid ? { ...line, counted } : line)));
    dropLineError(nid);
  };
  const setComment = (text: string) => {
    setCommentText(text);
    setErrors(({ comment: _comment, ...rest }) => rest);
  };
  /** Checks the form; true when it may be sent. */
  const check = () => {
    const found = checkCount(lines, comment);
    setErrors(found);
    return !hasErrors(found);
  };
  return { lines, comment, errors, addProduct, removeLine, setCounted, setComment, setErrors, check };
}
