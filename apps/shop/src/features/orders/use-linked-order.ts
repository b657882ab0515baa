import { useOrderQuery } from '@mitti/api-client/order-endpoints';
import type { Order } from '@mitti/domain/order';
import { useSearchParams } from 'react-router';

/** `/shop/orders?order=id`: the link of an order's notification and emails. */
const ORDER_PARAM = 'order';

interface LinkedOrder {
  /** The order the link names, once known. */
  order: Order | null;
  /** Why it cannot be shown, once asked for and refused. */
  error: unknown;
  /** Takes the link out of the address, so the same link opens it again. */
  close: () => void;
}

/**
 * The order the address names: from the pages shown when it is there, else asked for once the
 * first page is in (`shown` undefined until then), since a notice is most often of a recent order.
 */
export function useLinkedOrder(shown: Order[] | undefined): LinkedOrder {
  const [params, setParams] = useSearchParams();
  const id = params.get(ORDER_PARAM);
  const listed = id ? shown?.find((order) => order._id === id) : undefined;
  const single = useOrderQuery(id ?? '', { skip: !id || !shown || Boolean(listed) });
  return {
    order: listed ?? (id ? (single.currentData?.data.order ?? null) : null),
    error: id && !listed ? single.error : undefined,
    close: () =>
      setParams(
        (current) => {
          current.delete(ORDER_PARAM);
          return current;
        },
        { replace: true },
      ),
  };
}
