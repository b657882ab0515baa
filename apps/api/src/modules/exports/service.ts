import type { Readable } from 'node:stream';
import type { AdminExport, ExportRange } from '@mitti/domain/exports';
import { ownershipSharePercent } from '@mitti/domain/funding';
import { PAYMENT_METHOD_LABELS } from '@mitti/domain/order';
import { orderNumber, shortInvestmentId } from '@mitti/domain/short-id';
import type { SellerConfig } from '../../config';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import { refundStatus } from '../campaigns/campaign-dto';
import { isAdmin } from '../users/repository';
import { renderCertificate } from './certificate-pdf';
import type { CsvColumns } from './csv';
import { csvStream, istCell, rupeesCell } from './csv';
import { renderInvoice } from './invoice-pdf';
import type {
  Batch,
  CampaignExportRow,
  InvestmentExportRow,
  OrderExportRow,
  RefundExportRow,
  SortedRow,
  TimeRange,
} from './repository';
import * as repo from './repository';

/** A file to send: its bytes (or a stream of them) and the name it is saved under. */
export interface ExportFile<Body extends Buffer | Readable> {
  body: Body;
  fileName: string;
}

/**
 * Rows a CSV export reads per query. Each query's rows are parsed and written out in a few
 * milliseconds, and other requests are served in between: a file of any size holds up none of them.
 */
const BATCH_SIZE = 1_000;

