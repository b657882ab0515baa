import { formatShopPaise } from '@mitti/domain/money';
import { formatFullDate } from '@mitti/domain/dates';
import { TAX_PER_MILLE } from '@mitti/domain/shop-pricing';
import type { SellerConfig } from '../../config';
import type { ShippingAddressSnapshot } from '../../db/schema/shop';
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

export interface InvoiceLine {
  name: string;
  size: string;
  hsnCode: string | null;
  quantity: number;
  unitPricePaise: number;
}

export interface InvoiceData {
  seller: SellerConfig;
  invoiceNumber: string;
  orderNumber: string;
  date: Date;
  payment: string;
  buyerName: string;
  shipTo: ShippingAddressSnapshot;
  lines: InvoiceLine[];
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** The order was cancelled: the invoice says so above everything else, and that nothing is due. */
  cancelled: boolean;
}

const TAX_PERCENT = `${TAX_PER_MILLE / 10}%`;
const CANCELLED_RED = '#b3261e';

function addressLines(address: ShippingAddressSnapshot): string[] {
  return [
    address.street,
    ...(address.landmark ? [address.landmark] : []),
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
  ];
}

function header(doc: Pdf, data: InvoiceData): number {
  const top = PAGE_MARGIN;
  const width = contentWidth(doc);
  const left = width * 0.55;
  doc.font(BOLD).fontSize(16).fillColor(BRAND);
  doc.text(data.seller.name, PAGE_MARGIN, top, { width: left });
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(data.seller.address, { width: left - 20, lineGap: 1 });
  doc.moveDown(0.3).font(BOLD).fillColor(INK).text(`GSTIN: ${data.seller.gstin}`);
  const sellerBottom = doc.y;

  const right = PAGE_MARGIN + left;
  const rightWidth = width - left;
  doc.font(BOLD).fontSize(20).fillColor(INK);
  doc.text('TAX INVOICE', right, top - 2, { width: rightWidth, align: 'right' });
  let y = top + 30;
  if (data.cancelled) {
    doc.font(BOLD).fontSize(11).fillColor(CANCELLED_RED);
    doc.text('CANCELLED: nothing is due', right, y - 6, { width: rightWidth, align: 'right' });
    y += 14;
  }
  for (const [label, value] of [
    ['Invoice no.', data.invoiceNumber],
    ['Order no.', data.orderNumber],
    ['Invoice date', formatFullDate(data.date)],
    ['Payment', data.payment],
  ] as const) {
    doc.font(REGULAR).fontSize(9).fillColor(MUTED);
    doc.text(label, right, y, { width: 80 });
    doc.font(BOLD).fillColor(INK);
    doc.text(value, right + 80, y, { width: rightWidth - 80, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
  return Math.max(sellerBottom, y) + 14;
}

function parties(doc: Pdf, data: InvoiceData, top: number): number {
  rule(doc, top);
  const half = contentWidth(doc) / 2;
  const block = (x: number, title: string, lines: string[]) => {
    doc.font(BOLD).fontSize(8).fillColor(MUTED);
    doc.text(title.toUpperCase(), x, top + 12, { width: half - 20, characterSpacing: 0.6 });
    doc.moveDown(0.3).font(BOLD).fontSize(10.5).fillColor(INK);
    doc.text(lines[0]!, { width: half - 20 });
    doc.font(REGULAR).fontSize(9.5);
    for (const line of lines.slice(1)) doc.text(line, { width: half - 20, lineGap: 1 });
    return doc.y;
  };
  // The address's own name is its label ('Home'), not a person: the buyer receives it.
  const address = addressLines(data.shipTo);
  const billed = block(PAGE_MARGIN, 'Bill to', [data.buyerName, ...address]);
  const shipped = block(PAGE_MARGIN + half, 'Ship to', [
    data.buyerName,
    ...address,
    `Phone: ${data.shipTo.phone}`,
  ]);
  return Math.max(billed, shipped) + 16;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine, index: number) => string;
}

const COLUMNS: Column[] = [
  { title: '#', width: 22, align: 'left', cell: (_line, index) => String(index + 1) },
  {
    title: 'Item',
    width: 191,
    align: 'left',
    // The size stays on one line: '(500 g)' is never split.
    cell: (line) => `${line.name} (${line.size.replaceAll(' ', '\u00a0')})`,
  },
  // Wide enough for an eight-digit HSN code on one line.
  { title: 'HSN', width: 62, align: 'left', cell: (line) => line.hsnCode ?? '-' },
  { title: 'Qty', width: 40, align: 'right', cell: (line) => String(line.quantity) },
  {
    title: 'Unit price',
    width: 85,
    align: 'right',
    cell: (line) => formatShopPaise(line.unitPricePaise),
  },
  {
    title: 'Amount',
    width: 95,
    align: 'right',
    cell: (line) => formatShopPaise(line.unitPricePaise * line.quantity),
  },
];
const CELL_PADDING = 6;

function row(doc: Pdf, y: number, cells: string[], font: string, size: number): number {
  doc.font(font).fontSize(size);
  let x = PAGE_MARGIN;
  const heights = cells.map((text, index) =>
    doc.heightOfString(text, { width: COLUMNS[index]!.width - CELL_PADDING * 2 }),
  );
  for (const [index, text] of cells.entries()) {
    const column = COLUMNS[index]!;
    doc.text(text, x + CELL_PADDING, y, {
      width: column.width - CELL_PADDING * 2,
      align: column.align,
    });
    x += column.width;
  }
  return y + Math.max(...heights);
}

function lineTable(doc: Pdf, data: InvoiceData, top: number): number {
  const width = contentWidth(doc);
  doc.rect(PAGE_MARGIN, top, width, 22).fill('#eef4ea');
  doc.fillColor(INK);
  let y = row(
    doc,
    top + 7,
    COLUMNS.map((column) => column.title),
    BOLD,
    9,
  );
  y += 8;
  for (const [index, line] of data.lines.entries()) {
    // A long order goes on over the next page, leaving room for the totals and the footer.
    if (y > doc.page.height - 220) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    doc.fillColor(INK);
    y = row(
      doc,
      y + 7,
      COLUMNS.map((column) => column.cell(line, index)),
      REGULAR,
      9.5,
    );
    y += 7;
    rule(doc, y);
  }
  return y + 12;
}

function totals(doc: Pdf, data: InvoiceData, top: number): number {
  const valueWidth = 110;
  const labelWidth = 150;
  const valueX = doc.page.width - PAGE_MARGIN - valueWidth;
  const labelX = valueX - labelWidth;
  let y = top;
  const line = (label: string, value: string, bold = false) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(bold ? 12 : 9.5);
    doc.fillColor(bold ? INK : MUTED).text(label, labelX, y, { width: labelWidth });
    doc.fillColor(INK).text(value, valueX, y, { width: valueWidth - CELL_PADDING, align: 'right' });
    y += bold ? 20 : 16;
  };
  line('Subtotal', formatShopPaise(data.subtotalPaise));
  line('Shipping', data.shippingPaise === 0 ? 'Free' : formatShopPaise(data.shippingPaise));
  line(`Tax (${TAX_PERCENT} of subtotal)`, formatShopPaise(data.taxPaise));
  doc
    .moveTo(labelX, y)
    .lineTo(doc.page.width - PAGE_MARGIN, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  y += 8;
  line('Total', formatShopPaise(data.totalPaise), true);
  return y;
}

function footer(doc: Pdf, data: InvoiceData): void {
  const y = doc.page.height - PAGE_MARGIN - 46;
  rule(doc, y);
  doc.font(REGULAR).fontSize(8.5).fillColor(MUTED);
  doc.text(
    `All amounts are in Indian rupees (₹). Tax is charged at ${TAX_PERCENT} of the subtotal.`,
    PAGE_MARGIN,
    y + 10,
    { width: contentWidth(doc) },
  );
  doc.text(
    `This is a computer-generated invoice and needs no signature. Thank you for shopping with ${data.seller.name}.`,
    { width: contentWidth(doc) },
  );
}

/** A shop order's tax invoice: seller, buyer, lines with HSN codes and the totals. */
export function renderInvoice(data: InvoiceData): Promise<Buffer> {
  return renderPdf(`Invoice ${data.invoiceNumber}`, (doc) => {
    let y = header(doc, data);
    y = parties(doc, data, y);
    y = lineTable(doc, data, y);
    totals(doc, data, y);
    footer(doc, data);
  });
}
