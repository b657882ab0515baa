import path from 'node:path';
import PDFDocument from 'pdfkit';
import { API_ROOT } from '../../paths';

export type Pdf = PDFKit.PDFDocument;

/** A4 with 50 pt margins: the page's usable width. */
export const PAGE_MARGIN = 50;
export const INK = '#1f2a1c';
export const MUTED = '#5d6b58';
export const BRAND = '#2e7d32';
const RULE = '#c9d3c4';

/**
 * The documents' two fonts: Noto Sans Devanagari (SIL Open Font License, assets/fonts/OFL.txt)
 * prints Latin, Devanagari and the ₹ sign, so a name typed in Hindi prints as typed. pdfkit's
 * standard Helvetica knew only Western European letters. pdfkit embeds the glyphs a document uses.
 */
const FONTS_DIR = path.join(API_ROOT, 'assets/fonts');
export const REGULAR = 'Regular';
export const BOLD = 'Bold';

/** Draws a one-page A4 document and answers its bytes. */
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
  doc.registerFont(REGULAR, path.join(FONTS_DIR, 'NotoSansDevanagari-Regular.ttf'));
  doc.registerFont(BOLD, path.join(FONTS_DIR, 'NotoSansDevanagari-Bold.ttf'));
  doc.font(REGULAR).fillColor(INK);
  draw(doc);
  doc.end();
  return done;
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
