import { REMOTE_OVERRIDE_OFF_PATH, type RemoteOverride } from '@shop/shared/runtime-config';

const NOTICE_ID = 'remote-override-notice';

/** What the page says while an override is on (Russian: a developer reads it on the shop's page). */
export const remoteOverrideNotice = (override: RemoteOverride): string =>
  `Модуль ${override.remote} загружается с ${new URL(override.entry).host}`;

/**
 * A small note in a corner of the page while this browser loads a remote from a developer's dev
 * server, with the way out: nobody forgets an override. Outside `#root` (a server-rendered page
 * hydrates as it was sent) and styled through the DOM (the policy allows no style attribute in
 * markup). Shown once however often it is called.
 */
export function showRemoteOverrideNotice(override: RemoteOverride, document: Document = window.document): void {
  if (document.getElementById(NOTICE_ID)) return;
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.setAttribute('role', 'status');
  notice.textContent = `${remoteOverrideNotice(override)} · `;
  const off = document.createElement('a');
  off.href = REMOTE_OVERRIDE_OFF_PATH;
  off.textContent = 'отключить';
  off.style.color = 'inherit';
  notice.append(off);
  Object.assign(notice.style, {
    position: 'fixed',
    left: '8px',
    bottom: '8px',
    zIndex: '2147483647',
    padding: '4px 8px',
    borderRadius: '4px',
    font: '12px/1.4 system-ui, sans-serif',
    color: '#fff',
    background: 'rgba(34, 34, 34, 0.8)',
  } satisfies Partial<CSSStyleDeclaration>);
  document.body.append(notice);
}
