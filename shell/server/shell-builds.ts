import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { RELEASES_PATH } from '@shop/shared/releases';
import { loadedServerSides, MAX_SERVED_RELEASES, releaseFolder, releaseServerSide } from '@shop/web-server/releases';
import { LRUCache } from 'lru-cache';
import { lruSize, reportCache } from '@shop/web-server/cache-sizes';
import { loadServerSide } from '@shop/web-server/server-side';
import { renderedPageIndex } from './inline-styles';
import { readModuleChunks, type ModuleChunks } from '@shop/web-server/module-chunks';
import type { LiveRelease } from './live-releases';
import type { ServerSide } from './page-render';

/**
 * The build of the shell a page is made from (docs/decisions/0007-independent-releases.md): the
 * shell's live release — its index.html with every file of it under `/releases/<version>/`, and its
 * own server render — or, with none, the plain build in dist/ and dist-server/. A page is made
 * from one build from its first byte to its last script, so its chunks are always of one release.
 */
export interface ShellBuild {
  /** The live release's version; null for the plain build. */
  version: string | null;
  /** index.html as the browser renders it. */
  indexHtml: string;
  /** The shell's layout rendered on the server; none without a server render. */
  renderShell?: NonNullable<ServerSide['renderShell']>;
  /** index.html for a rendered page: stylesheets inside, scripts taken out (for laterScripts); null without. */
  renderedIndex: { html: string; scripts: string[] } | null;
  /**
   * The route-split control's lazily loaded modules and their files, as addresses; null for a
   * federated build, whose modules' files the remotes' manifests name.
   */
  moduleChunks: ModuleChunks | null;
  /** The text of each of those modules' stylesheets by address, for a rendered page to carry inside. */
  ownStyles: ReadonlyMap<string, string>;
}

/** `/main.1a2b3c4d.js` under `prefix` when it names a file at the top of `root`; any other address as it is. */
function movedPath(address: string, root: string, prefix: string): string {
  const file = /^\/([^"/?#\\]+)$/.exec(address)?.[1];
  if (!file || file === '.' || file === '..') return address;
  const onDisk = path.join(root, file);
  return existsSync(onDisk) && statSync(onDisk).isFile() ? `${prefix}${file}` : address;
}

/**
 * `html` with each reference to a file of `root` (`src="/main.1a2b3c4d.js"`, `href="/main.5e6f.css"`)
 * moved under `prefix`; every other reference (`/config.json`, an address) stays as it is.
 */
export function movedUnder(html: string, root: string, prefix: string): string {
  return html.replace(
    /\b(src|href)="([^"]*)"/g,
    (_attribute, name: string, address: string) => `${name}="${movedPath(address, root, prefix)}"`,
  );
}

/** The shell's build in `root` (its browser build) with `serverSide`, its files addressed under `prefix`. */
function shellBuildIn(
  root: string,
  { version, prefix, serverSide }: { version: string | null; prefix: string; serverSide: ServerSide | null },
): ShellBuild {
  const raw = readFileSync(path.join(root, 'index.html'), 'utf8');
  const renderShell = serverSide?.renderShell;
  const rendered = renderShell ? renderedPageIndex(root, raw) : null;
  const files = readModuleChunks(root);
  const moduleChunks: ModuleChunks | null = files
    ? Object.fromEntries(
        Object.entries(files).map(([id, { js, css }]) => [
          id,
          { js: js.map((file) => `${prefix}${file}`), css: css.map((file) => `${prefix}${file}`) },
        ]),
      )
    : null;
  const ownStyles = new Map(
    Object.values(files ?? {}).flatMap(({ css }) =>
      css.map((file) => [`${prefix}${file}`, readFileSync(path.join(root, file), 'utf8')] as const),
    ),
  );
  return {
    version,
    indexHtml: movedUnder(raw, root, prefix),
    ...(renderShell ? { renderShell } : {}),
    renderedIndex: rendered
      ? {
          html: movedUnder(rendered.html, root, prefix),
          scripts: rendered.scripts.map((src) => movedPath(src, root, prefix)),
        }
      : null,
    moduleChunks,
    ownStyles,
  };
}

/** How long a release that could not be read is passed over before it is read again. */
const UNUSABLE_FOR_MS = 10_000;

/**
 * The shell's builds by version: the plain one, read at start (it must exist), and each live
 * release's, read the first time it is live and kept (a release never changes). A live release this
 * server cannot read (its folder not yet copied here, or incomplete) is passed over for the one live
 * before it, then for the plain build; said once, and read again ten seconds later.
 */
export class ShellBuilds {
  readonly plain: ShellBuild;
  /** Bounded as a server's release files are: a release is live, or the one before, or rolled back to. */
  private readonly releases = new LRUCache<string, ShellBuild>({ max: MAX_SERVED_RELEASES });
  /** Releases that could not be read, and when: tried again after UNUSABLE_FOR_MS (its files may be on their way). */
  private readonly unusable = new LRUCache<string, number>({ max: MAX_SERVED_RELEASES });
  private readonly serverSides = loadedServerSides<ServerSide>();

  constructor(
    private readonly options: {
      /** The shell package's folder, with dist/ and dist-server/. */
      dir: string;
      /** The browser build's folder in `dir` (dist/ or dist-single/). */
      root: string;
      /** RELEASES_DIR; none: the plain build only. */
      releasesDir?: string;
      /** Whether pages are rendered on the server. */
      serverRender: boolean;
      logger: Logger;
    },
  ) {
    reportCache('shell_release_builds', () => lruSize(this.releases));
    const { dir, root, serverRender } = options;
    if (!existsSync(path.join(root, 'index.html'))) throw new Error(`shell has no build in ${root}`);
    this.plain = shellBuildIn(root, {
      version: null,
      prefix: '/',
      serverSide: serverRender ? loadServerSide<ServerSide>(dir) : null,
    });
  }

  /** The build a page starts from when `live` is the shell's live release. */
  of(live: LiveRelease | null): ShellBuild {
    for (const version of live ? [live.version, live.previousVersion] : []) {
      const build = version ? this.release(version) : null;
      if (build) return build;
    }
    return this.plain;
  }

  private release(version: string): ShellBuild | null {
    const known = this.releases.get(version);
    if (known) return known;
    const { releasesDir, serverRender, logger } = this.options;
    if (!releasesDir) return null;
    const failedAt = this.unusable.get(version);
    if (failedAt !== undefined && Date.now() - failedAt < UNUSABLE_FOR_MS) return null;
    const shellReleases = path.join(releasesDir, 'shell');
    const root = releaseFolder(shellReleases, version, 'client');
    try {
      if (!root) throw new Error('not a release version');
      const serverSide = serverRender ? releaseServerSide<ServerSide>(shellReleases, version, this.serverSides) : null;
      const build = shellBuildIn(root, { version, prefix: `${RELEASES_PATH}/${version}/`, serverSide });
      this.releases.set(version, build);
      this.unusable.delete(version);
      return build;
    } catch (error) {
      // Said once, and not tried on every page meanwhile.
      if (failedAt === undefined)
        logger.error({ err: error, version }, `shell release ${version} cannot be served here; pages use another`);
      this.unusable.set(version, Date.now());
      return null;
    }
  }
}
