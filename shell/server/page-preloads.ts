import { LRUCache } from 'lru-cache';
import { lruSize, reportCache } from '@shop/web-server/cache-sizes';
import { fetchFromRemote, onRemoteOrigin } from '@shop/web-server/urls';
import { remoteModulesFor, routeRemoteModule } from '../src/app/route-remotes';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { ModuleChunks } from '@shop/web-server/module-chunks';
import { styleElement } from './inline-styles';
import { escapeHtml, moduleEntry } from './page-render';

/** A remote's exposed module -> the files it loads at once, as its mf-manifest.json lists them. */
type ExposeAssets = Map<string, { js: string[]; css: string[] }>;

interface ManifestFile {
  exposes?: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** Manifests are re-read this often, so a redeployed remote's new files are preloaded soon after. */
const MANIFEST_TTL_MS = 30_000;
const MANIFEST_TIMEOUT_MS = 1_000;
/** One entry a remote's entry URL: the remotes' live releases and the ones before, a few dozen at most. */
const MAX_MANIFESTS = 64;
const manifests = new LRUCache<string, { readAt: number; assets: Promise<ExposeAssets | null> }>({
  max: MAX_MANIFESTS,
});
reportCache('remote_manifests', () => lruSize(manifests));

async function readManifest(entryUrl: string, remotes: RuntimeConfig['remotes']): Promise<ExposeAssets | null> {
  try {
    const response = await fetchFromRemote(new URL('mf-manifest.json', entryUrl), remotes, {
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    });
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

function exposeAssets(entryUrl: string, remotes: RuntimeConfig['remotes']): Promise<ExposeAssets | null> {
  const cached = manifests.get(entryUrl);
  if (cached && Date.now() - cached.readAt < MANIFEST_TTL_MS) return cached.assets;
  const assets = readManifest(entryUrl, remotes);
  manifests.set(entryUrl, { readAt: Date.now(), assets });
  return assets;
}

/** What a page's remote modules will load: scripts, and CSS of the route's page and of the rest. */
export interface PageAssets {
  scripts: string[];
  pageStyles: string[];
  otherStyles: string[];
}

/**
 * The remote entries and exposed modules' files a page at this path will load. A file a
 * manifest places on any other origin than the configured remotes' is left out: the server
 * neither fetches it nor names it in the page.
 */
export async function pageAssets(pathname: string, remotes: RuntimeConfig['remotes']): Promise<PageAssets> {
  const pageModule = routeRemoteModule(pathname);
  const modules = remoteModulesFor(pathname).flatMap((id) => {
    const source = moduleEntry(remotes, id);
    return source ? [{ id, ...source }] : [];
  });
  // Every remote's manifest at once: a slow one costs its own wait, not the sum of all.
  const manifests = await Promise.all(modules.map(({ entry }) => exposeAssets(entry, remotes)));
  const onRemote = (file: string) => onRemoteOrigin(file, remotes);
  const scripts = new Set<string>();
  const pageStyles = new Set<string>();
  const otherStyles = new Set<string>();
  modules.forEach(({ id, entry, expose }, index) => {
    scripts.add(entry);
    const assets = manifests[index]?.get(expose);
    for (const file of (assets?.js ?? []).filter(onRemote)) scripts.add(file);
    for (const file of (assets?.css ?? []).filter(onRemote)) (id === pageModule ? pageStyles : otherStyles).add(file);
  });
  return { scripts: [...scripts], pageStyles: [...pageStyles], otherStyles: [...otherStyles] };
}

/**
 * What a page of the route-split control will load after its main bundle: the chunks of its
 * route's module (`chunks` as addresses; the header's modules are in the main bundle).
 */
export function bundledPageAssets(pathname: string, chunks: ModuleChunks): PageAssets {
  const pageModule = routeRemoteModule(pathname);
  const assets: PageAssets = { scripts: [], pageStyles: [], otherStyles: [] };
  for (const id of remoteModulesFor(pathname)) {
    const files = chunks[id];
    if (!files) continue;
    assets.scripts.push(...files.js.filter((file) => !assets.scripts.includes(file)));
    (id === pageModule ? assets.pageStyles : assets.otherStyles).push(...files.css);
  }
  return assets;
}

/**
 * `<link>` tags for a page's assets: the browser fetches them alongside the shell's own script
 * instead of one round trip after another. A page that came rendered has its CSS inside
 * (`pageCss`, per page stylesheet; a missing one stays a stylesheet link) and nothing else
 * to style yet: the header's modules bring theirs when they mount.
 */
export function assetLinks(
  { scripts, pageStyles, otherStyles }: PageAssets,
  rendered: { pageCss: (string | null)[] } | null,
): string {
  if (rendered) {
    // Its scripts come after its first screen (laterScripts).
    return pageStyles
      .map((file, index) => {
        const css = rendered.pageCss[index];
        return typeof css === 'string' ? styleElement(css) : `<link rel="stylesheet" href="${escapeHtml(file)}">`;
      })
      .join('');
  }
  return [
    ...scripts.map((file) => `<link rel="preload" as="script" href="${escapeHtml(file)}">`),
    ...[...pageStyles, ...otherStyles].map((file) => `<link rel="preload" as="style" href="${escapeHtml(file)}">`),
  ].join('');
}

/**
 * For a rendered page: the shell's own scripts (taken out of index.html) and the remotes'
 * are fetched once the page has loaded and painted, so that on a slow line the first screen's
 * pictures do not share it with ~250 KB of JavaScript. The page reads (and its links work) meanwhile;
 * it becomes interactive when the scripts have run and hydrated it.
 */
export function laterScripts(ownScripts: readonly string[], { scripts }: PageAssets): string {
  const load = JSON.stringify({ own: ownScripts, preload: scripts }).replace(/</g, '\\u003c');
  // After the load event and the next frame: the first screen is on it by then.
  return `<script>addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){var a=${load};a.preload.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});a.own.forEach(function(h){var s=document.createElement('script');s.src=h;s.async=false;document.head.appendChild(s)})})})})</script>`;
}
