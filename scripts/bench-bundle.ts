// npm run bench:bundle — what the federation costs in JavaScript, against the single-bundle control.
// Builds both (stale parts only), serves them side by side, opens each page in a fresh Chromium
// context and counts the JS it fetches: requests and gzipped bytes. Prints the ratio
// federated/control per page, which remote entries each page fetched, and what each shared
// module costs. Target: ratio <= 1.25 and no remote entry a page does not need.
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFrontends } from './build';
import { launchChromium } from './chromium';
import { FRONTENDS, frontend } from './frontends';
import { serveFrontend, stopServer } from './serve';

const CONTROL_PORT = 8090;
const TARGET_RATIO = 1.25;
const PAGES = [
  { name: 'home', path: '/', needs: ['catalog', 'cart', 'auth'] },
  { name: 'catalogue', path: '/smesiteli/dlya-rakovini?page=2', needs: ['catalog', 'cart', 'auth'] },
];

interface Script {
  url: string;
  gzipBytes: number;
}

/** Every JS file a fresh visit to the page fetches, with its gzipped size. */
async function scriptsOf(url: string): Promise<Script[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<Script | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }))
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

/** file URL -> shared module name, from every package's mf-manifest.json. */
function sharedModuleFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const pkg of FRONTENDS) {
    const manifest = JSON.parse(readFileSync(path.join(pkg.dir, 'dist/mf-manifest.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        files.set(`http://localhost:${pkg.port}/${file}`, shared.name);
      }
    }
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (scripts: Script[]) => scripts.reduce((total, script) => total + script.gzipBytes, 0);

async function main() {
  await buildFrontends();
  await buildFrontends([], { single: true });
  const servers: Server[] = [];
  for (const pkg of FRONTENDS) servers.push(await serveFrontend({ pkg }));
  servers.push(await serveFrontend({ pkg: frontend('shell'), single: true, port: CONTROL_PORT }));
  const sharedFiles = sharedModuleFiles();
  let failed = false;
  try {
    for (const page of PAGES) {
      const federated = await scriptsOf(`http://localhost:${frontend('shell').port}${page.path}`);
      const control = await scriptsOf(`http://localhost:${CONTROL_PORT}${page.path}`);
      const ratio = sum(federated) / sum(control);
      const entries = federated.filter((script) => script.url.endsWith('/remoteEntry.js'));
      const fetchedRemotes = entries.map((entry) => FRONTENDS.find((pkg) => entry.url.includes(`:${pkg.port}/`))?.name);
      const unneeded = fetchedRemotes.filter((name) => name && !page.needs.includes(name));
      console.log(`\n${page.name} page (${page.path})`);
      console.log(`  federated: ${federated.length} JS requests, ${kb(sum(federated))} gzipped`);
      console.log(`  control:   ${control.length} JS requests, ${kb(sum(control))} gzipped`);
      console.log(`  ratio federated/control: ${ratio.toFixed(3)} (target <= ${TARGET_RATIO})`);
      console.log(`  remote entries fetched: ${fetchedRemotes.join(', ')}; not needed: ${unneeded.join(', ') || 'none'}`);
      const byShared = new Map<string, number>();
      const parts = { 'shell main (federation runtime, webpack runtime)': 0, 'remote entries': 0, 'exposed modules': 0, 'other app chunks': 0 };
      for (const script of federated) {
        const shared = sharedFiles.get(script.url);
        if (shared) byShared.set(shared, (byShared.get(shared) ?? 0) + script.gzipBytes);
        else if (script.url.endsWith('/remoteEntry.js')) parts['remote entries'] += script.gzipBytes;
        else if (/\/main\.[0-9a-f]+\.js$/.test(script.url)) parts['shell main (federation runtime, webpack runtime)'] += script.gzipBytes;
        else if (script.url.includes('__federation_expose_')) parts['exposed modules'] += script.gzipBytes;
        else parts['other app chunks'] += script.gzipBytes;
      }
      for (const [part, bytes] of Object.entries(parts)) console.log(`  ${part}: ${kb(bytes)}`);
      console.log('  shared modules (with the chunks they pull in):');
      for (const [name, bytes] of [...byShared].sort((a, b) => b[1] - a[1])) {
        console.log(`    ${name.padEnd(26)} ${kb(bytes)}`);
      }
      if (ratio > TARGET_RATIO || unneeded.length > 0) failed = true;
    }
  } finally {
    await Promise.all(servers.map(stopServer));
  }
  console.log(failed ? '\nTarget missed.' : '\nTarget met on every page.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
