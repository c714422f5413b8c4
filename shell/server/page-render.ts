import {
  PAGE_FRAGMENT_PATH,
  isPageFragment,
  type PageFragment,
  type PageFragmentRequest,
} from '@shop/shared/page-data';
import { REQUEST_ID_HEADER, type Logger } from '@shop/web-server/logging';
import { PAGE_FRAGMENT_TOKEN_HEADER } from '@shop/web-server/page-fragment-token';
import { fetchFromRemote } from '@shop/web-server/urls';
import type { RemoteModuleId } from '@shop/shared/frontends';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { ShellLayout } from '../src/render/render-shell';

/**
 * How long the shell's server waits for a page's HTML from the remote that owns it. Rendering
 * a page takes a few milliseconds; a remote that is slower (or down) leaves the page to the
 * browser, as it always can.
 */
const PAGE_FRAGMENT_BUDGET_MS = 1_000;

/** What the shell's dist-server/server.js offers (`FrontendBuild.render`): its layout, split where a page's HTML goes. */
export interface ServerSide {
  renderShell?: (url: string, config: RuntimeConfig) => Promise<ShellLayout | null>;
}

/** Where a remote module comes from: its remote's entry and its exposed name; null when not configured. */
export function moduleEntry(
  remotes: RuntimeConfig['remotes'],
  id: RemoteModuleId,
): { entry: string; expose: string } | null {
  const [remote, expose] = id.split('/') as [keyof RuntimeConfig['remotes'], string];
  const entry = remotes[remote];
  return entry?.endsWith('remoteEntry.js') ? { entry, expose } : null;
}

/** Who asks for a page fragment: the page's request id (the remote logs it too), the shared token, the page's logger. */
interface FragmentAsker {
  requestId?: string;
  /** PAGE_FRAGMENT_TOKEN: without it the remote would refuse, so nothing is asked. */
  token: string | undefined;
  log?: Logger;
}

/**
 * The HTML of a page from the remote module that owns it (its PAGE_FRAGMENT_PATH, beside its
 * entry), rendered from `entries`. Null when the remote renders no such page, is down or slow,
 * or refuses the token (said in the log: every catalogue page then goes to the browser).
 */
export async function fetchPageFragment(
  remotes: RuntimeConfig['remotes'],
  id: RemoteModuleId,
  page: Omit<PageFragmentRequest, 'module'>,
  { requestId, token, log }: FragmentAsker,
): Promise<PageFragment | null> {
  const source = moduleEntry(remotes, id);
  if (!source || !token) return null;
  try {
    const response = await fetchFromRemote(new URL(PAGE_FRAGMENT_PATH, source.entry), remotes, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [PAGE_FRAGMENT_TOKEN_HEADER]: token,
        ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
      },
      body: JSON.stringify({ module: source.expose, ...page } satisfies PageFragmentRequest),
      signal: AbortSignal.timeout(PAGE_FRAGMENT_BUDGET_MS),
    });
    if (response.status === 403)
      log?.warn({ module: id }, 'page fragment refused: PAGE_FRAGMENT_TOKEN differs from the remote’s');
    if (!response.ok) return null;
    const fragment: unknown = await response.json();
    return isPageFragment(fragment) ? fragment : null;
  } catch {
    return null;
  }
}

/** Text safe inside an element or a double-quoted attribute. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell's HTML with the title and description the rendered page gave itself, if it did. */
export function namedAfterPage(html: string, { title, description }: PageFragment): string {
  let named = html;
  if (title !== undefined) named = named.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) {
    named = named.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}">`,
    );
  }
  return named;
}

/** Text of an element or attribute as escapeHtml (or React) wrote it. */
const unescapeHtml = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's name and description as its HTML says them (the rendered page's own, or the shop's). */
export interface PageNaming {
  title: string;
  description: string;
}

/** The title and meta description an HTML document carries. */
export function documentNaming(html: string): PageNaming {
  return {
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: unescapeHtml(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
}
