import type { ProviderPaymentFailure, ProviderPaymentResult } from '@mitti/domain/payment-order';
import type { ReleasePaymentBody, SandboxPayBody } from '@mitti/domain/payment-schemas';
import { releasePaymentSchema, sandboxPaySchema } from '@mitti/domain/payment-schemas';
import type { FastifyPluginCallback } from 'fastify';
import type { RequireUser } from '../../http/require-user';
import type { PaymentsService } from './service';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  requireUser: RequireUser;
}

/** The sandbox's Test mode payment and the release of a failed or closed checkout, for investments and shop orders alike. */
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

  app.post(
    '/payments/release',
    { schema: { body: releasePaymentSchema }, onRequest: requireUser },
    async (request): Promise<{ success: true }> =>
      payments.release(request.userId, request.body as ReleasePaymentBody),
  );

  done();
};
