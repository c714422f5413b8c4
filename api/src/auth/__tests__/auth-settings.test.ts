import { authSettingsFromEnv, parseEmailList, useLocalEmulatorForDemoProject } from '../auth-settings';

describe('auth settings from the environment', () => {
  it('reads the administrators’ e-mails however they are separated, in lower case', () => {
    expect([...parseEmailList(' Anna@Shop.ru, petr@shop.ru;olga@shop.ru  ivan@shop.ru ')]).toEqual([
      'anna@shop.ru',
      'petr@shop.ru',
      'olga@shop.ru',
      'ivan@shop.ru',
    ]);
    expect(parseEmailList(undefined).size).toBe(0);
  });

  it('defaults to the emulator’s project', () => {
    expect(authSettingsFromEnv({}).projectId).toBe('demo-shop');
    expect(authSettingsFromEnv({ FIREBASE_PROJECT_ID: 'santehnika' }).projectId).toBe('santehnika');
  });

  it('sends a demo project to the local emulator, and leaves a real project (or a set emulator) alone', () => {
    const demo: NodeJS.ProcessEnv = {};
    useLocalEmulatorForDemoProject(demo);
    expect(demo.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    const real: NodeJS.ProcessEnv = { FIREBASE_PROJECT_ID: 'santehnika' };
    useLocalEmulatorForDemoProject(real);
    expect(real.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    const elsewhere: NodeJS.ProcessEnv = { FIREBASE_AUTH_EMULATOR_HOST: '10.0.0.5:9099' };
    useLocalEmulatorForDemoProject(elsewhere);
    expect(elsewhere.FIREBASE_AUTH_EMULATOR_HOST).toBe('10.0.0.5:9099');
  });
});
