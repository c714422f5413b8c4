import './theme.css';

/** The four breakpoints of the site (spec §1), widest first. */
export const BREAKPOINTS = {
  desktop: '68.75em',
  tablet: '56.25em',
  phone: '37.5em',
  smallPhone: '25em',
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** A media query for "this breakpoint and narrower", for `matchMedia`. */
export function maxWidth(breakpoint: Breakpoint): string {
  return `(max-width: ${BREAKPOINTS[breakpoint]})`;
}

/** Brand colours as CSS custom properties set by theme.css. */
export const COLORS = {
  primary: 'var(--color-primary)',
  primaryStrong: 'var(--color-primary-strong)',
  secondary: 'var(--color-secondary)',
  secondaryStrong: 'var(--color-secondary-strong)',
} as const;
