import { imageVariants, nameWithVariants } from '@mitti/domain/image-variants';
import { rupeesToPaise } from '@mitti/domain/money';
import sharp from 'sharp';
import { hashPassword } from '../../modules/auth/passwords';
import type { NewVisual } from '../../modules/campaigns/repository';
import { insertCampaign, listCampaignsOfUser } from '../../modules/campaigns/repository';
import { insertItem, listItemNames, setMissingHsnCode } from '../../modules/items/repository';
import { findUserByEmail, insertUser, replaceAddresses } from '../../modules/users/repository';
import { contentKey } from '../../storage/content-key';
import type { Storage } from '../../storage/storage';
import { resizedCopies } from '../../storage/uploads';
import type { Database } from '../client';
import { backerInvestments, insertBackerInvestments, seedDemoActivity } from './demo-activity';
import type { DemoCampaign } from './demo-data';
import {
  DEMO_ACCOUNTS,
  DEMO_APPLICANTS,
  DEMO_BACKERS,
  DEMO_BRAND,
  DEMO_CAMPAIGN_FARMERS,
  DEMO_CAMPAIGNS,
  DEMO_PRODUCTS,
} from './demo-data';
import { seedDemoOperations } from './demo-operations';
import { seedDemoShopActivity } from './demo-shop-activity';
import { farmIllustration } from './farm-illustration';
import { produceIllustration } from './produce-illustration';
import { solidPng } from '../solid-png';

export const DEMO_PASSWORD = 'mitti-demo';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Stores a demo picture as an upload is stored: the SVG as the original, named by its content, and
 * WebP copies at the standard widths it covers (a phone draws those off its main thread, and
 * fetches only the width it shows).
 */
async function storeDemoPicture(storage: Storage, name: string, svg: Buffer): Promise<string> {
  const { width = 0 } = await sharp(svg).metadata();
  const copies = await resizedCopies(svg, width);
  const base = contentKey(name, svg, 'svg').replace(/\.svg$/, '');
  const key = nameWithVariants(
    base,
    copies.map((copy) => copy.width),
    'svg',
  );
  const addresses = imageVariants(key);
  await Promise.all(
    copies.map((copy, index) => storage.put(addresses[index]!.address, copy.data, 'image/webp')),
  );
  await storage.put(key, svg, 'image/svg+xml');
  return key;
}

/**
 * Adds the demo campaigns that are missing (by owner and title), with SVG illustrations drawn now.
 * Dates count from now. Each raises its share of the goal through the backers' investments, stored
 * with it, so its raised amount is the sum of its paid investments, as a real campaign's is.
 */
async function seedDemoCampaigns(db: Database, storage: Storage, now: Date): Promise<void> {
  const titles = new Map<string, Set<string>>();
  const backerIds: string[] = [];
  for (const account of DEMO_BACKERS) {
    const backer = await findUserByEmail(db, account.email);
    if (backer) backerIds.push(backer.id);
  }
  for (const [order, demo] of DEMO_CAMPAIGNS.entries()) {
    const owner = await findUserByEmail(db, demo.owner);
    if (!owner) continue;
    if (!titles.has(owner.id)) {
      const existing = await listCampaignsOfUser(db, owner.id);
      titles.set(owner.id, new Set(existing.map((record) => record.campaign.campaignTitle)));
    }
    if (titles.get(owner.id)!.has(demo.campaignTitle)) continue;
    const visuals: NewVisual[] = [];
    for (const [index, timeOfDay] of demo.picture.times.entries()) {
      const svg = Buffer.from(
        farmIllustration({ ...demo.picture, timeOfDay, seed: `${demo.slug}-${index}` }),
      );
      const key = await storeDemoPicture(storage, `campaigns/demo-${demo.slug}-${index + 1}`, svg);
      visuals.push({ url: storage.url(key), publicId: key });
    }
    const row = campaignRow(demo, owner.id, now);
    const units = Math.floor((row.fundingGoalPaise * demo.raised) / row.minInvestmentPaise);
    const backing = backerInvestments(units, backerIds, order, row.createdAt, now);
    const raised = backing.reduce((sum, item) => sum + item.units * row.minInvestmentPaise, 0);
    await db.transaction(async (tx) => {
      const id = await insertCampaign(tx, { ...row, raisedAmountPaise: raised }, visuals);
      await insertBackerInvestments(tx, { ...row, id, slug: demo.slug }, backing);
    });
  }
}

