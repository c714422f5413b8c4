/**
 * The site's colours, type and spacing as CSS custom properties (theme.css). The four
 * breakpoints of requirements §1 — 68.75em, 56.25em, 37.5em, 25em — are written in each module's CSS:
 * a custom property cannot stand in a media query.
 */
import './theme.css';
