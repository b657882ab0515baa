import type { AddressInput } from '@mitti/domain/address';
import { hashPassword } from '../modules/auth/passwords';
import { insertUser, replaceAddresses } from '../modules/users/repository';
import type { Storage } from '../storage/storage';
import type { Database } from './client';
import { solidPng } from './solid-png';

export const DEMO_PASSWORD = 'mitti-demo';

interface DemoAccount {
  email: string;
  name: string;
  phone: string;
  role: 'user' | 'admin';
  active: 'true' | 'false';
  about: string;
  colour: [number, number, number];
  addresses: Omit<AddressInput, '_id'>[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'farmer@mitti.test',
    name: 'Ramesh Patil',
    phone: '9822011001',
    role: 'user',
    active: 'true',
    about: 'verified farmer',
    colour: [139, 90, 43],
    addresses: [],
  },
  {
    email: 'investor@mitti.test',
    name: 'Ananya Rao',
    phone: '9845022002',
    role: 'user',
    active: 'false',
    about: 'investor and shopper with addresses',
    colour: [107, 142, 35],
    addresses: [
      {
        name: 'Home',
        street: '14 Residency Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipcode: '560025',
        country: 'India',
        phone: '9845022002',
        landmark: 'Opposite Richmond Park',
      },
      {
        name: 'Office',
        street: '99 MG Road, 3rd Floor',
        city: 'Bengaluru',
        state: 'Karnataka',
        zipcode: '560001',
        country: 'India',
        phone: '9845022012',
      },
    ],
  },
  {
    email: 'newfarmer@mitti.test',
    name: 'Suresh Kumar',
    phone: '9443033003',
    role: 'user',
    active: 'false',
    about: 'farmer, not yet verified',
    colour: [176, 96, 64],
    addresses: [],
  },
  {
    email: 'admin@mitti.test',
    name: 'Meera Iyer',
    phone: '9000044004',
    role: 'admin',
    active: 'false',
    about: 'admin',
    colour: [188, 143, 86],
    addresses: [],
  },
];

/** Adds the demo accounts that are missing; running it again changes nothing. */
export async function seedDemo(db: Database, storage: Storage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const slug = account.email.split('@')[0]!;
    const avatarKey = `avatars/demo-${slug}.png`;
    const user = await insertUser(db, {
      email: account.email,
      name: account.name,
      phone: account.phone,
      role: account.role,
      active: account.active,
      passwordHash,
      profilePictureUrl: storage.url(avatarKey),
    });
    if (!user) continue;
    await storage.put(avatarKey, solidPng(96, account.colour), 'image/png');
    if (account.addresses.length > 0) {
      await replaceAddresses(
        db,
        user.id,
        account.addresses.map((address) => ({ ...address, landmark: address.landmark ?? null })),
      );
    }
  }
}