function campaignRow(demo: DemoCampaign, userId: string, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const createdDay = demo.startDay > 0 ? -1 : demo.startDay === 0 ? 0 : demo.startDay - 2;
  return {
    userId,
    campaignTitle: demo.campaignTitle,
    story: demo.story,
    farmName: demo.farmName,
    farmLocation: demo.farmLocation,
    farmSizeValue: demo.farmSize.value,
    farmSizeUnit: demo.farmSize.unit,
    fundingGoalPaise: rupeesToPaise(demo.fundingGoal),
    minInvestmentPaise: rupeesToPaise(demo.minInvestment),
    returnsType: demo.returns.type,
    returnsMin: demo.returns.min,
    returnsMax: demo.returns.max ?? null,
    returnsDescription: demo.returns.description,
    cropTypes: demo.cropTypes,
    farmingMethods: demo.farmingMethods,
    startDate: dayString(at(demo.startDay)),
    endDate: dayString(at(demo.endDay)),
    fundUsage: demo.fundUsage,
    impactMetrics: demo.impactMetrics,
    riskFactors: demo.riskFactors,
    status: demo.status,
    isVerified: demo.status !== 'Draft',
    approvedAt: demo.status === 'Draft' ? null : at(createdDay),
    createdAt: at(createdDay),
  };
}

/** A demo variant's SKU: its product's slug and size, e.g. GOBINDOBHOG-RICE-500G. */
function demoSku(slug: string, size: string): string {
  return `${slug}-${size.replace(/\s+/g, '')}`.toUpperCase();
}

/**
 * Adds the demo products that are missing (by name), with SVG pictures drawn now. They are dated a
 * minute apart, so the catalogue lists them in the order of DEMO_PRODUCTS.
 */
async function seedDemoCatalogue(db: Database, storage: Storage, now: Date): Promise<void> {
  const existing = await listItemNames(db);
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const existingId = existing.get(product.name);
    if (existingId !== undefined) {
      // Demo data seeded before items had HSN codes gets them, so its invoices print them too.
      await setMissingHsnCode(db, existingId, product.hsnCode);
      continue;
    }
    const { views, ...look } = product.picture;
    const images = [];
    for (const [n, view] of views.entries()) {
      const svg = Buffer.from(
        produceIllustration({
          ...look,
          view,
          seed: `${product.slug}-${n}`,
          name: product.name,
          farmName: product.farmName,
        }),
      );
      const key = await storeDemoPicture(storage, `items/demo-${product.slug}-${n + 1}`, svg);
      images.push({ url: storage.url(key), publicId: key });
    }
    await insertItem(
      db,
      {
        name: product.name,
        brand: DEMO_BRAND,
        category: product.category,
        farmName: product.farmName,
        isOrganic: product.isOrganic,
        tags: product.tags,
        description: product.description,
        usageInfo: product.usageInfo,
        storageInfo: product.storageInfo,
        ingredients: product.ingredients,
        benefits: product.benefits,
        faq: product.faq,
        hsnCode: product.hsnCode,
        createdAt: new Date(now.getTime() - (DEMO_PRODUCTS.length - index) * 60_000),
      },
      images,
      product.variants.map((variant) => ({
        size: variant.size,
        pricePaise: rupeesToPaise(variant.price),
        originalPricePaise:
          variant.originalPrice === undefined ? null : rupeesToPaise(variant.originalPrice),
        stock: variant.stock,
        sku: demoSku(product.slug, variant.size),
        weight: variant.weight,
      })),
    );
  }
}

/**
 * Adds the demo accounts, campaigns, catalogue, activity and notifications that are missing; running
 * it again changes nothing.
 */
export async function seedDemo(db: Database, storage: Storage, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of [
    ...DEMO_ACCOUNTS,
    ...DEMO_CAMPAIGN_FARMERS,
    ...DEMO_APPLICANTS,
    ...DEMO_BACKERS,
  ]) {
    const slug = account.email.split('@')[0]!;
    const avatar = solidPng(96, account.colour);
    const avatarKey = contentKey(`avatars/demo-${slug}`, avatar, 'png');
    const user = await insertUser(db, {
      email: account.email,
      name: account.name,
      phone: account.phone,
      role: account.role,
      active: account.active,
      passwordHash,
      profilePictureUrl: storage.url(avatarKey),
      emailConfirmedAt: now,
    });
    if (!user) continue;
    await storage.put(avatarKey, avatar, 'image/png');
    if (account.addresses.length > 0) {
      await replaceAddresses(
        db,
        user.id,
        account.addresses.map((address) => ({ ...address, landmark: address.landmark ?? null })),
      );
    }
  }
  await seedDemoCampaigns(db, storage, now);
  await seedDemoActivity(db, storage, now);
  await seedDemoCatalogue(db, storage, now);
  await seedDemoShopActivity(db, now);
  await seedDemoOperations(
    db,
    DEMO_APPLICANTS.map((account) => account.email),
    now,
  );
}