export interface ExportsOptions {
  /** Rows read per query. Default: BATCH_SIZE. */
  batchSize?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The range's days in India, both whole: from the first one's midnight IST to the midnight after the
 * last (India keeps no summer time, so every day is 24 hours).
 */
function timeRange({ from, to }: ExportRange): TimeRange {
  const start = new Date(`${from}T00:00:00.000+05:30`);
  return { start, end: new Date(new Date(`${to}T00:00:00.000+05:30`).getTime() + DAY_MS) };
}

const investmentStatus = (status: string) => (status === 'refunded' ? 'Refunded' : 'Confirmed');

const ORDER_COLUMNS: CsvColumns<OrderExportRow> = [
  // As the site shows it; the '#' also keeps a spreadsheet from reading '12e345' as a number.
  ['order_number', (row) => `#${orderNumber(row.id)}`],
  ['order_id', (row) => row.id],
  ['placed_at_ist', (row) => istCell(row.createdAt)],
  ['customer_name', (row) => row.customerName],
  ['customer_email', (row) => row.customerEmail],
  ['order_status', (row) => row.status],
  ['payment_method', (row) => row.paymentMethod],
  ['payment_status', (row) => row.paymentStatus],
  ['lines', (row) => row.lineCount],
  ['units', (row) => row.unitCount],
  ['subtotal_inr', (row) => rupeesCell(row.subtotalPaise)],
  ['shipping_inr', (row) => rupeesCell(row.shippingPaise)],
  ['tax_inr', (row) => rupeesCell(row.taxPaise)],
  ['total_inr', (row) => rupeesCell(row.totalPaise)],
  ['ship_to_name', (row) => row.shippingAddress.name],
  ['ship_to_city', (row) => row.shippingAddress.city],
  ['ship_to_state', (row) => row.shippingAddress.state],
  ['ship_to_zipcode', (row) => row.shippingAddress.zipcode],
];

const INVESTMENT_COLUMNS: CsvColumns<InvestmentExportRow> = [
  ['investment_id', (row) => row.id],
  ['date_ist', (row) => istCell(row.date)],
  ['investor_name', (row) => row.investorName],
  ['investor_email', (row) => row.investorEmail],
  ['campaign_id', (row) => row.campaignId],
  ['campaign_title', (row) => row.campaignTitle],
  ['farm_name', (row) => row.farmName],
  ['units', (row) => row.units],
  ['amount_inr', (row) => rupeesCell(row.amountPaise)],
  ['status', (row) => investmentStatus(row.status)],
  ['payment_reference', (row) => row.providerPaymentId],
];

const REFUND_COLUMNS: CsvColumns<RefundExportRow> = [
  ['request_id', (row) => row.id],
  ['requested_at_ist', (row) => istCell(row.createdAt)],
  ['investment_id', (row) => row.investmentId],
  ['campaign_title', (row) => row.campaignTitle],
  ['investor_name', (row) => row.investorName],
  ['investor_email', (row) => row.investorEmail],
  ['amount_inr', (row) => rupeesCell(row.amountPaise)],
  ['status', (row) => refundStatus(row.status)],
  ['reason', (row) => row.reason],
  ['decided_at_ist', (row) => istCell(row.decidedAt)],
  ['decided_by', (row) => row.deciderName],
  ['note', (row) => row.note],
  ['refund_reference', (row) => row.providerRefundId],
];

const CAMPAIGN_COLUMNS: CsvColumns<CampaignExportRow> = [
  ['campaign_id', (row) => row.id],
  ['campaign_title', (row) => row.campaignTitle],
  ['farm_name', (row) => row.farmName],
  ['owner_name', (row) => row.ownerName],
  ['status', (row) => row.status],
  ['funding_goal_inr', (row) => rupeesCell(row.fundingGoalPaise)],
  ['raised_to_date_inr', (row) => rupeesCell(row.raisedAmountPaise)],
  ['raised_inr', (row) => rupeesCell(row.raisedInRangePaise)],
  ['refunded_inr', (row) => rupeesCell(row.refundedInRangePaise)],
  ['net_inr', (row) => rupeesCell(row.raisedInRangePaise - row.refundedInRangePaise)],
  ['investors', (row) => row.investorsInRange],
];

/** What a farmer's investor list shows: who, how much and when; no contact details. */
const INVESTOR_COLUMNS: CsvColumns<InvestmentExportRow> = [
  ['investor_name', (row) => row.investorName],
  ['units', (row) => row.units],
  ['amount_inr', (row) => rupeesCell(row.amountPaise)],
  ['date_ist', (row) => istCell(row.date)],
  ['status', (row) => investmentStatus(row.status)],
];

/**
 * Every row `read` gives, in its order, a batch of `size` at a time: the next batch (from after the
 * last row of this one) is read once this one's rows have been taken.
 */
async function* inBatches<Row extends SortedRow>(
  read: (batch: Batch) => Promise<Row[]>,
  size: number,
): AsyncGenerator<Row> {
  let after: SortedRow | null = null;
  for (;;) {
    const rows = await read({ after, size });
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!;
  }
}

type AdminCsv = (db: Database, range: TimeRange, batchSize: number) => Readable;

const ADMIN_EXPORTS: Record<AdminExport, AdminCsv> = {
  orders: (db, range, size) =>
    csvStream(
      inBatches((batch) => repo.listOrdersPlaced(db, range, batch), size),
      ORDER_COLUMNS,
    ),
  investments: (db, range, size) =>
    csvStream(
      inBatches((batch) => repo.listInvestmentsMade(db, range, batch), size),
      INVESTMENT_COLUMNS,
    ),
  refunds: (db, range, size) =>
    csvStream(
      inBatches((batch) => repo.listRefundRequestsMade(db, range, batch), size),
      REFUND_COLUMNS,
    ),
  campaigns: (db, range, size) =>
    csvStream(
      inBatches((batch) => repo.listCampaignTotals(db, range, batch), size),
      CAMPAIGN_COLUMNS,
    ),
};

/**
 * CSV exports for operators and farmers, streamed: a file is checked (who asks, which range) before
 * its first row is read. Invoices and certificates as PDF (issue 19).
 */
export function createExportsService(
  db: Database,
  seller: SellerConfig,
  { batchSize = BATCH_SIZE }: ExportsOptions = {},
) {
  /** The owner of a thing, or an operator. */
  async function mayRead(userId: string, ownerId: string): Promise<boolean> {
    return userId === ownerId || isAdmin(db, userId);
  }

  return {
    /** One of the operators' CSV files over the range. */
    adminCsv(name: AdminExport, range: ExportRange): ExportFile<Readable> {
      return {
        body: ADMIN_EXPORTS[name](db, timeRange(range), batchSize),
        fileName: `mitti-${name}-${range.from}-to-${range.to}.csv`,
      };
    },

    /** A campaign's investors, for its owner or an operator. */
    async investorsCsv(userId: string, campaignId: string): Promise<ExportFile<Readable>> {
      const campaign = await repo.findCampaignOwner(db, campaignId);
      if (!campaign) throw notFound('Campaign not found.');
      if (!(await mayRead(userId, campaign.ownerId))) {
        throw forbidden('Only the campaign’s owner can download its investors.');
      }
      return {
        body: csvStream(
          inBatches((batch) => repo.listCampaignInvestments(db, campaignId, batch), batchSize),
          INVESTOR_COLUMNS,
        ),
        fileName: `mitti-investors-${campaignId.slice(-6)}.csv`,
      };
    },

    /** A shop order's invoice, for the shopper who placed it or an operator; 404 for anyone else. */
    async invoice(userId: string, orderId: string): Promise<ExportFile<Buffer>> {
      const record = await repo.findInvoiceOrder(db, orderId);
      if (!record || !(await mayRead(userId, record.order.userId))) {
        throw notFound('Order not found.');
      }
      const { order } = record;
      const number = orderNumber(order.id);
      const invoiceNumber = `MIT-${number.toUpperCase()}`;
      const body = await renderInvoice({
        seller,
        invoiceNumber,
        orderNumber: `#${number}`,
        date: order.createdAt,
        payment: `${PAYMENT_METHOD_LABELS[order.paymentMethod]} (${order.paymentStatus})`,
        buyerName: record.buyerName,
        shipTo: order.shippingAddress,
        lines: record.lines,
        subtotalPaise: order.subtotalPaise,
        shippingPaise: order.shippingPaise,
        taxPaise: order.taxPaise,
        totalPaise: order.totalPaise,
        cancelled: order.status === 'Cancelled',
      });
      return { body, fileName: `mitti-invoice-${invoiceNumber}.pdf` };
    },

    /** An investment's certificate, for its investor or an operator; 404 for anyone else. */
    async certificate(userId: string, investmentId: string): Promise<ExportFile<Buffer>> {
      const record = await repo.findCertificateInvestment(db, investmentId);
      if (!record || !(await mayRead(userId, record.userId))) {
        throw notFound('Investment not found.');
      }
      const certificateNumber = shortInvestmentId(record.id);
      const body = await renderCertificate({
        certificateNumber,
        investorName: record.investorName,
        campaignTitle: record.campaignTitle,
        farmName: record.farmName,
        farmLocation: record.farmLocation,
        units: record.units,
        amountPaise: record.amountPaise,
        sharePercent: ownershipSharePercent(record.amountPaise, record.fundingGoalPaise),
        date: record.date,
        paymentReference: record.providerPaymentId,
        refunded: record.status === 'refunded',
      });
      return { body, fileName: `mitti-certificate-${certificateNumber}.pdf` };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
