import { remoteModulesFor } from '../shell/src/app/route-remotes';
import type { RuntimeConfig } from '../shell/src/config/runtime-config';

/** A remote's exposed module -> the files it loads at once, as its mf-manifest.json lists them. */
type ExposeAssets = Map<string, { js: string[]; css: string[] }>;

interface ManifestFile {
  exposes?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** Manifests are re-read this often, so a redeployed remote's new files are preloaded soon after. */
const MANIFEST_TTL_MS = 30_000;
const MANIFEST_TIMEOUT_MS = 1_000;
const manifests = new Map<string, { readAt: number; assets: Promise<ExposeAssets | null> }>();

async function readManifest(entryUrl: string): Promise<ExposeAssets | null> {
  try {
    const response = await fetch(new URL('mf-manifest.json', entryUrl), { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) return null;
    const manifest = (await response.json()) as ManifestFile;
    const base = new URL('.', entryUrl);
    const absolute = (file: string) => new URL(file, base).toString();
    return new Map(
      (manifest.exposes ?? []).map((expose) => [
        expose.name,
        { js: expose.assets.js.sync.map(absolute), css: expose.assets.css.sync.map(absolute) },
      ]),
    );
  } catch {
    // A remote that is down or slow gets no preloads; the page still loads it (or its fallback).
    return null;
  }
}

function exposeAssets(entryUrl: string): Promise<ExposeAssets | null> {
  const cached = manifests.get(entryUrl);
  if (cached && Date.now() - cached.readAt < MANIFEST_TTL_MS) return cached.assets;
  const assets = readManifest(entryUrl);
  manifests.set(entryUrl, { readAt: Date.now(), assets });
  return assets;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link rel="preload">` tags for what a page at this path will load from its remotes: their
 * entries and the exposed modules' script and CSS files. The browser fetches them alongside
 * the shell's own script instead of one round trip after another.
 */
export async function preloadLinks(pathname: string, remotes: RuntimeConfig['remotes']): Promise<string> {
  const modules = remoteModulesFor(pathname).flatMap((id) => {
    const [remote, expose] = id.split('/') as [keyof RuntimeConfig['remotes'], string];
    const entry = remotes[remote];
    return entry?.endsWith('remoteEntry.js') ? [{ entry, expose }] : [];
  });
  // Every remote's manifest at once: a slow one costs its own wait, not the sum of all.
  const manifests = await Promise.all(modules.map(({ entry }) => exposeAssets(entry)));
  const links = new Set<string>();
  modules.forEach(({ entry, expose }, index) => {
    links.add(`<link rel="preload" as="script" href="${attribute(entry)}">`);
    const assets = manifests[index]?.get(expose);
    for (const file of assets?.js ?? []) links.add(`<link rel="preload" as="script" href="${attribute(file)}">`);
    for (const file of assets?.css ?? []) links.add(`<link rel="preload" as="style" href="${attribute(file)}">`);
  });
  return [...links].join('');
}
