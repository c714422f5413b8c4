// The mail's render thread (mail/render-thread.ts): a message's facts and envelope in, the message's
// bytes out, as the relay gets them. Bundled as its own entry (dist-node/mail-render.js, scripts/node-units.ts).
import os from 'node:os';
import MailComposer from 'nodemailer/lib/mail-composer';
import { renderFacts } from './messages/render-message';
import type { MailToCompose } from './render-thread';

/**
 * Mail is background work: while requests keep both cores busy, the thread yields to them and its
 * messages wait a little (`npm run bench:mail`). On Linux a thread has a niceness of its own, and
 * `setpriority` on the calling thread sets it; elsewhere the call would lower the whole API's, so it
 * is not made there.
 */
const NICENESS = 10;
if (process.platform === 'linux') os.setPriority(0, NICENESS);

/**
 * Renders the message (react-email's HTML and text, an invoice's PDF) and composes it (MIME, each
 * part encoded): all of the CPU a message costs, off the API's event loop.
 */
export default async function composeMail({ facts, from, to, messageId }: MailToCompose): Promise<Buffer> {
  const rendered = await renderFacts(facts);
  return new MailComposer({
    from: { name: from.name, address: from.address },
    to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    attachments: rendered.attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content: Buffer.from(content),
    })),
    messageId,
    headers: { 'Auto-Submitted': 'auto-generated' },
  })
    .compile()
    .build();
}
