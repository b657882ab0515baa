import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { mailTo, queuedSubjects, rawHeader } from '../../../test/mail';
import { startMailTestApp, stopMailTestApp } from '../../../test/mail-test-app';
import type { TestSmtpServer } from '../../../test/smtp-server';
import type { TestContext } from '../../../test/test-app';
import { newUser } from '../../../test/test-app';
import { testClock } from '../../../test/test-clock';

const clock = testClock('2030-06-01T09:00:00Z');
let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  ({ smtp, ctx } = await startMailTestApp({ publicUrl: 'https://mitti.example' }, { clock }));
});
afterAll(() => stopMailTestApp(smtp, ctx));

// Longer than the bell's quote, with its own line breaks.
const MESSAGE = `Namaste! ${'We run a school near Nashik and would like to bring our students. '.repeat(6)}
Could we visit in the second week of July?
Thank you.`;

function contact(payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/contact', payload });
}

describe('a message from the contact page', () => {
  it('reaches the campaign’s farmer whole, and a reply goes to the sender', async () => {
    const farmer = await newUser(ctx.app, 'Ramesh Patil');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Nashik Grapes',
    });

    const sent = await contact({
      campaignId,
      name: 'Ananya Rao',
      email: 'ananya@example.com',
      phone: '9845022002',
      message: MESSAGE,
    });

    expect(sent.statusCode).toBe(201);
    const mail = await mailTo(smtp, farmer.email, 'New message about Nashik Grapes');
    expect(rawHeader(mail, 'Reply-To')).toBe('ananya@example.com');
    expect(mail.text).toContain('Hello Ramesh Patil,');
    expect(mail.text).toContain(
      'Ananya Rao sent you a message from the page of your campaign "Nashik Grapes".',
    );
    expect(mail.text).toContain('From: Ananya Rao');
    expect(mail.text).toContain(MESSAGE);
    expect(mail.text).toContain('9845022002');
    expect(mail.text).toContain(`https://mitti.example/campaign/${campaignId}`);
  });

  it('to the Mitti team reaches every operator whose account is active', async () => {
    const meera = await newUser(ctx.app, 'Meera Iyer');
    const retired = await newUser(ctx.app, 'Old Operator');
    for (const admin of [meera, retired]) {
      await setUser(ctx.db, admin.user._id, { role: 'admin' });
    }
    await ctx.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, retired.user._id));

    const sent = await contact({
      name: 'Kabir Shah',
      email: 'kabir@example.com',
      message: MESSAGE,
    });

    expect(sent.statusCode).toBe(201);
    const mail = await mailTo(smtp, meera.email, 'New message for the Mitti team');
    expect(rawHeader(mail, 'Reply-To')).toBe('kabir@example.com');
    expect(mail.text).toContain('From: Kabir Shah');
    expect(mail.text).toContain(MESSAGE);
    expect(await queuedSubjects(ctx.db, retired.email)).toEqual([]);
  });

  it('keeps a name the sender chose out of the subject', async () => {
    const farmer = await newUser(ctx.app, 'Sunita Pawar');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'Alphonso Mangoes',
    });
    const name = 'Win a FREE iPhone at http://evil.example';

    const sent = await contact({ campaignId, name, email: 'x@evil.example', message: 'Hi' });

    expect(sent.statusCode).toBe(201);
    expect(await queuedSubjects(ctx.db, farmer.email)).toEqual([
      'New message about Alphonso Mangoes',
    ]);
    const mail = await mailTo(smtp, farmer.email, 'New message about Alphonso Mangoes');
    expect(mail.text).toContain(`From: ${name}`);
  });
});
