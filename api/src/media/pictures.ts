import { PICTURE_COLORS } from './picture-colors';
import { DRAWINGS } from './drawings';

const CHROME =
  '<defs><linearGradient id="chrome" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#b9c0c8"/><stop offset="1" stop-color="#e6e9ed"/></linearGradient></defs>';

function frame(body: string, title: string, background = '#f6f6f4'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img"><title>${title}</title>${CHROME}<rect width="400" height="400" fill="${background}"/>${body}</svg>`;
}

/** `bath-mixer-chernyj-matovyj` -> the picture of type bath-mixer in colour chernyj-matovyj. */
export function productPictureOf(name: string): string | null {
  for (let dash = name.indexOf('-'); dash !== -1; dash = name.indexOf('-', dash + 1)) {
    const svg = productPicture(name.slice(0, dash), name.slice(dash + 1));
    if (svg) return svg;
  }
  return null;
}

/** A product's picture: the drawing of its type in its colour; null for an unknown type or colour. */
function productPicture(type: string, color: string): string | null {
  const drawing = DRAWINGS.get(type);
  const colors = PICTURE_COLORS.get(color);
  return drawing && colors ? frame(drawing(colors.fill, colors.stroke), type) : null;
}

/** A category tile: the drawing in chrome on a warm background. */
export function categoryPicture(type: string): string | null {
  const drawing = DRAWINGS.get(type);
  return drawing ? frame(drawing('url(#chrome)', '#6f7780'), type, '#fff4ea') : null;
}

/** A dimension scheme: the outline of the type with measure lines, as a card's second picture. */
export function schemePicture(type: string): string | null {
  const drawing = DRAWINGS.get(type);
  if (!drawing) return null;
  const measures =
    '<g stroke="#b84d00" stroke-width="2" fill="#b84d00"><path d="M40 375 L360 375 M40 368 L40 382 M360 368 L360 382"/><path d="M20 30 L20 360 M13 30 L27 30 M13 360 L27 360"/></g>';
  return frame(`<g opacity="0.85">${drawing('#ffffff', '#3b3f45')}</g>${measures}`, `${type}: размеры`, '#ffffff');
}
