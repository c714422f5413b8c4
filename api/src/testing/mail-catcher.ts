// The mail catcher `npm start` runs (README: "The shop's mail"; scripts/mail-catcher.ts starts it): a real SMTP server on loopback
// (smtp-server) that takes every message the shop sends and delivers none, and a page that lists
// them (http://localhost:1080/), each shown as the buyer's mail app would: its HTML in a sandboxed
// frame (no scripts, no requests of its own), its plain text and its headers. The API's tests use
// the same server as the relay they send to, answering chosen recipients with 4xx or 5xx replies.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message as the catcher received it: its envelope and the parsed message. */
export interface CaughtMail {
  receivedAt: Date;
  envelopeTo: string[];
  mail: ParsedMail;
  /** The message as it came over the wire (a signature is checked on these bytes). */
  raw: Buffer;
}

/** What the catcher answers a recipient: accept (null), or an SMTP reply code and text. */
export type RecipientRule = (address: string, attempt: number) => { code: number; message: string } | null;

export interface MailCatcherOptions {
  /** The SMTP port (0: a free one). */
  smtpPort?: number;
  /** The viewer's port; unset: no viewer. */
  viewerPort?: number;
  /**
   * Whether messages are parsed and kept (default); false: only taken and counted, the cheapest
   * relay there is (a benchmark's, in the process that makes the load).
   */
  keep?: boolean;
  rule?: RecipientRule;
  /**
   * Called once a message is taken, just before the relay's 250 is written: the message is the
   * relay's now, and its sender has not heard so (a test kills the sender there).
   */
  onReceived?: (caught: CaughtMail) => void;
}

/** Messages kept, newest first out; a message larger than this is refused by the SMTP server. */
const MAX_MESSAGES = 500;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
  '<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}iframe{border:1px solid #ccc;width:100%;height:70vh}pre{white-space:pre-wrap;background:#f6f8fa;padding:12px}</style>' +
  `</head><body>${body}</body></html>`;

/** Starts the catcher; `close` stops both servers. */
export async function startMailCatcher({
  smtpPort = 0,
  viewerPort,
  rule = () => null,
  onReceived,
  keep = true,
}: MailCatcherOptions = {}) {
  const received: CaughtMail[] = [];
  let taken = 0;
  const attempts = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const count = (attempts.get(address.address) ?? 0) + 1;
      attempts.set(address.address, count);
      const refusal = rule(address.address, count);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      taken += 1;
      if (!keep) {
        stream.on('end', () => callback()).resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      new Promise<Buffer>((resolve, reject) => {
        stream.once('end', () => resolve(Buffer.concat(chunks)));
        stream.once('error', reject);
      })
        .then(async (raw) => {
          const mail = await simpleParser(raw);
          const caught = {
            receivedAt: new Date(),
            envelopeTo: session.envelope.rcptTo.map((to) => to.address),
            mail,
            raw,
          };
          received.push(caught);
          if (received.length > MAX_MESSAGES) received.shift();
          onReceived?.(caught);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', resolve);
  });
  const { port } = smtp.server.address() as AddressInfo;

  let viewer: Server | null = null;
  if (viewerPort !== undefined) {
    viewer = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const send = (status: number, type: string, body: string) => {
        response.writeHead(status, {
          'content-type': `${type}; charset=utf-8`,
          // The frame's HTML is the shop's message: it may neither run scripts nor load anything.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'",
        });
        response.end(body);
      };
      if (url.pathname === '/messages.json') {
        const list = received.map(({ receivedAt, envelopeTo, mail }, index) => ({
          index,
          receivedAt,
          envelopeTo,
          messageId: mail.messageId,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments.map(({ filename, contentType, size }) => ({ filename, contentType, size })),
        }));
        return send(200, 'application/json', JSON.stringify(list));
      }
      // A message's file as it was attached (an invoice's PDF): downloaded, never shown in the catcher's page.
      const file = /^\/messages\/(\d+)\/attachments\/(\d+)$/.exec(url.pathname);
      const attached = file ? received[Number(file[1])]?.mail.attachments[Number(file[2])] : undefined;
      if (attached) {
        response.writeHead(200, {
          'content-type': attached.contentType,
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attached.filename ?? 'file')}`,
          'content-security-policy': "default-src 'none'",
          'x-content-type-options': 'nosniff',
        });
        return response.end(attached.content);
      }
      const shown = /^\/messages\/(\d+)(\/html)?$/.exec(url.pathname);
      const message = shown ? received[Number(shown[1])] : undefined;
      if (shown && message) {
        if (shown[2]) return send(200, 'text/html', typeof message.mail.html === 'string' ? message.mail.html : '');
        return send(
          200,
          'text/html',
          page(
            message.mail.subject ?? '(без темы)',
            `<p><a href="/">← Все письма</a></p><h1>${escapeHtml(message.mail.subject ?? '(без темы)')}</h1>` +
              `<p>Кому: ${escapeHtml(message.envelopeTo.join(', '))}<br>От: ${escapeHtml(message.mail.from?.text ?? '')}<br>Message-ID: ${escapeHtml(message.mail.messageId ?? '')}</p>` +
              `<iframe sandbox title="Письмо" src="/messages/${shown[1]}/html"></iframe>` +
              (message.mail.attachments.length
                ? `<h2>Вложения</h2><ul>${message.mail.attachments
                    .map(
                      (attachment, index) =>
                        `<li><a href="/messages/${shown[1]}/attachments/${index}">${escapeHtml(attachment.filename ?? 'файл')}</a> (${Math.ceil(attachment.size / 1024)} КБ)</li>`,
                    )
                    .join('')}</ul>`
                : '') +
              `<h2>Текстом</h2><pre>${escapeHtml(message.mail.text ?? '')}</pre>`,
          ),
        );
      }
      if (url.pathname !== '/') return send(404, 'text/plain', 'Не найдено');
      const rows = received
        .map(({ receivedAt, envelopeTo, mail }, index) => ({ receivedAt, envelopeTo, mail, index }))
        .reverse()
        .map(
          ({ receivedAt, envelopeTo, mail, index }) =>
            `<tr><td>${receivedAt.toLocaleString('ru-RU')}</td><td>${escapeHtml(envelopeTo.join(', '))}</td><td><a href="/messages/${index}">${escapeHtml(mail.subject ?? '(без темы)')}</a></td></tr>`,
        )
        .join('');
      send(
        200,
        'text/html',
        page(
          'Письма магазина',
          `<h1>Письма, которые отправил магазин</h1><p>SMTP: smtp://127.0.0.1:${port}. Никому не доставляются; обновите страницу, чтобы увидеть новые.</p>` +
            (rows
              ? `<table><tr><th>Когда</th><th>Кому</th><th>Тема</th></tr>${rows}</table>`
              : '<p>Писем пока нет.</p>'),
        ),
      );
    });
    const server = viewer;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(viewerPort, '127.0.0.1', resolve);
    });
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    viewerUrl: viewer ? `http://localhost:${(viewer.address() as AddressInfo).port}/` : null,
    received,
    /** Messages taken in all (kept or not). */
    taken: () => taken,
    /** RCPT commands seen for an address. */
    attemptsFor: (address: string) => attempts.get(address) ?? 0,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (viewer) await new Promise<void>((resolve) => viewer?.close(() => resolve()));
    },
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
