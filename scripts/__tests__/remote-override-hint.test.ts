// What a remote's dev server prints when it starts alone (@shop/tooling/webpack's dev server):
// how to load it into the running site in place of its live release, in one browser.
import { parseRemoteOverride } from '@shop/shared/runtime-config';
import { remoteOverrideHint } from '../remote-override-hint';

describe('what a remote’s dev server prints', () => {
  it('is an address on the site that turns on an override of it, the way out, and a free port beside npm start', () => {
    const hint = remoteOverrideHint('cart', 8082, { PUBLIC_URL: 'http://localhost:8080' });
    const address = /http:\/\/localhost:8080\/__dev\/override\?\S+/.exec(hint)?.[0] ?? '';
    const query = new URL(address).searchParams;
    expect(parseRemoteOverride(query.get('remote'), query.get('entry'))).toEqual({
      remote: 'cart',
      entry: 'http://localhost:8082/remoteEntry.js',
    });
    // The address asks first: the developer confirms there.
    expect(hint).toContain('and press «Загрузить» there');
    expect(hint).toContain('http://localhost:8080/__dev/override/off');
    expect(hint).toContain('npm run dev -w mfe-cart -- --port 8092');
    const beside = remoteOverrideHint('cart', 8092, { PUBLIC_URL: 'https://staging.shop.example' });
    expect(beside).toContain(
      'https://staging.shop.example/__dev/override?remote=cart&entry=http%3A%2F%2Flocalhost%3A8092%2FremoteEntry.js',
    );
    expect(beside).not.toContain('--port');
  });
});
