import { useState } from 'react';
import type { FieldErrors } from './mutation-failure';

/**
 * What the typed quantities of a draft's lines come to at the lines' prices (a quantity not yet a number counts as 0;
 * a line without a price, as a transfer's, as nothing).
 */
export const linesAmount = (lines: readonly { price?: number }[], drafts: readonly { quantity: string }[]) =>
  lines.reduce((sum, line, index) => sum + (Number(drafts[index]?.quantity) || 0) * (line.price ?? 0), 0);

/** A quantity typed on a line is a whole number from 0; otherwise the message under it. */
export const wholeQuantityError = (typed: string) =>
  /^\d+$/.test(typed.trim()) ? undefined : 'Введите целое число от 0';

/** A draft's comment as the API takes it: none when only spaces were typed. */
export const commentInput = (comment: string) => comment.trim() || null;

/**
 * The state of a draft document with lines: the typed lines, the comment, the field errors, and a change to one line
 * found by its number (`keyOf`).
 */
export function useDraftLines<Draft>(
  initialLines: () => Draft[],
  initialComment: string | null | undefined,
  keyOf: (draft: Draft) => number,
) {
  const [lines, setLines] = useState(initialLines);
  const [comment, setComment] = useState(initialComment ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const setLine = (lineNo: number, changes: Partial<Draft>) =>
    setLines((current) => current.map((line) => (keyOf(line) === lineNo ? { ...line, ...changes } : line)));
  return { lines, setLines, setLine, comment, setComment, errors, setErrors };
}
