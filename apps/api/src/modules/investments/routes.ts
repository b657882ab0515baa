import type { InvestmentDetails } from '@mitti/domain/investment';
import type { CreateOrderResponse, PaymentVerifyResponse } from '@mitti/domain/payment-order';
import type {
  CreateInvestmentOrderBody,
  VerifyInvestmentPaymentBody,
} from '@mitti/domain/payment-schemas';
import {
  createInvestmentOrderSchema,
  verifyInvestmentPaymentSchema,
} from '@mitti/domain/payment-schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { InvestmentsService } from './service';

export interface InvestmentRoutesOptions {
  investments: InvestmentsService;
  requireUser: RequireUser;
}

/** Investing by card (invest.md 7): order, verification, webhook, details. */
export const investmentRoutes: FastifyPluginCallback<InvestmentRoutesOptions> = (
  app,
  { investments, requireUser },
  done,
) => {
  app.post(
    '/payments/create-order',
    { schema: { body: createInvestmentOrderSchema }, onRequest: requireUser },
    async (request): Promise<CreateOrderResponse> =>
      investments.createOrder(request.userId, request.body as CreateInvestmentOrderBody),
  );

  app.post(
    '/payments/verify-payment',
    { schema: { body: verifyInvestmentPaymentSchema }, onRequest: requireUser },
    async (request): Promise<PaymentVerifyResponse> =>
      investments.verifyPayment(request.userId, request.body as VerifyInvestmentPaymentBody),
  );

  // Its own context, so only this route reads JSON as the raw bytes the signature covers.
  app.register((webhook, _options, registered) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (_request, body, parsed) => parsed(null, body),
    );
    webhook.post('/payments/webhook', async (request): Promise<{ status: 'ok' }> => {
      const signature = request.headers['x-razorpay-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await investments.handleWebhook(
        body,
        typeof signature === 'string' ? signature : '',
      );
      request.log.info({ result }, 'payment webhook');
      return { status: 'ok' };
    });
    registered();
  });

  app.get<{ Params: { investmentId: string } }>(
    '/campaigns/:investmentId/investment-details',
    { onRequest: requireUser },
    async (request): Promise<InvestmentDetails> =>
      investments.investmentDetails(request.userId, request.params.investmentId),
  );

  done();
};
