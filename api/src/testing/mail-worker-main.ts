// A mail worker alone in a process of its own, over DATABASE_URL or the PGlite data directory
// API_DATA_DIR, sending to SMTP_URL with the tests' quick retries and short lease: the process
// src/__tests__/mail-workers.test.ts runs two of and kills. It says «ready» once it works.
import { DEMO_REQUISITES } from '@shop/shared/invoice-sheet';
import { databaseOptionsFromEnv, mailSettingsFromEnv } from '../config';
import { openDatabase } from '../db/open-database';
import { MailWorker } from '../mail/mail-worker';

/** What the tests' queue does in hours, in seconds (the lease of a claim is `expireInSeconds`). */
const QUICK_MAIL_POLICY = { retryLimit: 3, retryDelay: 1, retryBackoff: false, expireInSeconds: 3 };

async function main() {
  const settings = mailSettingsFromEnv();
  if (!settings.smtpUrl) throw new Error('SMTP_URL must name the relay');
  const database = await openDatabase(databaseOptionsFromEnv());
  const worker = new MailWorker(
    database,
    { ...settings, smtpUrl: settings.smtpUrl },
    {
      origin: 'http://shop.test',
      requisites: DEMO_REQUISITES,
      pollingSeconds: 0.5,
      policy: QUICK_MAIL_POLICY,
      maintenanceSeconds: 1,
    },
  );
  await worker.start();
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void worker
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
