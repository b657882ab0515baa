import { formatShopPrice, paiseToRupees } from '@mitti/domain/money';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

/** A4 with 50 pt margins: the page's usable width. */
export const PAGE_MARGIN = 50;
export const INK = '#1f2a1c';
export const MUTED = '#5d6b58';
export const BRAND = '#2e7d32';
export const RULE = '#c9d3c4';

/**
 * Draws a one-page A4 document with pdfkit's standard Helvetica (no font file needed) and answers
 * its bytes. Helvetica has no ₹ sign, so amounts are printed with 'Rs.' (see pdfRupees).
 */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: title, Author: 'Mitti', Creator: 'Mitti' },
    lang: 'en-IN',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fillColor(INK);
  draw(doc);
  doc.end();
  return done;
}

/** 'Rs. 1,234.50': en-IN grouping and two decimals, as the shop prints prices. */
export function pdfRupees(paise: number): string {
  return `Rs. ${formatShopPrice(paiseToRupees(paise)).replace('₹', '')}`;
}

/** The usable width of the page. */
export function contentWidth(doc: Pdf): number {
  return doc.page.width - PAGE_MARGIN * 2;
}

/** A thin horizontal rule across the page at `y`. */
export function rule(doc: Pdf, y: number, color = RULE): void {
  doc
    .moveTo(PAGE_MARGIN, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}
