import { rupeesToPaise } from '@mitti/domain/money';
import { listCampaignsOfUser } from '../modules/campaigns/repository';
import { addToRaised, insertInvestment } from '../modules/investments/repository';
import { findOrderByProviderId, insertPaymentOrder } from '../modules/payments/repository';
import { insertRefundRequest } from '../modules/refunds/repository';
import { insertUpdate, listUpdates } from '../modules/timeline/repository';
import { findUserByEmail } from '../modules/users/repository';
import { contentKey } from '../storage/content-key';
import type { Storage } from '../storage/storage';
import type { Database } from './client';
import type { DemoCampaign } from './demo-campaigns';
import { DEMO_CAMPAIGNS } from './demo-campaigns';
import type { TimeOfDay } from './farm-illustration';
import { farmIllustration } from './farm-illustration';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVESTOR = 'investor@mitti.test';
const FARMER = 'farmer@mitti.test';

/** The demo investor's investments: units of a campaign, days ago, and a refund reason if asked. */
const DEMO_INVESTMENTS: { slug: string; units: number; daysAgo: number; refundReason?: string }[] =
  [
    {
      slug: 'nashik-grapes',
      units: 2,
      daysAgo: 21,
      refundReason:
        'A family medical expense came up and I need the money back before the harvest.',
    },
    { slug: 'wayanad-spices', units: 3, daysAgo: 14 },
    { slug: 'tamil-nadu-millets', units: 5, daysAgo: 6 },
    { slug: 'gujarat-groundnut', units: 1, daysAgo: 3 },
  ];

interface DemoUpdate {
  title: string;
  description: (demo: DemoCampaign) => string;
  images: TimeOfDay[];
}

const crop = (demo: DemoCampaign) => demo.cropTypes[0]!;

/** Farm news; each campaign of the demo farmer gets two or three of these, oldest first. */
const DEMO_UPDATES: DemoUpdate[] = [
  {
    title: 'Soil tests are back',
    description: (demo) =>
      `The lab report for ${demo.farmName} came in this week. Organic carbon is up on last season and the pH is right for ${crop(demo)}. We will keep the green-manure cover between the rows and test again after the harvest.`,
    images: ['morning'],
  },
  {
    title: 'Materials delivered, work has started',
    description: () =>
      'The first materials bought with the campaign money reached the farm on Monday and the crew started work the same day. Everything is being recorded against the fund plan, and we will post pictures as each part is finished.',
    images: ['noon', 'dusk'],
  },
  {
    title: 'Visit by our organic certifier',
    description: (demo) =>
      `Our certifier walked the fields of ${demo.farmName} and went through the input register: compost, neem and bio-inputs only. No issues were raised and the certificate renewal is on track.`,
    images: [],
  },
  {
    title: 'Fields ready before the rains',
    description: (demo) =>
      `Drainage channels around the ${crop(demo)} plots were cleared and deepened, and the beds were mulched with last season's crop residue to hold the soil. The weather station shows the first showers are about ten days away.`,
    images: ['dawn'],
  },
  {
    title: 'Training day for the farm team',
    description: () =>
      'Twelve workers from the village spent a day with an extension officer on pest scouting and making jeevamrut. Two of them will now keep the weekly field records we share here.',
    images: [],
  },
];

function dayString(date: Date): string {
  return date.toISOString().slice(0, 10);
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
          description: template.description(demo),
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
