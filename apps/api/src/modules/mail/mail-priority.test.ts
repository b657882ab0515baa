import { JOB_SETTINGS } from '../jobs/queue';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { appOutbox, startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestContext } from '../../../test/test-app';
import { newEmail } from '../../../test/test-app';
import { resetPassword } from './templates/reset-password';
import { timelineUpdateEmail } from './templates/timeline-update';

const SITE = 'https://mitti.example';
const UPDATES = 23;

let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: SITE }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

describe('the email queue', () => {
  it('sends a password reset before the farm updates queued ahead of it, several at a time', async () => {
    const outbox = appOutbox(ctx);
    const investors = Array.from({ length: UPDATES }, () => newEmail());
    const resetTo = newEmail();
    // One commit: every message is waiting when the workers next look, the reset queued last.
    await ctx.db.transaction(async (tx) => {
      for (const to of investors) {
        const update = timelineUpdateEmail(
          {
            investorName: 'Asha',
            campaignId: 'c1',
            campaignTitle: 'Grapes of Nashik',
            farmName: 'Green Vines',
            investmentId: 'i1',
            updateTitle: 'Drip lines laid',
          },
          `${SITE}/api/unsubscribe?token=t`,
        );
        await outbox.send(tx, to, update);
      }
      const link = { token: 'a'.repeat(64), expiresAt: new Date(Date.now() + 3_600_000) };
      await outbox.send(tx, resetTo, resetPassword('Kiran', link));
    });

    const arrived: string[] = [];
    while (arrived.length < UPDATES + 1) {
      const mail = await smtp.nextMessage();
      arrived.push(Array.isArray(mail.to) ? '' : (mail.to?.text ?? ''));
    }

    // The reset is taken first; the other workers' first updates may finish before it.
    expect(arrived.indexOf(resetTo)).toBeGreaterThanOrEqual(0);
    expect(arrived.indexOf(resetTo)).toBeLessThan(JOB_SETTINGS.mailConcurrency);
    expect(arrived.filter((to) => investors.includes(to)).sort()).toEqual([...investors].sort());
  });
});
