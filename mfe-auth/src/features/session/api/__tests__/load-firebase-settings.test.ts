import { EMULATOR_FIREBASE_SETTINGS } from '@shop/shared/auth-settings';
import { RUNTIME_CONFIG_ELEMENT_ID } from '@shop/shared/page-data';
import type { loadFirebaseSettings } from '../load-firebase-settings';

const PROJECT = { apiKey: 'key-1', authDomain: 'shop.example', projectId: 'shop-prod', emulatorUrl: null };

/** A fresh copy of the module: its settings are read once per page. */
const freshLoad = () => {
  let load!: typeof loadFirebaseSettings;
  jest.isolateModules(() => {
    ({ loadFirebaseSettings: load } = jest.requireActual('../load-firebase-settings'));
  });
  return load;
};

const fetchConfig = jest.fn();

beforeEach(() => {
  fetchConfig.mockReset();
  globalThis.fetch = fetchConfig;
});
afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

describe('loadFirebaseSettings', () => {
  it('takes the settings the page carries and fetches nothing', async () => {
    const element = document.createElement('script');
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({ firebase: PROJECT });
    document.body.append(element);
    await expect(freshLoad()()).resolves.toEqual(PROJECT);
    expect(fetchConfig).not.toHaveBeenCalled();
  });

  it('fetches /config.json once for a page without them, however often it is asked', async () => {
    fetchConfig.mockResolvedValue({ ok: true, json: async () => ({ firebase: PROJECT }) });
    const load = freshLoad();
    await expect(Promise.all([load(), load()])).resolves.toEqual([PROJECT, PROJECT]);
    await expect(load()).resolves.toEqual(PROJECT);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('falls back to the emulator’s settings when /config.json cannot be read', async () => {
    fetchConfig.mockRejectedValue(new TypeError('offline'));
    await expect(freshLoad()()).resolves.toEqual(EMULATOR_FIREBASE_SETTINGS);
  });
});
