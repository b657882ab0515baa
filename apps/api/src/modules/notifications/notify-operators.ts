import type { Database } from '../../db/client';
import { listActiveAdmins } from '../users/repository';
import type { Notice } from './notices';
import { notify } from './repository';

/** Tells every operator whose account is not disabled, in the transaction of the event. */
export async function notifyOperators(tx: Database, notice: Notice): Promise<void> {
  const operators = await listActiveAdmins(tx);
  await notify(
    tx,
    operators.map((operator) => ({ userId: operator.id, ...notice })),
  );
}
