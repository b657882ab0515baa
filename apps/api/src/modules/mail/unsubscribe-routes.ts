import type { UnsubscribeQuery } from '@mitti/domain/email-preferences';
import { EMAIL_TOPIC_TEXT, unsubscribeQuerySchema } from '@mitti/domain/email-preferences';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/http-error';
import type { EmailPreferencesService } from '../users/email-preferences';

export interface UnsubscribeRoutesOptions {
  emailPreferences: EmailPreferencesService;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PROFILE_LINK = '<p><a href="/profile">Choose which emails you get in your profile</a></p>';

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><link rel="icon" href="/favicon.svg"><title>${escapeHtml(title)} · Mitti</title>
<style>body{margin:0;background:#F6F3EC;font-family:Arial,Helvetica,sans-serif;color:#2B2118;line-height:1.5}
main{max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:24px}
a{color:#2F6B3A}button{background:#2F6B3A;color:#fff;border:0;border-radius:6px;padding:12px 22px;font-weight:700;font-size:15px;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

const INVALID_MESSAGE = 'This unsubscribe link is not valid. Nothing was changed.';

/** A page for a browser, the API's error shape for anyone else (a mail client's one-click POST). */
function invalidLink(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!request.headers.accept?.includes('text/html')) {
    throw badRequest(INVALID_MESSAGE, 'INVALID_UNSUBSCRIBE_TOKEN');
  }
  return page(reply, 400, 'This link is not valid', `<p>${INVALID_MESSAGE}</p>${PROFILE_LINK}`);
}

/**
 * The one-click unsubscribe link of news emails (RFC 8058), without signing in: the signed token
 * names the user and the kind. GET only asks, because mail scanners open links; the POST, from
 * the mail client's one-click or the page's button, turns the kind off.
 */
export const unsubscribeRoutes: FastifyPluginCallback<UnsubscribeRoutesOptions> = (
  app,
  { emailPreferences },
  done,
) => {
  // The one-click POST's body is `List-Unsubscribe=One-Click`, form-encoded; the token says it all.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => parsed(null, body),
  );

  app.get(
    '/unsubscribe',
    { schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { token } = request.query as UnsubscribeQuery;
      const subject = await emailPreferences.readToken(token);
      if (!subject) return invalidLink(request, reply);
      const { label, description } = EMAIL_TOPIC_TEXT[subject.topic];
      return page(
        reply,
        200,
        `Unsubscribe from ${label}?`,
        `<p>${escapeHtml(description)} Account and payment emails still come.</p>
<form method="post" action="/api/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}">
<button type="submit">Unsubscribe</button></form>${PROFILE_LINK}`,
      );
    },
  );

  app.post(
    '/unsubscribe',
    { schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const { token } = request.query as UnsubscribeQuery;
      const subject = await emailPreferences.readToken(token);
      if (!subject) return invalidLink(request, reply);
      await emailPreferences.unsubscribe(subject);
      const { label } = EMAIL_TOPIC_TEXT[subject.topic];
      return page(
        reply,
        200,
        'You are unsubscribed',
        `<p>You will no longer get “${escapeHtml(label)}” emails.</p>${PROFILE_LINK}`,
      );
    },
  );

  done();
};
