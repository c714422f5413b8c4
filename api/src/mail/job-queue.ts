/** The messages' queue (created by migration 0019 with these figures). */
export const MAIL_QUEUE = 'mail';

/** How the mail queue retries (migration 0019): seconds; a job running longer than `expireInSeconds` is taken for lost. */
export const MAIL_QUEUE_POLICY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } as const;

/** What a message's job carries: the outbox row to send. */
export interface MailJob {
  message: number;
}
