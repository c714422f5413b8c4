// npm run bench:bundle — what the federation costs in JavaScript, against the fair control (the
// single-bundle build split by route, docs/decisions/0003-single-bundle-control.md).
// Builds both (stale parts only), serves them side by side, opens each page in a fresh Chromium
// context and counts the JS it fetches: requests and gzipped bytes (the yardstick, whatever the
// servers send; what they did send, Brotli where the build compressed a file, is printed beside).
// Prints the ratio federated/control per page, which remote entries each page fetched, and, from
// the source maps, what the bytes are made of (each shared module, the federation runtime, own code).
// Targets (exit 0 when all hold): JS bytes federated/control <= 1.25, gzipped and as sent (the
// federation's runtime is a fixed cost the owner accepts at its floor, ≈ 1.17; the rest is room
// for this machine's noise: docs/decisions/0003), no remote entry a page does not need, and an
// anonymous visitor's JS at most 200 KB gzipped on each page (none of it the Firebase SDK:
// docs/decisions/0010).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CONTROL_BROWSER_RENDERED_PORT,
  CONTROL_ORIGIN,
  CONTROL_PORT,
  FEDERATED_ORIGIN,
  serveBenchSites,
} from './bench-sites';
import { addComposition, compositionOf } from './bundle-composition';
import { launchChromium } from './chromium';
import { FRONTENDS, frontend } from './frontends';
import { browserBuildFolder } from '@shop/web-server/build-folders';

/** JS bytes federated/fair control, gzipped and as sent. */
const TARGET_RATIO = 1.25;
const ANONYMOUS_TARGET_BYTES = 200 * 1024;
const PAGES = [
  { name: 'home', path: '/', needs: ['catalog', 'cart', 'auth'] },
  { name: 'catalogue', path: '/smesiteli/dlya-rakovini?page=2', needs: ['catalog', 'cart', 'auth'] },
  { name: 'product', path: '/product/1', needs: ['catalog', 'cart', 'auth'] },
];

interface Script {
  url: string;
  gzipBytes: number;
  /** As the server sent it (its body's bytes, compressed as the browser took it). */
  sentBytes: number;
}

/** Every JS file a fresh visit to the page fetches, with its gzipped size and the bytes sent. */
async function scriptsOf(url: string): Promise<Script[]> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext()).newPage();
    const pending: Promise<Script | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        Promise.all([response.body(), response.request().sizes()])
          .then(([body, sizes]) => ({
            url: response.url(),
            gzipBytes: gzipSync(body).length,
            sentBytes: sizes.responseBodySize,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return (await Promise.all(pending)).filter((script): script is Script => script !== null);
  } finally {
    await browser.close();
  }
}

/** The built file a served URL comes from. */
function builtFile(url: string): string {
  const { port, pathname } = new URL(url);
  const shell = frontend('shell').dir;
  if (Number(port) === CONTROL_PORT || Number(port) === CONTROL_BROWSER_RENDERED_PORT)
    return path.join(shell, browserBuildFolder({ single: true }), pathname);
  const pkg = FRONTENDS.find((item) => item.port === Number(port));
  if (!pkg) throw new Error(`No package serves ${url}`);
  return path.join(pkg.dir, 'dist', pathname);
}

function composition(scripts: Script[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const script of scripts) addComposition(total, compositionOf(builtFile(script.url), script.gzipBytes));
  return total;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (scripts: Script[]) => scripts.reduce((total, script) => total + script.gzipBytes, 0);
const sent = (scripts: Script[]) => scripts.reduce((total, script) => total + script.sentBytes, 0);

function printComposition(federated: Map<string, number>, control: Map<string, number>): void {
  const groups = [...new Set([...federated.keys(), ...control.keys()])]
    .map((group) => ({ group, federated: federated.get(group) ?? 0, control: control.get(group) ?? 0 }))
    .filter((row) => row.federated >= 51 || row.control >= 51)
    .sort((a, b) => b.federated - a.federated);
  console.log(`  ${'what the bytes are'.padEnd(34)} ${'federated'.padStart(10)} ${'control'.padStart(10)}`);
  for (const row of groups) {
    console.log(`  ${row.group.padEnd(34)} ${kb(row.federated).padStart(10)} ${kb(row.control).padStart(10)}`);
  }
}

async function main() {
  const stopSites = await serveBenchSites();
  let failed = false;
  try {
    for (const page of PAGES) {
      const federated = await scriptsOf(`${FEDERATED_ORIGIN}${page.path}`);
      const control = await scriptsOf(`${CONTROL_ORIGIN}${page.path}`);
      const ratio = sum(federated) / sum(control);
      const sentRatio = sent(federated) / sent(control);
      const fetched = federated
        .filter((script) => script.url.endsWith('/remoteEntry.js'))
        .map((entry) => FRONTENDS.find((pkg) => pkg.port === Number(new URL(entry.url).port))?.name ?? entry.url);
      const unneeded = fetched.filter((name) => !page.needs.includes(name));
      console.log(`\n${page.name} page (${page.path})`);
      console.log(
        `  federated: ${federated.length} JS requests, ${kb(sum(federated))} gzipped (sent: ${kb(sent(federated))})`,
      );
      console.log(
        `  control:   ${control.length} JS requests, ${kb(sum(control))} gzipped (sent: ${kb(sent(control))})`,
      );
      console.log(
        `  ratio federated/control: ${ratio.toFixed(3)} gzipped, ${sentRatio.toFixed(3)} as sent (target <= ${TARGET_RATIO})`,
      );
      console.log(
        `  remote entries fetched: ${fetched.sort().join(', ')}; not needed: ${unneeded.join(', ') || 'none'}`,
      );
      const federatedComposition = composition(federated);
      const firebase = [...federatedComposition]
        .filter(([group]) => /firebase|^idb$/.test(group))
        .reduce((total, [, bytes]) => total + bytes, 0);
      const anonymousMet = sum(federated) <= ANONYMOUS_TARGET_BYTES && firebase === 0;
      console.log(
        `  anonymous visitor: ${kb(sum(federated))}, of it Firebase ${kb(firebase)} (target <= ${kb(ANONYMOUS_TARGET_BYTES)}, no Firebase): ${anonymousMet ? 'met' : 'MISSED'}`,
      );
      printComposition(federatedComposition, composition(control));
      if (!(ratio <= TARGET_RATIO && sentRatio <= TARGET_RATIO) || unneeded.length > 0 || !anonymousMet) failed = true;
    }
  } finally {
    await stopSites();
  }
  console.log(failed ? '\nTarget missed.' : '\nTarget met on every page.');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
