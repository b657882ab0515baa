import type { Order } from './order';
import { itemsLabel, newestFirst, unitCount } from './order-list';

function order(_id: string, createdAt: string, quantities: number[] = [1]): Order {
  return {
    _id,
    createdAt,
    updatedAt: createdAt,
    orderStatus: 'Processing',
    paymentMethod: 'COD',
    paymentStatus: 'Pending',
    items: quantities.map((quantity, index) => ({
      itemId: `item-${index}`,
      name: 'Jaggery',
      size: '1 kg',
      quantity,
      price: 90,
      weight: 1000,
    })),
    totalPrice: 90,
    shippingAddress: {
      name: 'Asha Rao',
      street: '12 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      country: 'India',
      phone: '9876543210',
    },
  };
}

it('sorts newest first without changing the given list', () => {
  const orders = [
    order('a', '2026-11-01T10:00:00.000Z'),
    order('b', '2026-11-05T09:30:00.000Z'),
    order('c', '2026-11-03T08:00:00.000Z'),
  ];
  expect(newestFirst(orders).map((entry) => entry._id)).toEqual(['b', 'c', 'a']);
  expect(orders.map((entry) => entry._id)).toEqual(['a', 'b', 'c']);
});

it('counts the units of every line and names them', () => {
  expect(unitCount(order('a', '2026-11-01T10:00:00.000Z', [3, 1]))).toBe(4);
  expect(itemsLabel(1)).toBe('1 item');
  expect(itemsLabel(4)).toBe('4 items');
});
