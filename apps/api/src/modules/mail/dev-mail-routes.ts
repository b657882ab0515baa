import type { FastifyPluginCallback } from 'fastify';
import { simpleParser } from 'mailparser';
import type { Config } from '../../config';
import { fromThisMachine } from '../../http/from-this-machine';
import { forbidden, notFound } from '../../http/http-error';
import { isMailFile, listMailFiles, readMailFile } from './mail-files';

export interface DevMailRoutesOptions {
  /** DATA_DIR/mail */
  dir: string;
  /** Answer this machine only (production): the messages hold their recipients' links. */
  thisMachineOnly: boolean;
}

const SHOWN = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An email's own HTML with inline styles and no scripts; nothing else is let in. */
const MESSAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,sans-serif;margin:24px;color:#2B2118}table{border-collapse:collapse;width:100%}
td,th{text-align:left;padding:8px;border-bottom:1px solid #E4DED3}a{color:#2F6B3A}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/**
 * Whether /dev/mail is served: when mail goes to files, outside production or on the demo that
 * `pnpm start` seeds (to this machine only, see `thisMachineOnly`).
 */
export function servesDevMail(config: Pick<Config, 'smtpUrl' | 'production' | 'seedDemo'>) {
  return !config.smtpUrl && (!config.production || config.seedDemo);
}

/**
 * Outside production or on the demo, without SMTP_URL: the messages the API wrote to DATA_DIR/mail, newest first,
 * so a user of `pnpm start` can follow every emailed link. Only names the server made are read.
 * A demo reachable from elsewhere shows them to nobody else: whoever signs up there gets links to
 * reset their password.
 */
export const devMailRoutes: FastifyPluginCallback<DevMailRoutesOptions> = (
  app,
  { dir, thisMachineOnly },
  done,
) => {
  if (thisMachineOnly) {
    app.addHook('onRequest', (request, _reply, next) => {
      next(
        fromThisMachine(request)
          ? undefined
          : forbidden(
              'The mail of the demo is shown on the machine it runs on only; set SMTP_URL to send it.',
            ),
      );
    });
  }

  app.get('/dev/mail', async (_request, reply) => {
    const names = await listMailFiles(dir, SHOWN);
    const rows = await Promise.all(
      names.map(async (name) => {
        const mail = await simpleParser(await readMailFile(dir, name));
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : mail.to?.text;
        return `<tr><td>${escapeHtml(mail.date?.toISOString() ?? '')}</td><td>${escapeHtml(to ?? '')}</td>
<td><a href="/dev/mail/${name}">${escapeHtml(mail.subject ?? '(no subject)')}</a></td>
<td><a href="/dev/mail/${name}/raw">.eml</a></td></tr>`;
      }),
    );
    const body = rows.length
      ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No mail yet. Messages the app sends appear here.</p>';
    return reply.type('text/html; charset=utf-8').send(page('Mail sent by Mitti', body));
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name', async (request, reply) => {
    const { name } = request.params;
    if (!isMailFile(name)) throw notFound('No such message.');
    const mail = await simpleParser(await readMailFile(dir, name).catch(() => notFoundFile()));
    return reply
      .header('content-security-policy', MESSAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(mail.html || page(mail.subject ?? '', `<pre>${escapeHtml(mail.text ?? '')}</pre>`));
  });

  app.get<{ Params: { name: string } }>('/dev/mail/:name/raw', async (request, reply) => {
    const { name } = request.params;
    if (!isMailFile(name)) throw notFound('No such message.');
    const raw = await readMailFile(dir, name).catch(() => notFoundFile());
    return reply.type('message/rfc822').send(raw);
  });

  done();
};

function notFoundFile(): never {
  throw notFound('No such message.');
}
