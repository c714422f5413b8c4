// The shell's server render: its layout around a page's HTML, for the browser to hydrate. Built
// for Node beside the site (remote modules replaced by the page slot: remote-loader.render).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from '@shop/shared/router/render';
import { ShopRoutes } from '../app/router';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { RuntimeConfigProvider } from '../config/runtime-config-context';
import { PAGE_SLOT_MARKER } from './page-slot';

/** The layout's HTML before and after the page's slot. */
export interface ShellLayout {
  before: string;
  after: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * What goes inside `<div id="root">`: the layout the browser's first render makes at this
 * address (`url`, absolute), split where the page's own HTML goes (the page fragment of the
 * module that owns it). Null when the address has no page slot (the shell's own pages, the
 * back-office): such a page is left to the browser.
 */
export async function renderShell(url: string, config: RuntimeConfig): Promise<ShellLayout | null> {
  const { pathname, search } = new URL(url);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RuntimeConfigProvider value={config}>
        <StaticRouter location={pathname + search}>
          <ShopRoutes />
        </StaticRouter>
      </RuntimeConfigProvider>
    </StrictMode>,
  );
  const html = await readAll(prelude);
  const slot = html.indexOf(PAGE_SLOT_MARKER);
  if (slot < 0) return null;
  return { before: html.slice(0, slot), after: html.slice(slot + PAGE_SLOT_MARKER.length) };
}
