import { REMOTE_OVERRIDE_OFF_PATH } from '@shop/shared/runtime-config';
import { remoteOverrideNotice, showRemoteOverrideNotice } from '../remote-override-notice';

const DEV_CART = 'http://localhost:8092/remoteEntry.js';

describe('the notice of a remote override', () => {
  afterEach(() => document.getElementById('remote-override-notice')?.remove());

  it('says in Russian which remote comes from where', () => {
    expect(remoteOverrideNotice({ remote: 'cart', entry: DEV_CART })).toBe('Модуль cart загружается с localhost:8092');
  });

  it('shows a notice with the way out, outside the page’s root, once', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const override = { remote: 'cart' as const, entry: DEV_CART };
    showRemoteOverrideNotice(override);
    showRemoteOverrideNotice(override);
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    const notice = notices[0] as HTMLElement;
    expect(notice.textContent).toBe('Модуль cart загружается с localhost:8092 · отключить');
    expect(notice.closest('#root')).toBeNull();
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(REMOTE_OVERRIDE_OFF_PATH);
    expect(notice.style.position).toBe('fixed');
  });
});
