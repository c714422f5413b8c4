import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { lruSize, reportCache } from '@shop/web-server/cache-sizes';
import { fetchFromRemote } from '@shop/web-server/urls';
import type { RuntimeConfig } from '@shop/shared/runtime-config';

/**
 * A server-rendered page carries the CSS of its first screen inside the HTML: a stylesheet
 * that is a separate file holds the first paint until it arrives (measured: up to a second or
 * two later on a phone profile, more than the bytes explain), so such a page paints as soon
 * as its HTML is in.
 */

const STYLESHEET_TIMEOUT_MS = 1_000;
/** Content-hashed files never change; a redeploy adds new names. Bounded all the same. */
const MAX_CACHED_STYLESHEETS = 200;
const remoteStyles = new LRUCache<string, Promise<string | null>>({ max: MAX_CACHED_STYLESHEETS });
reportCache('remote_stylesheets', () => lruSize(remoteStyles));

/** CSS as a style element: without its source map comment, unable to close the element early. */
export const styleElement = (css: string) =>
  `<style>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * The shell's index.html for a rendered page: its stylesheets inside, its scripts taken out
 * (they come after the first screen: `scripts`, for laterScripts).
 */
export function renderedPageIndex(root: string, indexHtml: string): { html: string; scripts: string[] } {
  let html = indexHtml.replace(/<link href="\/([^"]+\.css)" rel="stylesheet">/g, (_tag, file: string) =>
    styleElement(readFileSync(path.join(root, file), 'utf8')),
  );
  const scripts: string[] = [];
  html = html.replace(/<script defer="defer" src="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  return { html, scripts };
}

/**
 * A remote's stylesheet (content-hashed, so kept once fetched); null when it cannot be had or
 * is not on a configured remote's origin.
 */
export function remoteStylesheet(url: string, remotes: RuntimeConfig['remotes']): Promise<string | null> {
  let css = remoteStyles.get(url);
  if (!css) {
    css = fetchFromRemote(url, remotes, { signal: AbortSignal.timeout(STYLESHEET_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    remoteStyles.set(url, css);
    // A failure is not kept: the next page asks again.
    void css.then((text) => {
      if (text === null) remoteStyles.delete(url);
    });
  }
  return css;
}
