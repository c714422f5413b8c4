// The mail of a site on this machine: the API's mail catcher (api/src/testing/mail-catcher.ts) on
// fixed ports, and the variables that make the API send to it.
import { startMailCatcher, type MailCatcher } from 'api/mail-catcher';

/** Where a local site's catcher listens: its page, and the SMTP port the API sends to. */
export const MAIL_CATCHER_PORT = 1080;
const MAIL_CATCHER_SMTP_PORT = 1025;
/** The sender and the staff's notices on a machine of one's own. */
const LOCAL_MAIL_ENV = {
  MAIL_FROM: 'Сантехника <shop@santehnika.localhost>',
  SHOP_ORDER_NOTIFY_EMAILS: 'orders@santehnika.localhost',
};

/**
 * The mail of a site on this machine (`npm start`, `npm run start:prod`): unless SMTP_URL names a
 * relay (or MAIL=off), a catcher on :1025/:1080 and the API's variables that send to it, the sender's
 * and the staff's addresses filled in where unset.
 */
export async function startLocalMail(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ catcher: MailCatcher | null; env: Record<string, string> }> {
  if (env.SMTP_URL || env.MAIL === 'off') return { catcher: null, env: {} };
  const catcher = await startMailCatcher({ smtpPort: MAIL_CATCHER_SMTP_PORT, viewerPort: MAIL_CATCHER_PORT });
  return {
    catcher,
    env: {
      SMTP_URL: catcher.smtpUrl,
      MAIL_FROM: env.MAIL_FROM || LOCAL_MAIL_ENV.MAIL_FROM,
      SHOP_ORDER_NOTIFY_EMAILS: env.SHOP_ORDER_NOTIFY_EMAILS || LOCAL_MAIL_ENV.SHOP_ORDER_NOTIFY_EMAILS,
    },
  };
}

/** The line a start script prints for the catcher. */
export const catcherLine = (catcher: MailCatcher) =>
  `  ${'mail'.padEnd(11)} ${catcher.viewerUrl} (every message the shop sends; SMTP ${catcher.smtpUrl})`;
