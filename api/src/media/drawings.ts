/** Product drawings on a 400x400 canvas: `f` fills the product's colour, `s` strokes it. */
type Drawing = (f: string, s: string) => string;

const line = (s: string) => `stroke="${s}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;

const BY_TYPE: Readonly<Record<string, Drawing>> = {
  mixer: (f, s) =>
    `<rect x="150" y="300" width="100" height="30" rx="8" fill="${f}" ${line(s)}/><rect x="170" y="150" width="60" height="155" rx="14" fill="${f}" ${line(s)}/><path d="M200 160 Q200 90 280 90 L300 90 L300 120 L285 120 Q230 120 230 170" fill="${f}" ${line(s)}/><rect x="150" y="120" width="90" height="20" rx="10" fill="${f}" ${line(s)} transform="rotate(-20 195 130)"/>`,
  'bath-mixer': (f, s) =>
    `<rect x="60" y="150" width="280" height="40" rx="18" fill="${f}" ${line(s)}/><rect x="170" y="190" width="60" height="80" rx="10" fill="${f}" ${line(s)}/><circle cx="90" cy="170" r="34" fill="${f}" ${line(s)}/><circle cx="310" cy="170" r="34" fill="${f}" ${line(s)}/><path d="M200 270 L200 330" ${line(s)}/>`,
  shower: (f, s) =>
    `<rect x="190" y="60" width="20" height="300" rx="8" fill="${f}" ${line(s)}/><path d="M200 80 L300 80" ${line(s)} fill="none"/><ellipse cx="300" cy="95" rx="70" ry="18" fill="${f}" ${line(s)}/><rect x="160" y="230" width="80" height="40" rx="12" fill="${f}" ${line(s)}/><rect x="120" y="150" width="26" height="90" rx="12" fill="${f}" ${line(s)}/>`,
  hose: (f, s) =>
    `<path d="M80 320 C80 200 200 200 200 120 C200 60 300 60 320 100" fill="none" stroke="${s}" stroke-width="22" stroke-linecap="round"/><path d="M80 320 C80 200 200 200 200 120 C200 60 300 60 320 100" fill="none" stroke="${f === 'url(#chrome)' ? '#dfe3e8' : f}" stroke-width="14" stroke-dasharray="6 4" stroke-linecap="round"/>`,
  'shower-set': (f, s) =>
    `<rect x="190" y="50" width="20" height="300" rx="8" fill="${f}" ${line(s)}/><rect x="150" y="120" width="40" height="24" rx="8" fill="${f}" ${line(s)}/><rect x="110" y="70" width="36" height="120" rx="18" fill="${f}" ${line(s)}/><path d="M128 190 C128 300 260 330 200 350" fill="none" ${line(s)}/>`,
  'rain-shower': (f, s) =>
    `<path d="M80 60 L200 60 L200 110" fill="none" ${line(s)}/><rect x="110" y="110" width="180" height="24" rx="10" fill="${f}" ${line(s)}/><g stroke="#7fb4d6" stroke-width="3">${[130, 160, 190, 220, 250, 280].map((x) => `<line x1="${x - 10}" y1="150" x2="${x - 20}" y2="330"/>`).join('')}</g>`,
  enclosure: (f, s) =>
    `<path d="M80 340 L80 60 L240 40 L240 320 Z" fill="${f}" ${line(s)}/><path d="M240 40 L330 80 L330 350 L240 320" fill="${f}" ${line(s)}/><rect x="225" y="150" width="8" height="80" rx="3" fill="${s}"/>`,
  bath: (f, s) =>
    `<path d="M40 170 L360 170 L340 280 Q330 310 300 310 L100 310 Q70 310 60 280 Z" fill="${f}" ${line(s)}/><rect x="30" y="155" width="340" height="22" rx="10" fill="${f}" ${line(s)}/><path d="M110 310 L100 345 M290 310 L300 345" ${line(s)}/>`,
  toilet: (f, s) =>
    `<rect x="120" y="60" width="160" height="110" rx="16" fill="${f}" ${line(s)}/><path d="M110 190 L290 190 Q300 270 230 300 L230 340 L170 340 L170 300 Q100 270 110 190 Z" fill="${f}" ${line(s)}/><ellipse cx="200" cy="192" rx="92" ry="16" fill="${f}" ${line(s)}/>`,
  bidet: (f, s) =>
    `<path d="M100 160 L300 160 Q310 260 230 290 L230 340 L170 340 L170 290 Q90 260 100 160 Z" fill="${f}" ${line(s)}/><ellipse cx="200" cy="162" rx="102" ry="18" fill="${f}" ${line(s)}/><rect x="186" y="120" width="28" height="34" rx="8" fill="#c9ced6" stroke="#7c838c" stroke-width="3"/>`,
  urinal: (f, s) =>
    `<path d="M130 60 Q200 30 270 60 L270 280 Q200 340 130 280 Z" fill="${f}" ${line(s)}/><ellipse cx="200" cy="200" rx="50" ry="80" fill="none" ${line(s)}/>`,
  installation: (f, s) =>
    `<rect x="110" y="40" width="180" height="320" fill="none" ${line(s)}/><path d="M110 40 L290 360 M290 40 L110 360" stroke="${s}" stroke-width="3"/><rect x="140" y="70" width="120" height="110" rx="10" fill="#e8eef2" ${line(s)}/><rect x="150" y="250" width="100" height="22" rx="6" fill="${f}" ${line(s)}/>`,
  'flush-button': (f, s) =>
    `<rect x="90" y="110" width="220" height="160" rx="18" fill="${f}" ${line(s)}/><rect x="115" y="135" width="78" height="110" rx="12" fill="none" ${line(s)}/><rect x="207" y="135" width="78" height="110" rx="12" fill="none" ${line(s)}/>`,
  'towel-dryer': (f, s) =>
    `<rect x="110" y="50" width="20" height="300" rx="8" fill="${f}" ${line(s)}/><rect x="270" y="50" width="20" height="300" rx="8" fill="${f}" ${line(s)}/>${[80, 130, 180, 230, 280, 320].map((y) => `<rect x="120" y="${y}" width="160" height="14" rx="7" fill="${f}" ${line(s)}/>`).join('')}`,
  accessory: (f, s) =>
    `<rect x="60" y="170" width="28" height="60" rx="8" fill="${f}" ${line(s)}/><rect x="312" y="170" width="28" height="60" rx="8" fill="${f}" ${line(s)}/><rect x="80" y="190" width="240" height="18" rx="9" fill="${f}" ${line(s)}/><path d="M140 208 L140 300 L260 300 L260 208" fill="#f3efe6" stroke="#b8ab93" stroke-width="3"/>`,
  dispenser: (f, s) =>
    `<rect x="150" y="160" width="100" height="170" rx="26" fill="${f}" ${line(s)}/><rect x="182" y="110" width="36" height="52" rx="6" fill="#c9ced6" stroke="#7c838c" stroke-width="3"/><path d="M200 110 L200 90 L260 90" fill="none" stroke="#7c838c" stroke-width="8" stroke-linecap="round"/>`,
  siphon: (f, s) =>
    `<path d="M200 50 L200 220 Q200 300 260 300 Q320 300 320 240 L320 200 L370 200" fill="none" stroke="${s}" stroke-width="34" stroke-linecap="round"/><path d="M200 50 L200 220 Q200 300 260 300 Q320 300 320 240 L320 200 L370 200" fill="none" stroke="${f === 'url(#chrome)' ? '#dfe3e8' : f}" stroke-width="26" stroke-linecap="round"/>`,
  drain: (f, s) =>
    `<rect x="40" y="170" width="320" height="60" rx="8" fill="${f}" ${line(s)}/>${Array.from({ length: 14 }, (_, i) => `<rect x="${58 + i * 21}" y="185" width="8" height="30" rx="3" fill="${s}"/>`).join('')}`,
  valve: (f, s) =>
    `<rect x="70" y="180" width="260" height="60" rx="12" fill="${f}" ${line(s)}/><circle cx="200" cy="210" r="50" fill="${f}" ${line(s)}/><rect x="190" y="90" width="20" height="80" fill="${s}"/><rect x="190" y="80" width="150" height="30" rx="12" fill="#c8102e" stroke="#7a0a1c" stroke-width="3"/>`,
  part: (f, s) =>
    `<rect x="150" y="90" width="100" height="200" rx="20" fill="${f}" ${line(s)}/><rect x="185" y="40" width="30" height="60" rx="6" fill="#c9ced6" stroke="#7c838c" stroke-width="3"/><circle cx="200" cy="250" r="22" fill="none" ${line(s)}/><rect x="150" y="150" width="100" height="12" fill="${s}"/>`,
  seat: (f, s) =>
    `<ellipse cx="200" cy="220" rx="120" ry="140" fill="${f}" ${line(s)}/><ellipse cx="200" cy="235" rx="70" ry="95" fill="#fff" ${line(s)}/><rect x="130" y="70" width="140" height="24" rx="10" fill="${f}" ${line(s)}/>`,
  cabinet: (f, s) =>
    `<rect x="70" y="150" width="260" height="190" rx="6" fill="${f}" ${line(s)}/><rect x="60" y="120" width="280" height="36" rx="12" fill="#fbfbf9" ${line(s)}/><path d="M200 160 L200 330" ${line(s)}/><rect x="176" y="230" width="8" height="40" rx="4" fill="${s}"/><rect x="216" y="230" width="8" height="40" rx="4" fill="${s}"/>`,
  mirror: (f, s) =>
    `<rect x="90" y="50" width="220" height="300" rx="20" fill="${f}" ${line(s)}/><rect x="110" y="70" width="180" height="260" rx="12" fill="#dceef6" stroke="#9fc3d3" stroke-width="3"/><path d="M140 110 L190 80 M140 150 L230 90" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  sink: (f, s) =>
    `<path d="M60 170 L340 170 Q330 290 200 300 Q70 290 60 170 Z" fill="${f}" ${line(s)}/><ellipse cx="200" cy="172" rx="140" ry="22" fill="${f}" ${line(s)}/><ellipse cx="200" cy="190" rx="100" ry="12" fill="none" ${line(s)}/>`,
};

/**
 * The drawings by type, as a Map: a picture's type comes from the request's path, and an object
 * would answer `constructor` or `__proto__` with Object's own.
 */
export const DRAWINGS: ReadonlyMap<string, Drawing> = new Map(Object.entries(BY_TYPE));
