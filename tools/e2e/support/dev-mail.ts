import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A page of /dev/mail, which the demo shows to the machine it runs on only: the journeys come through
 * the trusted proxy (X-Forwarded-For, support/test.ts), so this one says it comes from there.
 */
export async function devMail(request: APIRequestContext, path = '/dev/mail'): Promise<string> {
  return (await request.get(path, { headers: { 'x-forwarded-for': '127.0.0.1' } })).text();
}

/**
 * The newest message to `to` with `subject`, as /dev/mail lists it (the server writes mail to files
 * in the e2e run): the HTML the recipient sees. Waits for the 'send-email' job to write it.
 */
export async function mailTo(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<string> {
  let message: string | undefined;
  await expect(async () => {
    const list = await devMail(request);
    const row = list
      .split('<tr>')
      .find((candidate) => candidate.includes(to) && candidate.includes(`>${subject}</a>`));
    message = row && /href="(\/dev\/mail\/[^"/]+)"/.exec(row)?.[1];
    expect(message).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return devMail(request, message);
}

/** The link of the newest message to `to` with `subject`, as a path on this server. */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  subject: string,
  linkPath: string,
): Promise<string> {
  const html = await mailTo(request, to, subject);
  const href = new RegExp(`href="https?://[^"/]+(${linkPath}\\?token=[0-9a-f]{64})"`).exec(html);
  expect(href).not.toBeNull();
  return href![1]!;
}
