// Jest global setup of the API tests: the Firebase Auth emulator for real ID tokens, and its
// host in the environment so firebase-admin in every test worker accepts the emulator's tokens.
import { startAuthEmulator } from '../../../scripts/auth-emulator';

export default async function setup() {
  const emulator = await startAuthEmulator({ quiet: true });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  (globalThis as { stopAuthEmulator?: () => Promise<void> }).stopAuthEmulator = emulator.stop;
}
