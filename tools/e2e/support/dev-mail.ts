import { expect, type APIRequestContext } from '@playwright/test';

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
    const list = await (await request.get('/dev/mail')).text();
    const row = list
      .split('<tr>')
      .find((candidate) => candidate.includes(to) && candidate.includes(`>${subject}</a>`));
    message = row && /href="(\/dev\/mail\/[^"/]+)"/.exec(row)?.[1];
    expect(message).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return (await request.get(message!)).text();
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
