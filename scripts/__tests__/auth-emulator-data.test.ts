/** @jest-environment node */
// How `npm start` and `npm run dev` keep the Auth emulator's accounts across restarts (README: The two commands):
// the emulator's own export on exit, imported at the next start once there is one. The whole round trip (sign up,
// Ctrl-C, start, sign in) needs the emulator's fixed port, which `npm run test:unit` holds for the API's tests.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEmulatorDataArgs } from '../auth-emulator';

describe('authEmulatorDataArgs', () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'auth-emulator-data-'));
  });
  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it('the first start makes the folder and only exports (firebase-tools refuses to import a folder with no export)', () => {
    const data = path.join(parent, '.data/auth-emulator');
    expect(authEmulatorDataArgs(data)).toEqual(['--export-on-exit', data]);
    expect(existsSync(data)).toBe(true);
    // Still nothing to import until the emulator has exported.
    expect(authEmulatorDataArgs(data)).toEqual(['--export-on-exit', data]);
  });

  it('once an export is there, the next start imports it and exports over it again', () => {
    const data = path.join(parent, 'auth-emulator');
    authEmulatorDataArgs(data);
    writeFileSync(path.join(data, 'firebase-export-metadata.json'), '{}');
    expect(authEmulatorDataArgs(data)).toEqual(['--import', data, '--export-on-exit', data]);
  });
});
