import { startMailCatcher, type MailCatcherOptions } from './mail-catcher';

/**
 * A real SMTP server on a free loopback port, as the relay the API's worker sends to: the mail
 * catcher `npm start` runs, answering the recipients `rule` picks with a 4xx or 5xx reply.
 */
export async function startMailRelay(options: Pick<MailCatcherOptions, 'rule' | 'onReceived'> = {}) {
  const catcher = await startMailCatcher(options);
  return { ...catcher, url: catcher.smtpUrl };
}

/** Resolves once `check` holds, asking every 100 ms; fails after `ms` naming `what`. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
