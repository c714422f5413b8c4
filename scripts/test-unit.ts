// npm run test:unit [-- jest arguments]: jest with the Firebase Auth emulator running (the API
// tests sign in with real ID tokens). Exits with jest's own exit code.
import { spawn } from 'node:child_process';
import { startAuthEmulator } from './auth-emulator';

async function main() {
  const emulator = await startAuthEmulator({ quiet: true });
  const code = await new Promise<number>((resolve) => {
    const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
      },
    });
    jest.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  await emulator.stop();
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
