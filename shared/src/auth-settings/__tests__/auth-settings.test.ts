import { EMULATOR_FIREBASE_SETTINGS, parseFirebaseSettings } from '..';

describe('parseFirebaseSettings (the firebase part of /config.json)', () => {
  const real = {
    apiKey: 'AIzaSyExample',
    authDomain: 'santehnika.firebaseapp.com',
    projectId: 'santehnika',
    emulatorUrl: null,
  };

  it('keeps a real project’s settings', () => {
    expect(parseFirebaseSettings({ firebase: real })).toEqual(real);
  });

  it('keeps an emulator address', () => {
    expect(parseFirebaseSettings({ firebase: { ...real, emulatorUrl: 'http://127.0.0.1:9099' } }).emulatorUrl).toBe(
      'http://127.0.0.1:9099',
    );
  });

  it.each([
    ['no config', null],
    ['no firebase field', { graphqlUrl: '/graphql' }],
    ['a string', { firebase: 'santehnika' }],
    ['a missing api key', { firebase: { ...real, apiKey: '' } }],
    ['a broken emulator address', { firebase: { ...real, emulatorUrl: 'javascript:alert(1)' } }],
  ])('falls back to the emulator for %s', (_case, json) => {
    expect(parseFirebaseSettings(json)).toEqual(EMULATOR_FIREBASE_SETTINGS);
  });
});
