import type { EmailContent, OutgoingMail } from '../message';

/** The brand's leaf green and soil text (packages/ui theme). */
const GREEN = '#2F6B3A';
const SOIL = '#2B2118';
const MUTED = '#5E5247';
const PAPER = '#F6F3EC';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escaped first, then each typed line break (in a reason, say) becomes a <br>, as the text part keeps it. */
const escapeLines = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');

/** One short word: an amount, a count, a payment's id. */
const SHORT_WORD = /^\S{1,24}$/;
/** A word no phone's line holds: a product named without spaces, say. */
const LONG_WORD = /\S{25,}/;

const WRAP_ANYWHERE = 'word-break:break-word;overflow-wrap:anywhere';

/**
 * Labels break only between words (the body's break-word would otherwise let the table squeeze
 * 'Campaign' to a letter a line beside a long title), unless a word of theirs is too long for a
 * line. A value of one short word (₹60,000) stays whole beside a long label; any other value wraps
 * anywhere it must.
 */
function factRows(facts: [string, string][]): string {
  const rows = facts
    .map(([label, value]) => {
      const wrap = SHORT_WORD.test(value) ? 'white-space:nowrap' : WRAP_ANYWHERE;
      const labelWrap = LONG_WORD.test(label)
        ? WRAP_ANYWHERE
        : 'word-break:normal;overflow-wrap:normal';
      return (
        `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};vertical-align:top;${labelWrap}">${escapeHtml(label)}</td>` +
        `<td style="padding:6px 0;text-align:right;font-weight:600;vertical-align:top;${wrap}">${escapeHtml(value)}</td></tr>`
      );
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #E4DED3;border-bottom:1px solid #E4DED3;margin:16px 0">${rows}</table>`;
}

function noteParagraphs(notes: [string, string][]): string {
  return notes
    .map(
      ([label, text]) =>
        `<p style="margin:0 0 4px;color:${MUTED}">${escapeHtml(label)}</p>` +
        `<p style="margin:0 0 12px">${escapeLines(text)}</p>`,
    )
    .join('');
}

function html(content: EmailContent, actionUrl: string): string {
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 12px">${escapeLines(text)}</p>`)
    .join('');
  const unsubscribe =
    content.kind === 'news'
      ? `<br><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${MUTED}">Unsubscribe from these emails</a>`
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:${PAPER};font-family:Arial,Helvetica,sans-serif;color:${SOIL};font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#FFFFFF;border-radius:8px;overflow:hidden">
<tr><td style="background:${GREEN};color:#FFFFFF;padding:16px 24px;font-size:22px;font-weight:700;letter-spacing:0.5px">Mitti</td></tr>
<tr><td style="padding:24px;word-break:break-word">
<h1 style="margin:0 0 16px;font-size:20px;color:${SOIL}">${escapeHtml(content.subject)}</h1>
<p style="margin:0 0 12px">${escapeHtml(content.greeting)}</p>
${paragraphs}
${content.facts ? factRows(content.facts) : ''}
${content.notes ? noteParagraphs(content.notes) : ''}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:20px 0 4px"><tr><td style="background:${GREEN};border-radius:6px">
<a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:12px 22px;color:#FFFFFF;text-decoration:none;font-weight:700">${escapeHtml(content.action.label)}</a>
</td></tr></table>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #E4DED3;color:${MUTED};font-size:12px">Mitti: crowd-farming and organic produce.${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;
}

function text(content: EmailContent, actionUrl: string): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.facts) {
    lines.push(...content.facts.map(([label, value]) => `${label}: ${value}`), '');
  }
  if (content.notes) {
    lines.push(...content.notes.flatMap(([label, note]) => [`${label}: ${note}`, '']));
  }
  lines.push(`${content.action.label}: ${actionUrl}`, '', '-- ', 'Mitti');
  if (content.kind === 'news') lines.push(`Unsubscribe: ${content.unsubscribeUrl}`);
  return lines.join('\n');
}

/**
 * One message in the product's look, HTML and plain text, its link built from PUBLIC_URL. News
 * carries the List-Unsubscribe headers (RFC 8058 one-click) as well as the link.
 */
export function renderEmail(to: string, content: EmailContent, publicUrl: string): OutgoingMail {
  const actionUrl = `${publicUrl}${content.action.path}`;
  return {
    to,
    subject: content.subject,
    html: html(content, actionUrl),
    text: text(content, actionUrl),
    ...(content.expiresAt ? { sendBefore: content.expiresAt.toISOString() } : {}),
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.kind === 'news'
      ? {
          headers: {
            'List-Unsubscribe': `<${content.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
