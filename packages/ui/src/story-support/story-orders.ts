import type { AdminOrder } from '@mitti/domain/admin';

const ADDRESS = {
  name: 'Asha Rao',
  street: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  zipcode: '411001',
  country: 'India',
  phone: '9876543210',
};

/** Two shop orders, as operators get them (shoppers' orders are the same without the customer). */
export const STORY_ORDERS: AdminOrder[] = [
  {
    _id: '6650f1c2a9b8e7d6c5c0ffee',
    createdAt: '2026-11-05T10:00:00.000Z',
    updatedAt: '2026-11-05T10:00:00.000Z',
    orderStatus: 'Delivered',
    paymentMethod: 'Razorpay',
    paymentStatus: 'Paid',
    items: [
      {
        itemId: 'item-turmeric',
        name: 'Lakadong Turmeric Powder',
        size: '500 g',
        quantity: 4,
        price: 280,
        weight: 500,
      },
    ],
    totalPrice: 1234.5,
    shippingAddress: ADDRESS,
    customer: { _id: 'user-1', name: 'Kiran Shah', email: 'kiran@mitti.test' },
  },
  {
    _id: '6650f1c2a9b8e7d6c5b4a321',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    orderStatus: 'Processing',
    paymentMethod: 'COD',
    paymentStatus: 'Pending',
    items: [
      {
        itemId: 'item-pepper',
        name: 'Wayanad Black Pepper',
        size: '100 g',
        quantity: 1,
        price: 120,
        weight: 100,
      },
    ],
    totalPrice: 144.5,
    shippingAddress: ADDRESS,
    customer: { _id: 'user-2', name: 'Asha Rao', email: 'asha@mitti.test' },
  },
];
