/** @jest-environment node */
// Which releases `npm run release:prune` removes: never the live one nor the one before it, never one
// live or built within the retention; the rest.
import { releasesToPrune, type FrontendHistory } from '../prune-releases';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const daysAgo = (days: number) => NOW - days * DAY;
const WEEK = 7 * DAY;

const release = (version: string, builtDaysAgo: number) => ({ version, builtAt: daysAgo(builtDaysAgo) });
const V = (n: number) => `0.1.0-${String(n).repeat(10)}`;

describe('releasesToPrune', () => {
  const history: FrontendHistory = {
    live: { version: V(5), previousVersion: V(4) },
    // Newest first: 5 went live 1 day ago (replacing 4), 4 went live 3 days ago (replacing 3),
    // 3 went live 20 days ago (replacing 2), 2 went live 40 days ago.
    switches: [
      { version: V(5), at: daysAgo(1) },
      { version: V(4), at: daysAgo(3) },
      { version: V(3), at: daysAgo(20) },
      { version: V(2), at: daysAgo(40) },
    ],
  };
  const onDisk = [
    release(V(1), 60), // never live, built long ago: goes
    release(V(2), 41), // stopped being live 20 days ago: goes
    release(V(3), 21), // stopped being live 3 days ago: stays
    release(V(4), 4), // the one before the live one: stays
    release(V(5), 2), // live: stays
    release(V(6), 2), // never live, built 2 days ago: stays
    release(V(7), 30), // never live, built 30 days ago: goes
  ];

  it('keeps the live release, the one before it, and what was live or built within the retention', () => {
    expect(releasesToPrune(onDisk, history, NOW, WEEK)).toEqual([V(1), V(2), V(7)]);
  });

  it('never removes the live release or the one before it, however old', () => {
    expect(releasesToPrune([release(V(5), 400), release(V(4), 400)], history, NOW + 400 * DAY, WEEK)).toEqual([]);
  });

  it('counts a version live twice from the later time', () => {
    const twice: FrontendHistory = {
      live: { version: V(9), previousVersion: V(8) },
      switches: [
        { version: V(9), at: daysAgo(1) },
        { version: V(8), at: daysAgo(2) },
        { version: V(3), at: daysAgo(5) }, // live again from 5 to 2 days ago
        { version: V(8), at: daysAgo(30) },
        { version: V(3), at: daysAgo(40) },
      ],
    };
    expect(releasesToPrune([release(V(3), 41)], twice, NOW, WEEK)).toEqual([]);
    expect(releasesToPrune([release(V(3), 41)], twice, NOW + 6 * DAY, WEEK)).toEqual([V(3)]);
  });

  it('keeps everything young when nothing was ever deployed', () => {
    expect(releasesToPrune([release(V(1), 1), release(V(2), 8)], { live: null, switches: [] }, NOW, WEEK)).toEqual([
      V(2),
    ]);
  });
});
