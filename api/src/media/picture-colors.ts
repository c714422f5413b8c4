const BY_COLOR: Readonly<Record<string, { fill: string; stroke: string }>> = {
  hrom: { fill: 'url(#chrome)', stroke: '#7c838c' },
  belyj: { fill: '#fbfbf9', stroke: '#9a9a96' },
  'chernyj-matovyj': { fill: '#2d2d2f', stroke: '#111' },
  bronza: { fill: '#8c6239', stroke: '#5b3d20' },
  zoloto: { fill: '#d4af37', stroke: '#8f7420' },
  'nerzhaveyushchaya-stal': { fill: '#b8bcc2', stroke: '#6f747a' },
  grafit: { fill: '#4a4d52', stroke: '#26282b' },
  bezhevyj: { fill: '#eadfcb', stroke: '#a08f70' },
  seryj: { fill: '#a3a8ad', stroke: '#63676b' },
  'dub-svetlyj': { fill: '#d8b98a', stroke: '#8a6a3e' },
  venge: { fill: '#4b3621', stroke: '#2a1d10' },
  'prozrachnoe-steklo': { fill: 'rgba(170, 215, 235, 0.35)', stroke: '#6c9db3' },
  'matovoe-steklo': { fill: '#e3eaed', stroke: '#8ea3ad' },
};

/** Fills of the product colours (by their URL names) for the drawn pictures; a Map, as the names come from requests. */
export const PICTURE_COLORS: ReadonlyMap<string, { fill: string; stroke: string }> = new Map(Object.entries(BY_COLOR));
