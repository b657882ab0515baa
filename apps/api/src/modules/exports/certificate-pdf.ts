import { formatShopPaise } from '@mitti/domain/money';
import { formatFullDate } from '@mitti/domain/dates';
import { INVESTMENT_RISK_STATEMENT } from '@mitti/domain/exports';
import type { Pdf } from './pdf-document';
import {
  BOLD,
  BRAND,
  contentWidth,
  INK,
  MUTED,
  PAGE_MARGIN,
  REGULAR,
  renderPdf,
  rule,
} from './pdf-document';

export interface CertificateData {
  certificateNumber: string;
  investorName: string;
  campaignTitle: string;
  farmName: string;
  farmLocation: string;
  units: number;
  amountPaise: number;
  /** Of the campaign's funding goal, two decimals ('1.25'). */
  sharePercent: string;
  date: Date;
  paymentReference: string;
  refunded: boolean;
}

function facts(doc: Pdf, rows: [string, string][], top: number): number {
  const labelWidth = 160;
  const width = contentWidth(doc);
  let y = top;
  for (const [label, value] of rows) {
    doc.font(REGULAR).fontSize(10).fillColor(MUTED);
    doc.text(label, PAGE_MARGIN + 12, y, { width: labelWidth });
    doc.font(BOLD).fillColor(INK);
    doc.text(value, PAGE_MARGIN + 12 + labelWidth, y, { width: width - labelWidth - 24 });
    y = Math.max(doc.y, y + 14) + 8;
    rule(doc, y - 4);
  }
  return y;
}

/** An investment certificate: who holds how many units of which campaign, and the risk statement. */
export function renderCertificate(data: CertificateData): Promise<Buffer> {
  return renderPdf(`Investment certificate ${data.certificateNumber}`, (doc) => {
    const width = contentWidth(doc);
    doc
      .rect(PAGE_MARGIN - 14, PAGE_MARGIN - 14, width + 28, doc.page.height - 2 * PAGE_MARGIN + 28)
      .lineWidth(2)
      .strokeColor(BRAND)
      .stroke();
    doc.font(BOLD).fontSize(13).fillColor(BRAND);
    doc.text('MITTI INVEST', PAGE_MARGIN, PAGE_MARGIN + 10, {
      width,
      align: 'center',
      characterSpacing: 2,
    });
    doc.moveDown(0.6).fontSize(24).fillColor(INK);
    doc.text('Investment Certificate', { width, align: 'center' });
    doc.moveDown(0.3).font(REGULAR).fontSize(10).fillColor(MUTED);
    doc.text(`Certificate no. ${data.certificateNumber}`, { width, align: 'center' });

    doc.moveDown(1.5).fontSize(12).fillColor(INK);
    const units = `${data.units} unit${data.units === 1 ? '' : 's'}`;
    const campaign = `the campaign ${data.campaignTitle} of ${data.farmName}, ${data.farmLocation}`;
    doc.text(
      data.refunded
        ? `This certifies that ${data.investorName} held ${units} of ${campaign} until the investment was refunded.`
        : `This certifies that ${data.investorName} holds ${units} of ${campaign}.`,
      { width, align: 'center', lineGap: 3 },
    );

    let y = doc.y + 24;
    rule(doc, y - 4);
    y = facts(
      doc,
      [
        ['Investor', data.investorName],
        ['Campaign', data.campaignTitle],
        ['Farm', `${data.farmName}, ${data.farmLocation}`],
        ['Units', String(data.units)],
        ['Amount invested', formatShopPaise(data.amountPaise)],
        ['Share of the funding goal', `${data.sharePercent}%`],
        ['Date of investment', formatFullDate(data.date)],
        ['Payment reference', data.paymentReference],
        ['Status', data.refunded ? 'Refunded: this investment is no longer held' : 'Held'],
      ],
      y,
    );

    doc.font(BOLD).fontSize(10).fillColor(INK);
    doc.text('Risk statement', PAGE_MARGIN, y + 18, { width });
    doc.moveDown(0.3).font(REGULAR).fontSize(9.5).fillColor(MUTED);
    doc.text(INVESTMENT_RISK_STATEMENT, { width, lineGap: 2 });

    doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
    doc.text(
      'All amounts are in Indian rupees (₹). This certificate is computer-generated and needs no signature.',
      PAGE_MARGIN,
      doc.page.height - PAGE_MARGIN - 24,
      { width, align: 'center' },
    );
  });
}
