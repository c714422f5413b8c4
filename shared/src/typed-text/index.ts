/**
 * What a person types into a form, checked for what nobody types on purpose (docs/requirements.md, "Input from
 * outside"): control characters, and the invisible ones that hide or reorder what the next reader sees —
 * a zero-width space, the left-to-right and right-to-left marks, the bidirectional embeddings, overrides and
 * isolates, the word joiner and the byte-order mark. A line break or a tab is kept where a field has lines (a
 * comment, a description); in a one-line field (a name, an e-mail address) it would start a new header of the
 * mail that carries it.
 */
const INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u;
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- the same, but a tab and line breaks
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** Whether the text holds a character nobody types on purpose; `lines` keeps tabs and line breaks. */
export const hasHiddenCharacters = (text: string, field: 'one line' | 'lines'): boolean =>
  INVISIBLE.test(text) || (field === 'one line' ? CONTROL : CONTROL_BUT_LINES).test(text);

/** What a form says of a field that has such a character. */
export const HIDDEN_CHARACTERS = 'Уберите из текста непечатаемые символы';

/** RFC 5322's dot-atom, the only local part every mail server takes: no quotes, spaces or non-Latin letters. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain's label: letters (of any script: почта.рф) and digits, hyphens inside. */
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
/** The top-level domain: letters, or its ASCII form (xn--p1ai for рф). */
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{2,59})$/iu;
const LATIN = /[A-Za-z]/;
const NON_LATIN_LETTER = /(?![A-Za-z])\p{L}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_DOMAIN_LENGTH = 253;

/**
 * The problem of an e-mail address the shop is to write to, in Russian, or null. One mailbox only
 * (`a@b.ru, c@d.ru` is refused), in the form every mail server takes: the part before «@» in Latin
 * letters, the domain in letters of one script (a Cyrillic «а» typed into «mail.ru» is a wrong keyboard
 * layout, not a domain), with a top-level domain.
 */
export function emailProblem(typed: string): string | null {
  const email = typed.trim();
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(at, 0));
  const domain = email.slice(at + 1);
  const labels = domain.split('.');
  if (at > 0 && NON_LATIN_LETTER.test(local))
    return 'Часть адреса до «@» пишется латиницей: например, ivan.petrov@mail.ru';
  if (labels.some((label) => LATIN.test(label) && CYRILLIC.test(label)))
    return 'В адресе почты смешаны русские и латинские буквы — проверьте раскладку';
  const valid =
    email.length <= MAX_EMAIL_LENGTH &&
    at > 0 &&
    local.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART.test(local) &&
    domain.length <= MAX_DOMAIN_LENGTH &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1) ?? '');
  return valid ? null : 'Проверьте адрес почты: например, ivan@mail.ru';
}
