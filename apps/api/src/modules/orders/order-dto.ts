import type { AdminOrder } from '@mitti/domain/admin';
import { paiseToRupees } from '@mitti/domain/money';
import type { Order, ShippingAddress } from '@mitti/domain/order';
import type { ShippingAddressSnapshot } from '../../db/schema/shop';
import type { CustomerOrderRecord, OrderRecord } from './repository';

/** The address as an order keeps and shows it: its fields only, a blank landmark left out. */
export function toShippingAddress(address: ShippingAddress): ShippingAddressSnapshot {
  const { name, street, city, state, zipcode, country, phone, landmark } = address;
  return {
    name,
    street,
    city,
    state,
    zipcode,
    country,
    phone,
    ...(landmark ? { landmark } : {}),
  };
}

export function toOrder({ order, items }: OrderRecord): Order {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    items: items.map((line) => ({
      itemId: line.itemId ?? '',
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      price: paiseToRupees(line.unitPricePaise),
      weight: line.weight,
      ...(line.image ? { image: line.image } : {}),
    })),
    totalPrice: paiseToRupees(order.totalPaise),
    shippingAddress: toShippingAddress(order.shippingAddress),
  };
}

export function toAdminOrder(record: CustomerOrderRecord): AdminOrder {
  const { id, name, email } = record.customer;
  return { ...toOrder(record), customer: { _id: id, name, email } };
}
