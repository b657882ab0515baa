import type { RefundRequest, RefundRequestsResponse } from '@mitti/domain/refund-request';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { refundRequests } from '../src/db/schema/invest';
import { bearer } from './test-app';

/** POST /api/campaigns/refundRequest, which must answer 201; the investor's new request as listed. */
export async function askRefund(
  app: FastifyInstance,
  token: string,
  investId: string,
): Promise<RefundRequest> {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/campaigns/refundRequest',
    headers: bearer(token),
    payload: { Reason: 'Plans changed', investId },
  });
  if (asked.statusCode !== 201) {
    throw new Error(`refundRequest answered ${asked.statusCode}: ${asked.body}`);
  }
  const { outgoing } = (
    await app.inject({ url: '/api/refund-requests', headers: bearer(token) })
  ).json<RefundRequestsResponse>();
  return outgoing.find((request) => request.investId === investId && request.status === 'Pending')!;
}

/** Moves a request's asking time back, as if the owner had left it waiting since then. */
export async function backdateRefundRequest(
  db: Database,
  id: string,
  askedAt: Date,
): Promise<void> {
  await db.update(refundRequests).set({ createdAt: askedAt }).where(eq(refundRequests.id, id));
}
