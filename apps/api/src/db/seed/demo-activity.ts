import { rupeesToPaise } from '@mitti/domain/money';
import { listCampaignsOfUser } from '../../modules/campaigns/repository';
import { addToRaised, insertInvestment } from '../../modules/investments/repository';
import { findOrderByProviderId, insertPaymentOrder } from '../../modules/payments/repository';
import { insertRefundRequest } from '../../modules/refunds/repository';
import { insertUpdate, listUpdates } from '../../modules/timeline/repository';
import { findUserByEmail } from '../../modules/users/repository';
import { contentKey } from '../../storage/content-key';
import type { Storage } from '../../storage/storage';
import type { Database } from '../client';
import type { DemoCampaign } from './demo-data';
import { DEMO_CAMPAIGNS, DEMO_INVESTMENTS, DEMO_UPDATES } from './demo-data';
import { farmIllustration } from './farm-illustration';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVESTOR = 'investor@mitti.test';
const FARMER = 'farmer@mitti.test';

function dayString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The text of a demo update, with the campaign's farm and first crop put in. */
function updateText(template: string, demo: DemoCampaign): string {
  return template.replaceAll('{farmName}', demo.farmName).replaceAll('{crop}', demo.cropTypes[0]!);
}

/** The seeded campaigns by slug (those whose owner exists). */
async function seededCampaigns(db: Database): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const owners = new Map<string, Map<string, string>>();
  for (const demo of DEMO_CAMPAIGNS) {
    if (!owners.has(demo.owner)) {
      const owner = await findUserByEmail(db, demo.owner);
      const records = owner ? await listCampaignsOfUser(db, owner.id) : [];
      owners.set(
        demo.owner,
        new Map(records.map((record) => [record.campaign.campaignTitle, record.campaign.id])),
      );
    }
    const id = owners.get(demo.owner)!.get(demo.campaignTitle);
    if (id) ids.set(demo.slug, id);
  }
  return ids;
}

/**
 * The demo investor's paid investments, each with its paid order, added to the campaign's raised
 * amount (which stays the sum of its paid, unrefunded investments), one with a pending refund
 * request. An investment is recognised by its order id, so a second run adds nothing.
 */
async function seedDemoInvestments(db: Database, campaignIds: Map<string, string>, now: Date) {
  const investor = await findUserByEmail(db, INVESTOR);
  if (!investor) return;
  for (const item of DEMO_INVESTMENTS) {
    const demo = DEMO_CAMPAIGNS.find((campaign) => campaign.slug === item.slug)!;
    const campaignId = campaignIds.get(item.slug);
    const providerOrderId = `order_seed_${item.slug}`;
    if (!campaignId || (await findOrderByProviderId(db, providerOrderId))) continue;
    const amountPaise = item.units * rupeesToPaise(demo.minInvestment);
    const paymentId = `pay_seed_${item.slug}`;
    await db.transaction(async (tx) => {
      await insertPaymentOrder(tx, {
        providerOrderId,
        purpose: 'investment',
        amountPaise,
        userId: investor.id,
        campaignId,
        units: item.units,
        status: 'paid',
        providerPaymentId: paymentId,
        createdAt: new Date(now.getTime() - item.daysAgo * DAY_MS),
      });
      const investmentId = await insertInvestment(tx, {
        userId: investor.id,
        campaignId,
        amountPaise,
        units: item.units,
        providerPaymentId: paymentId,
        status: 'active',
        date: new Date(now.getTime() - item.daysAgo * DAY_MS),
      });
      await addToRaised(tx, campaignId, amountPaise);
      if (item.refundReason) await insertRefundRequest(tx, investmentId, item.refundReason);
    });
  }
}

export interface BackerInvestment {
  userId: string;
  units: number;
  date: Date;
}

/**
 * The backers' share of a demo campaign: `units` split about evenly among up to all of them (the
 * first taken in turn from `offset`), dated evenly between the campaign's creation and now.
 */
export function backerInvestments(
  units: number,
  backerIds: string[],
  offset: number,
  since: Date,
  now: Date,
): BackerInvestment[] {
  const count = Math.min(units, backerIds.length);
  const span = now.getTime() - since.getTime();
  return Array.from({ length: count }, (_, index) => ({
    userId: backerIds[(offset + index) % backerIds.length]!,
    units: Math.floor(units / count) + (index < units % count ? 1 : 0),
    date: new Date(since.getTime() + (span * (index + 1)) / (count + 1)),
  }));
}

/** Stores the backers' investments in a campaign, each with its paid order. */
export async function insertBackerInvestments(
  db: Database,
  campaign: { id: string; slug: string; minInvestmentPaise: number },
  backing: BackerInvestment[],
): Promise<void> {
  for (const [index, { userId, units, date }] of backing.entries()) {
    const amountPaise = units * campaign.minInvestmentPaise;
    const paymentId = `pay_seed_${campaign.slug}_backer_${index + 1}`;
    await insertPaymentOrder(db, {
      providerOrderId: `order_seed_${campaign.slug}_backer_${index + 1}`,
      purpose: 'investment',
      amountPaise,
      userId,
      campaignId: campaign.id,
      units,
      status: 'paid',
      providerPaymentId: paymentId,
      createdAt: date,
    });
    await insertInvestment(db, {
      userId,
      campaignId: campaign.id,
      amountPaise,
      units,
      providerPaymentId: paymentId,
      status: 'active',
      date,
    });
  }
}

/** Two or three updates for each public campaign of the demo farmer that has none yet. */
async function seedDemoTimelines(
  db: Database,
  storage: Storage,
  campaignIds: Map<string, string>,
  now: Date,
) {
  const farmerCampaigns = DEMO_CAMPAIGNS.filter(
    (demo) => demo.owner === FARMER && demo.status !== 'Draft',
  );
  for (const [index, demo] of farmerCampaigns.entries()) {
    const campaignId = campaignIds.get(demo.slug);
    if (!campaignId || (await listUpdates(db, campaignId)).length > 0) continue;
    const count = 2 + (index % 2);
    for (let n = 0; n < count; n += 1) {
      const template = DEMO_UPDATES[(index + n) % DEMO_UPDATES.length]!;
      const images = [];
      for (const [position, timeOfDay] of template.images.entries()) {
        const svg = Buffer.from(
          farmIllustration({
            ...demo.picture,
            timeOfDay,
            seed: `${demo.slug}-update-${n}-${position}`,
          }),
        );
        const key = contentKey(`timeline/demo-${demo.slug}-${n + 1}-${position + 1}`, svg, 'svg');
        await storage.put(key, svg, 'image/svg+xml');
        images.push({ url: storage.url(key), publicId: key });
      }
      const daysAgo = 3 + (count - 1 - n) * 9 + index;
      await insertUpdate(
        db,
        {
          campaignId,
          title: template.title,
          date: dayString(new Date(now.getTime() - daysAgo * DAY_MS)),
          description: updateText(template.description, demo),
        },
        images,
      );
    }
  }
}

/** Investments, a refund request and timeline updates for the demo accounts; idempotent. */
export async function seedDemoActivity(db: Database, storage: Storage, now: Date): Promise<void> {
  const campaignIds = await seededCampaigns(db);
  await seedDemoInvestments(db, campaignIds, now);
  await seedDemoTimelines(db, storage, campaignIds, now);
}
