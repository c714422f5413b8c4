/** @jest-environment node */
// One real release of the cart (a real webpack build) into a temporary releases root, then the
// same sources released again: a no-op that leaves the version's folder as it was.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASE_VERSION, type ReleaseRecord } from '@shop/shared/releases';
import { release } from '../release';

const BUILD_TIMEOUT_MS = 300_000;

/** Every file under `folder` with its modification time. */
function mtimes(folder: string): Record<string, number> {
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => [file, statSync(path.join(folder, file))] as const)
      .filter(([, stat]) => stat.isFile())
      .map(([file, stat]) => [file, stat.mtimeMs]),
  );
}

describe('releasing the cart', () => {
  let releasesDir: string;
  beforeAll(() => {
    releasesDir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  });
  afterAll(() => rmSync(releasesDir, { recursive: true, force: true }));

  it(
    'makes an immutable version folder, and releasing the same sources again is a no-op',
    async () => {
      const lines: string[] = [];
      const first = await release('cart', { releasesDir, log: (line) => lines.push(line) });
      expect(first.created).toBe(true);
      expect(first.version).toMatch(RELEASE_VERSION);
      expect(first.folder).toBe(path.join(releasesDir, 'cart', first.version));
      expect(lines.join('\n')).toContain(first.version);
      expect(lines.join('\n')).toContain(first.folder);

      // The layout: the browser build, the record, the operations; no server render for the cart; no staging left.
      expect(readdirSync(first.folder).sort()).toEqual(['client', 'operations.graphql', 'release.json']);
      expect(existsSync(path.join(first.folder, 'client/remoteEntry.js'))).toBe(true);
      expect(readdirSync(releasesDir)).toEqual(['cart']);
      // Each compressed copy is dated as its file: a server takes a copy older than its file for a
      // stale one and compresses on the fly instead (@shop/web-server/static-files).
      const built = mtimes(path.join(first.folder, 'client'));
      const copies = Object.keys(built).filter((file) => /\.(?:br|gz)$/.test(file));
      expect(copies.length).toBeGreaterThan(4);
      for (const copy of copies) expect([copy, built[copy]]).toEqual([copy, built[copy.replace(/\.(?:br|gz)$/, '')]]);

      const record = JSON.parse(readFileSync(path.join(first.folder, 'release.json'), 'utf8')) as ReleaseRecord;
      expect(record).toMatchObject({ frontend: 'cart', version: first.version, consumes: {} });
      expect(record.commit).toMatch(/^[0-9a-f]{12}(-dirty)?$/);
      expect(new Date(record.builtAt).toISOString()).toBe(record.builtAt);
      expect(record.exposes).toEqual({ CartButton: { requiredProps: [] }, CartPage: { requiredProps: [] } });
      expect(record.shared).toContainEqual({ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' });
      expect(record.shared.map((item) => item.name)).toContain('@shop/shared/store');
      expect(record.operations.map(({ name, type }) => `${type} ${name}`)).toEqual(
        expect.arrayContaining(['query cartPricing', 'mutation createBuyerOrder']),
      );
      for (const operation of record.operations) expect(operation.hash).toMatch(/^[0-9a-f]{64}$/);
      const operations = readFileSync(path.join(first.folder, 'operations.graphql'), 'utf8');
      for (const { name, type } of record.operations) expect(operations).toContain(`${type} ${name}`);

      const before = mtimes(first.folder);
      lines.length = 0;
      const second = await release('cart', { releasesDir, log: (line) => lines.push(line) });
      expect(second).toEqual({ ...first, created: false });
      expect(lines[0]).toBe(`cart ${first.version} is already released (same files)`);
      expect(mtimes(first.folder)).toEqual(before);
      expect(readdirSync(path.join(releasesDir, 'cart'))).toEqual([first.version]);
      expect(readdirSync(releasesDir)).toEqual(['cart']);
    },
    BUILD_TIMEOUT_MS,
  );
});
