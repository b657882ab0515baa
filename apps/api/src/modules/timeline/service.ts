import { TIMELINE_IMAGE_TYPES } from '@mitti/domain/constants';
import type { TimelineUpdate } from '@mitti/domain/timeline-update';
import { indianDay } from '@mitti/domain/dates';
import { FUTURE_UPDATE_MESSAGE, timelineUpdateSchema } from '@mitti/domain/timeline-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from 'yup';
import type { Clock } from '../../clock';
import { isoDate } from '../../dates';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../http/http-error';
import { shownRows } from '../../http/shown-rows';
import type { Storage } from '../../storage/storage';
import { checkUpload, discardUploads, storeUpload } from '../../storage/uploads';
import type { CampaignRow } from '../campaigns/repository';
import { findCampaign } from '../campaigns/repository';
import { canReadCampaign } from '../campaigns/service';
import { listActiveInvestors } from '../investments/repository';
import type { Outbox } from '../mail/outbox';
import { timelineUpdateEmail } from '../mail/templates/timeline-update';
import { timelineUpdate } from '../notifications/notices';
import { notify } from '../notifications/repository';
import { isAdmin } from '../users/repository';
import type { NewTimelineImage, TimelineUpdateRecord } from './repository';
import * as repo from './repository';

/** A timeline form as it came in: text fields by name and the image files. */
export interface TimelineForm {
  fields: Record<string, unknown>;
  files: Buffer[];
}

const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
const IMAGE_TYPES: ReadonlySet<string> = new Set(TIMELINE_IMAGE_TYPES);
const NOT_AN_IMAGE_MESSAGE = 'Please upload PNG, JPEG or GIF images.';

export function toTimelineUpdate({ update, images }: TimelineUpdateRecord): TimelineUpdate {
  return {
    _id: update.id,
    title: update.title,
    date: isoDate(update.date),
    description: update.description,
    images: images.map((image) => ({ url: image.url })),
  };
}

export function createTimelineService(
  db: Database,
  storage: Storage,
  log: FastifyBaseLogger,
  outbox: Outbox,
  clock: Clock,
) {
  /** Only the campaign's owner or an admin posts and deletes (404 when unknown, 403 otherwise). */
  async function checkOwner(userId: string, campaignId: string): Promise<CampaignRow> {
    const record = await findCampaign(db, campaignId);
    if (!record) throw notFound(CAMPAIGN_NOT_FOUND);
    if (record.campaign.userId !== userId && !(await isAdmin(db, userId))) {
      throw forbidden('Only the campaign owner can change its timeline.');
    }
    return record.campaign;
  }

  const discard = (keys: string[]) => discardUploads(storage, keys);

  async function storeImages(files: Buffer[]): Promise<NewTimelineImage[]> {
    const checked = [];
    for (const data of files) {
      checked.push(await checkUpload(data, IMAGE_TYPES, NOT_AN_IMAGE_MESSAGE));
    }
    const stored: NewTimelineImage[] = [];
    try {
      for (const file of checked) {
        const key = await storeUpload(storage, 'timeline', file);
        stored.push({ url: storage.url(key), publicId: key });
      }
    } catch (error) {
      await discard(stored.map((image) => image.publicId));
      throw error;
    }
    return stored;
  }

  return {
    /** Whoever may read the campaign (canReadCampaign) may read its timeline. */
    async list(campaignId: string, viewerId: string): Promise<TimelineUpdate[]> {
      const record = await findCampaign(db, campaignId);
      if (!record || !(await canReadCampaign(db, record, viewerId))) {
        throw notFound(CAMPAIGN_NOT_FOUND);
      }
      return shownRows(
        log,
        await repo.listUpdates(db, campaignId),
        toTimelineUpdate,
        (record) => record.update.id,
      );
    },

    /** The owner is checked before the form is read, so a refused caller uploads nothing. */
    async add(
      userId: string,
      campaignId: string,
      readForm: () => Promise<TimelineForm>,
    ): Promise<TimelineUpdate> {
      const campaign = await checkOwner(userId, campaignId);
      const form = await readForm();
      const body = await timelineUpdateSchema.validate(form.fields, {
        abortEarly: false,
        stripUnknown: true,
      });
      // An update tells what has happened: its day is at the latest today, in India.
      if (body.date > indianDay(clock.now())) {
        throw new ValidationError(FUTURE_UPDATE_MESSAGE, body.date, 'date');
      }
      const images = await storeImages(form.files);
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const updateId = await repo.insertUpdate(
            tx,
            {
              campaignId,
              title: body.title,
              date: body.date,
              description: body.description,
            },
            images,
          );
          const investors = await listActiveInvestors(tx, campaignId);
          await notify(
            tx,
            investors.map((investor) => ({
              userId: investor.userId,
              ...timelineUpdate(campaign, body.title, investor.investmentId),
            })),
          );
          for (const investor of investors) {
            const unsubscribe = await outbox.unsubscribeUrl(investor.userId, 'farmUpdates');
            await outbox.send(
              tx,
              investor.email,
              timelineUpdateEmail(
                {
                  investorName: investor.name,
                  campaignId,
                  campaignTitle: campaign.campaignTitle,
                  farmName: campaign.farmName,
                  investmentId: investor.investmentId,
                  updateTitle: body.title,
                },
                unsubscribe,
              ),
            );
          }
          return updateId;
        });
      } catch (error) {
        await discard(images.map((image) => image.publicId));
        throw error;
      }
      const record = await repo.findUpdate(db, id);
      if (!record) throw notFound('Update not found.');
      return toTimelineUpdate(record);
    },

    /** The files go after the commit, so a failed delete never leaves an update without images. */
    async remove(userId: string, campaignId: string, updateId: string): Promise<void> {
      await checkOwner(userId, campaignId);
      const keys = await repo.deleteUpdate(db, campaignId, updateId);
      if (!keys) throw notFound('Update not found.');
      await discard(keys);
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
