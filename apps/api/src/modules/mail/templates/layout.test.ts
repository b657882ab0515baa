import type { EmailContent } from '../message';
import { renderEmail } from './layout';

const BODY = {
  subject: 'A new update from <Green Vines>',
  greeting: 'Hello Asha,',
  paragraphs: ['The grapes are in & sweet.'],
  action: { label: 'Read the update', path: '/dashboard' },
};

describe('renderEmail', () => {
  it('builds the link from PUBLIC_URL and escapes what it is given', () => {
    const mail = renderEmail('asha@example.com', { kind: 'money', ...BODY }, 'https://mitti.in');

    expect(mail.subject).toBe('A new update from <Green Vines>');
    expect(mail.html).toContain('A new update from &#60;Green Vines&#62;');
    expect(mail.html).toContain('The grapes are in &#38; sweet.');
    expect(mail.html).toContain('href="https://mitti.in/dashboard"');
    expect(mail.text).toContain('Read the update: https://mitti.in/dashboard');
    expect(mail.headers).toBeUndefined();
    expect(mail.html).not.toContain('Unsubscribe');
    // A long one-word name or link wraps on a phone's mail app instead of widening the mail.
    expect(mail.html).toContain('<td style="padding:24px;word-break:break-word">');
  });

  it('gives news a one-click unsubscribe link and the List-Unsubscribe headers', () => {
    const content: EmailContent = {
      kind: 'news',
      topic: 'farmUpdates',
      unsubscribeUrl: 'https://mitti.in/unsubscribe?token=abc',
      ...BODY,
    };
    const mail = renderEmail('asha@example.com', content, 'https://mitti.in');

    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://mitti.in/unsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain('href="https://mitti.in/unsubscribe?token=abc"');
    expect(mail.text).toContain('Unsubscribe: https://mitti.in/unsubscribe?token=abc');
  });

  it('keeps fact labels whole beside a long value and puts typed notes below the table', () => {
    const mail = renderEmail(
      'ravi@example.com',
      {
        kind: 'money',
        ...BODY,
        facts: [['Campaign', 'Organic Alphonso Mango Orchard Expansion in Ratnagiri District']],
        notes: [['Reason', 'Plans changed & the money is needed.']],
      },
      'https://mitti.in',
    );

    // The label breaks only between words; the value wraps wherever it must.
    expect(mail.html).toMatch(
      /<td style="[^"]*word-break:normal;overflow-wrap:normal">Campaign<\/td><td style="[^"]*word-break:break-word;overflow-wrap:anywhere">Organic Alphonso/,
    );
    // The reason is a paragraph after the table, not a cell of it.
    expect(mail.html).toMatch(
      /<\/table>\n<p style="[^"]*">Reason<\/p><p style="[^"]*">Plans changed &#38; the money is needed.<\/p>/,
    );
    expect(mail.text).toContain(
      'Campaign: Organic Alphonso Mango Orchard Expansion in Ratnagiri District\n\nReason: Plans changed & the money is needed.',
    );
  });

  it('lets a label with a word too long for a line wrap anywhere', () => {
    const name = 'LakadongTurmericPowderFromTheMeghalayaHills';
    const mail = renderEmail(
      'ravi@example.com',
      { kind: 'money', ...BODY, facts: [[`${name} (100 g) × 2`, '₹60.00']] },
      'https://mitti.in',
    );

    expect(mail.html).toMatch(
      new RegExp(`<td style="[^"]*word-break:break-word;overflow-wrap:anywhere">${name} `),
    );
  });

  it('keeps an amount whole beside a long label', () => {
    const mail = renderEmail(
      'ravi@example.com',
      {
        kind: 'news',
        topic: 'newInvestments',
        unsubscribeUrl: 'https://mitti.in/api/unsubscribe?token=t',
        ...BODY,
        facts: [['Organic Grapes of Nashik (12 investments)', '₹60,000']],
      },
      'https://mitti.in',
    );

    expect(mail.html).toMatch(/<td style="[^"]*white-space:nowrap">₹60,000<\/td>/);
  });

  it('keeps the line breaks of typed text in the HTML, still escaped', () => {
    const mail = renderEmail(
      'ravi@example.com',
      {
        kind: 'money',
        ...BODY,
        paragraphs: ['Reason: too high.\nSecond line <script>alert(1)</script>'],
        notes: [['Reason', 'First line.\r\nSecond & last.']],
      },
      'https://mitti.in',
    );

    expect(mail.html).toContain(
      '<p style="margin:0 0 12px">Reason: too high.<br>Second line &#60;script&#62;alert(1)&#60;/script&#62;</p>',
    );
    expect(mail.html).toContain('>First line.<br>Second &#38; last.</p>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Reason: too high.\nSecond line <script>alert(1)</script>');
  });
});
