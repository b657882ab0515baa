import { INVESTMENT_RISK_STATEMENT } from '@mitti/domain/exports';
import { eq } from 'drizzle-orm';
import { investments } from '../../db/schema/invest';
import { DEMO_SELLER } from '../../env';
import { insertTestCampaign, setUser } from '../../../test/campaign-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { insertTestItem, placeCashOrder } from '../../../test/shop-fixtures';
import type { TestContext } from '../../../test/test-app';
import { bearer, createTestApp, newUser } from '../../../test/test-app';
import { insertInvestment } from '../investments/repository';

type User = Awaited<ReturnType<typeof newUser>>;

let ctx: TestContext;
let admin: User;
let shopper: User;
let other: User;
let orderId: string;
let investmentId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await newUser(ctx.app, 'Meera Iyer');
  await setUser(ctx.db, admin.user._id, { role: 'admin' });
  shopper = await newUser(ctx.app, 'Asha Rao');
  other = await newUser(ctx.app, 'Kabir Shah');
  const farmer = await newUser(ctx.app, 'Ramesh Patil');
  const itemId = await insertTestItem(ctx.db, { hsnCode: '0910' });
  orderId = (await placeCashOrder(ctx.app, shopper.token, itemId, '100 g'))._id;
  const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
    campaignTitle: 'Millet Revival in the Deccan',
    farmName: 'Deccan Millets',
    farmLocation: 'Raichur, Karnataka',
  });
  investmentId = await insertInvestment(ctx.db, {
    userId: shopper.user._id,
    campaignId,
    units: 2,
    amountPaise: 2_000_00,
    providerPaymentId: 'pay_sandbox_certificate',
    date: new Date('2026-03-05T10:00:00.000Z'),
  });
});
afterAll(() => ctx.close());

function get(url: string, token?: string) {
  return ctx.app.inject({ url, headers: token ? bearer(token) : {} });
}

async function pdfOf(url: string, token: string): Promise<string> {
  const res = await get(url, token);
  expect([url, res.statusCode]).toEqual([url, 200]);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

describe('an order’s invoice', () => {
  it('prints seller, buyer, the lines with their HSN code and the totals', async () => {
    const url = `/api/orders/${orderId}/invoice.pdf`;
    const number = orderId.slice(-6);
    const res = await get(url, shopper.token);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mitti-invoice-MIT-${number.toUpperCase()}.pdf"`,
    );
    const text = await pdfOf(url, shopper.token);
    for (const expected of [
      'TAX INVOICE',
      DEMO_SELLER.name,
      `GSTIN: ${DEMO_SELLER.gstin}`,
      `#${number}`,
      'Asha Rao',
      '12 MG Road',
      'Pune, Maharashtra 411001',
      'Lakadong Turmeric Powder (100 g)',
      '0910',
      'Subtotal ₹60.00',
      'Shipping ₹7.50',
      'Tax (7.5% of subtotal) ₹4.50',
      'Total ₹72.00',
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
  });

  it('is for the shopper and operators; anyone else is told there is no such order', async () => {
    const url = `/api/orders/${orderId}/invoice.pdf`;
    expect((await get(url)).statusCode).toBe(401);
    const stranger = await get(url, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Order not found.', code: 'NOT_FOUND' });
    expect(await pdfOf(url, admin.token)).toContain('Total ₹72.00');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await get(`/api/orders/${id}/invoice.pdf`, admin.token)).statusCode).toBe(404);
    }
  });
});

describe('the invoice of a cancelled order', () => {
  it('says it is cancelled and that nothing is due', async () => {
    const url = `/api/orders/${orderId}/invoice.pdf`;
    expect(await pdfOf(url, shopper.token)).not.toContain('CANCELLED');
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: bearer(admin.token),
      payload: { orderStatus: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);

    const text = await pdfOf(url, shopper.token);

    expect(text).toContain('CANCELLED: nothing is due');
    expect(text).toContain('Total ₹72.00');
  });
});

describe('an investment’s certificate', () => {
  it('prints the campaign, farm, investor, units, amount, share, date, payment and risks', async () => {
    const text = await pdfOf(`/api/investments/${investmentId}/certificate.pdf`, shopper.token);
    for (const expected of [
      'Investment Certificate',
      `Certificate no. ${investmentId.slice(-8).toUpperCase()}`,
      'This certifies that Asha Rao holds 2 units of the campaign Millet Revival in the Deccan of Deccan Millets, Raichur, Karnataka.',
      'Amount invested ₹2,000.00',
      'Share of the funding goal 2.00%',
      'Date of investment 5 March 2026',
      'Payment reference pay_sandbox_certificate',
      INVESTMENT_RISK_STATEMENT,
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
  });

  it('of a refunded investment says it was held until the refund, not that it is held', async () => {
    await ctx.db
      .update(investments)
      .set({ status: 'refunded' })
      .where(eq(investments.id, investmentId));

    const text = await pdfOf(`/api/investments/${investmentId}/certificate.pdf`, shopper.token);

    expect(text).toContain(
      'This certifies that Asha Rao held 2 units of the campaign Millet Revival in the Deccan of Deccan Millets, Raichur, Karnataka until the investment was refunded.',
    );
    expect(text).toContain('Status Refunded: this investment is no longer held');
    expect(text).not.toContain('Asha Rao holds');
  });

  it('is for the investor and operators only', async () => {
    const url = `/api/investments/${investmentId}/certificate.pdf`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, other.token)).statusCode).toBe(404);
    expect(await pdfOf(url, admin.token)).toContain('Asha Rao');
    expect((await get('/api/investments/not-an-id/certificate.pdf', admin.token)).statusCode).toBe(
      404,
    );
  });
});

describe('documents of an investor who writes in Hindi', () => {
  it('print the Devanagari name, campaign and place as typed, and amounts in ₹', async () => {
    const investor = await newUser(ctx.app, 'आशा राव');
    const farmer = await newUser(ctx.app, 'रमेश पाटील');
    const campaignId = await insertTestCampaign(ctx.db, farmer.user._id, {
      campaignTitle: 'बाजरा खेती',
      farmName: 'दक्कन खेत',
      farmLocation: 'रायचूर',
    });
    const id = await insertInvestment(ctx.db, {
      userId: investor.user._id,
      campaignId,
      units: 1,
      amountPaise: 1_500_00,
      providerPaymentId: 'pay_sandbox_hindi',
      date: new Date('2026-03-05T10:00:00.000Z'),
    });

    const text = await pdfOf(`/api/investments/${id}/certificate.pdf`, investor.token);

    // Words without a vowel sign drawn before its letter: a PDF's text comes out in drawing order.

    expect(text).toContain(
      'This certifies that आशा राव holds 1 unit of the campaign बाजरा खेती of दक्कन खेत, रायचूर.',
    );
    expect(text).toContain('Amount invested ₹1,500.00');
  });
});
