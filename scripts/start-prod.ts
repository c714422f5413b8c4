// npm run start:prod: the shop in production mode on this machine, from the compiled units
// (README: "Deploying the shop") — PostgreSQL at DATABASE_URL (required), two API instances
// (:4001, :4002) behind the shell's server (:8080), the catalogue's server (:8081) and the static
// remotes (:8082–:8084). Sign-in needs the shop's Firebase project (FIREBASE_PROJECT_ID and the
// shell's FIREBASE_* web settings), or `-- --emulator` for the local Auth emulator (the APIs then
// run as development: production refuses the emulator). Ctrl-C stops everything.
import { AUTH_EMULATOR_PROJECT, startAuthEmulator, type AuthEmulator } from './auth-emulator';
import { buildFrontends } from './build';
import { catcherLine, startLocalMail } from './mail-catcher';
import { buildNodeUnits } from './node-units';
import { startProductionSite } from './production-site';
import { stopTogether } from './stop-together';

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'DATABASE_URL must name the PostgreSQL database (production mode runs several API instances, which the embedded database cannot serve)',
    );
  const withEmulator = process.argv.includes('--emulator');
  await buildFrontends([]);
  await buildNodeUnits();
  const emulator: AuthEmulator | null = withEmulator ? await startAuthEmulator() : null;
  const projectId = process.env.FIREBASE_PROJECT_ID;
  if (!emulator && (!projectId || projectId === AUTH_EMULATOR_PROJECT)) {
    console.warn(
      'FIREBASE_PROJECT_ID is not the shop’s project: the storefront works, sign-in does not (or start with -- --emulator)',
    );
  }
  const passOn = [
    'SHOP_ADMIN_EMAILS',
    'LOG_LEVEL',
    'ORDERS_PER_HOUR',
    'SIGN_UPS_PER_HOUR',
    'FIREBASE_API_KEY',
    'FIREBASE_AUTH_DOMAIN',
    'SHOP_PHONE',
    'SHOP_EMAIL',
    // Unset: the run makes one for the shell's and the catalogue's servers.
    'PAGE_FRAGMENT_TOKEN',
    'MAIL',
    'MAIL_PER_MINUTE',
    'MAIL_PER_RECIPIENT_PER_HOUR',
    'CARD_PAYMENT_HOSTS',
  ];
  // The relay and the sender as given, else the local catcher's (the same as npm start's).
  const { catcher, env: mailEnv } = await startLocalMail();
  const site = await startProductionSite({
    databaseUrl,
    firebase: emulator
      ? { emulatorHost: emulator.host }
      : { projectId: projectId && projectId !== AUTH_EMULATOR_PROJECT ? projectId : 'santehnika-local' },
    env: {
      ...Object.fromEntries(
        [...passOn, 'SMTP_URL', 'MAIL_FROM', 'SHOP_ORDER_NOTIFY_EMAILS'].flatMap((name) =>
          process.env[name] ? [[name, process.env[name] as string]] : [],
        ),
      ),
      ...mailEnv,
    },
    onOutput: (unit, line) => process.stdout.write(`${unit.padEnd(8)} | ${line}\n`),
  });
  if (catcher) console.log(catcherLine(catcher));
  console.log(
    `\n«Сантехника» in production mode at ${site.url}/ (${site.apis.map((api) => api.process.url).join(', ')} behind it; Ctrl-C stops)`,
  );
  stopTogether(
    async () => {
      await site.stop();
      await emulator?.stop();
      await catcher?.close();
    },
    site.units.map((unit) => ({ name: unit.name, exited: unit.process.exited })),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
