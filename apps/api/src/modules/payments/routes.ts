import type { ProviderPaymentFailure, ProviderPaymentResult } from '@mitti/domain/payment-order';
import type { SandboxPayBody } from '@mitti/domain/payment-schemas';
import { sandboxPaySchema } from '@mitti/domain/payment-schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { PaymentsService } from './service';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  requireUser: RequireUser;
}

/** The sandbox's Test mode payment, for the caller's investment and shop orders alike. */
export const paymentRoutes: FastifyPluginCallback<PaymentRoutesOptions> = (
  app,
  { payments, requireUser },
  done,
) => {
  // A declined test card is a 200 too: the checkout adapter raises it as the failure event.
  app.post(
    '/payments/sandbox/pay',
    { schema: { body: sandboxPaySchema }, onRequest: requireUser },
    async (request): Promise<ProviderPaymentResult | ProviderPaymentFailure> =>
      payments.sandboxPay(request.userId, request.body as SandboxPayBody),
  );

  done();
};
