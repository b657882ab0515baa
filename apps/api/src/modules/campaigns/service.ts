import type {
  AdminCampaignsQuery,
  AdminCampaignsResponse,
  CampaignChange,
} from '@mitti/domain/admin';
import { adminPage, pageOffset } from '@mitti/domain/admin-page';
import type {
  Campaign,
  CampaignFilterOptions,
  CampaignListResponse,
  CampaignStatus,
  FundingTermField,
} from '@mitti/domain/campaign';
import { CAMPAIGN_FIELD_LABELS, FARMING_METHODS } from '@mitti/domain/campaign';
import type {
  CampaignListQuery,
  CreateCampaignBody,
  FilterOptionsQuery,
} from '@mitti/domain/campaign-schemas';
import {
  createCampaignSchema,
  editCampaignSchema,
  splitCropTypes,
} from '@mitti/domain/campaign-schemas';
import { MAX_CAMPAIGN_VISUALS } from '@mitti/domain/constants';
import { hasEnded } from '@mitti/domain/funding';
import type { UserCampaignsResponse } from '@mitti/domain/investment';
import { rupeesToPaise } from '@mitti/domain/money';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from 'yup';
import type { Clock } from '../../clock';
import { isoDate } from '../../dates';
import { createChangeCache } from '../../db/change-cache';
import type { Changes } from '../../db/changes';
import type { Database } from '../../db/client';
import type { HttpError } from '../../http/http-error';
import {
  badRequest,
  conflict,
  emailNotConfirmed,
  forbidden,
  notFound,
} from '../../http/http-error';
import { shownRows } from '../../http/shown-rows';
import type { Storage } from '../../storage/storage';
import type { CheckedUpload } from '../../storage/uploads';
import { checkUpload, discardUploads, storeUpload } from '../../storage/uploads';
import { changedValues } from '../audit/changed-values';
import { recordAudit } from '../audit/repository';
import type { EmailContent } from '../mail/message';
import type { Outbox } from '../mail/outbox';
import type { CampaignReviewData } from '../mail/templates/campaign-review';
import { campaignApprovedEmail, campaignRejectedEmail } from '../mail/templates/campaign-review';
import type { Notice } from '../notifications/notices';
import { campaignApproved, campaignRejected, campaignToReview } from '../notifications/notices';
import { notifyOperators } from '../notifications/notify-operators';
import { markReviewDone, notify } from '../notifications/repository';
import { findUserById, isAdmin } from '../users/repository';
import { tellInvestorsOfStatus } from './status-news';
import { changedFields, changedTerms, toCampaignChange } from './campaign-changes';
import { toCampaign, toInvestment } from './campaign-dto';
import type { CampaignChanges, CampaignRow, NewVisual } from './repository';
import * as repo from './repository';

/** A campaign form as it came in: text fields by name, the new files, and (edit) the kept visuals. */
export interface CampaignForm {
  fields: Record<string, unknown>;
  files: Buffer[];
  /** The `visuals` text field of an edit: a JSON list of the kept {url, public_id}. */
  keptVisuals?: string;
}

const VISUAL_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
]);
const NOT_A_VISUAL_MESSAGE = 'Please upload PNG, JPEG, GIF or WebP images or MP4 or WebM videos.';
const TOO_MANY_VISUALS_MESSAGE = `A campaign can have at most ${MAX_CAMPAIGN_VISUALS} photos and videos.`;
const OPTIONS_LIMIT = 10;
const PUBLIC_STATUSES: readonly CampaignStatus[] = ['Active', 'Funded', 'Completed'];
const NOT_FOUND_MESSAGE = 'Campaign not found.';
const ENDED_MESSAGE = 'The end date has passed. Choose today or a later date.';
const CHANGED_MESSAGE = {
  approve:
    'The farmer changed this campaign while you were reviewing it. Review the latest version before approving.',
  reject:
    'The farmer changed this campaign while you were reviewing it. Review the latest version before rejecting.',
};
const ENDED_APPROVAL_MESSAGE = "This campaign's end date has passed, so it cannot be approved.";
const HAS_RAISED_MESSAGE =
  'This campaign has raised money from investors, so it cannot be deleted.';
const HAS_RAISED_DRAFT_MESSAGE =
  'This campaign has raised money from investors, so it cannot go back to Draft. If it cannot go ahead, cancel it: its investors are told and may ask for refunds.';
/** Filter sets whose listing totals are kept; a busy listing repeats far fewer than this. */
const MAX_CACHED_TOTALS = 1000;

const VALIDATE = { abortEarly: false, stripUnknown: true } as const;

/** Investors' money is in the campaign: counted in its raised amount, or paid and not refunded. */
async function holdsMoney(tx: Database, campaign: CampaignRow): Promise<boolean> {
  return campaign.raisedAmountPaise > 0 || (await repo.hasLiveInvestments(tx, campaign.id));
}

function fieldError(path: string, message: string): ValidationError {
  return new ValidationError(message, undefined, path);
}

function campaignValues(body: CreateCampaignBody) {
  return {
    campaignTitle: body.campaignTitle,
    story: body.story,
    farmName: body.farmName,
    farmLocation: body.farmLocation,
    farmSizeValue: body.farmSizeValue,
    farmSizeUnit: body.farmSizeUnit,
    fundingGoalPaise: rupeesToPaise(body.fundingGoal),
    minInvestmentPaise: rupeesToPaise(body.minInvestment),
    returnsType: body.returnsType,
    returnsMin: body.returnsMin,
    returnsMax: body.returnsMax ?? null,
    returnsDescription: body.returnsDescription,
    cropTypes: splitCropTypes(body.cropTypes),
    farmingMethods: [...new Set(body.farmingMethods)],
    startDate: body.startDate,
    endDate: body.endDate,
    fundUsage: body.fundUsage,
    impactMetrics: body.impactMetrics,
    riskFactors: body.riskFactors,
  };
}

/** 'Funding goal, Minimum investment and End date' */
function listOf(labels: string[]): string {
  return labels.length === 1
    ? labels[0]!
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;
}

function termsFrozen(fields: FundingTermField[]): HttpError {
  const names = listOf(fields.map((field) => CAMPAIGN_FIELD_LABELS[field]));
  return conflict(
    `${names} cannot change once a campaign is approved: investors bought into these terms. Nothing was saved.`,
    'TERMS_FROZEN',
  );
}

/**
 * Listed for everyone: verified and Active, Funded or Completed (DESIGN.md 6.7), and its owner's
 * account not disabled by an operator.
 */
function isPublicCampaign({ campaign, farmer }: repo.CampaignRecord): boolean {
  return (
    campaign.isVerified && PUBLIC_STATUSES.includes(campaign.status) && farmer.disabledAt === null
  );
}

/**
 * Who may read a campaign: anyone while it is public; otherwise its owner, an admin, or someone who
 * invested in it (the investors of a cancelled campaign still follow it and ask for their money).
 * Once operators disabled its farmer, only those whose money is still in it: they follow it and ask
 * Mitti's operators for their refund.
 */
export async function canReadCampaign(
  db: Database,
  record: repo.CampaignRecord,
  viewerId: string,
): Promise<boolean> {
  if (isPublicCampaign(record) || record.campaign.userId === viewerId) return true;
  if (!viewerId) return false;
  if (await isAdmin(db, viewerId)) return true;
  return record.farmer.disabledAt === null
    ? repo.hasInvested(db, record.campaign.id, viewerId)
    : repo.hasInvested(db, record.campaign.id, viewerId, { live: true });
}

/** Waiting for an admin: a Draft, unverified, not sent back (the owner's edit clears the reason). */
function isAwaitingReview(campaign: CampaignRow): boolean {
  return campaign.status === 'Draft' && !campaign.isVerified && campaign.rejectionReason === null;
}

/** The `visuals` text of an edit: a JSON list of {public_id}; the ids of the ones to keep. */
function parseKeptVisuals(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw fieldError('visuals', 'visuals must be a JSON list of the kept visuals');
  }
  if (!Array.isArray(list)) {
    throw fieldError('visuals', 'visuals must be a JSON list of the kept visuals');
  }
  return list.flatMap((item: unknown) =>
    typeof item === 'object' && item !== null && 'public_id' in item
      ? [String(item.public_id)]
      : [],
  );
}

/**
 * DESIGN.md 6.7: an owner may set Draft, Cancelled or Completed and keep the status it has; Active
 * needs an admin's approval and Funded comes from the money. Draft means (back) in review.
 */
function statusChange(
  current: CampaignRow,
  requested: CampaignStatus | undefined,
  isAdmin: boolean,
  now: Date,
): Pick<CampaignChanges, 'status' | 'isVerified' | 'rejectionReason' | 'approvedAt'> & {
  status: CampaignStatus;
} {
  const status = requested ?? current.status;
  if (!isAdmin && status !== current.status) {
    if (status === 'Active') {
      throw conflict('A campaign becomes Active when an admin approves it.');
    }
    if (status === 'Funded') {
      throw conflict('A campaign becomes Funded when the raised amount reaches its goal.');
    }
  }
  if (status === 'Draft') {
    return isAdmin
      ? { status, isVerified: false }
      : { status, isVerified: false, rejectionReason: null };
  }
  if (isAdmin && status === 'Active') {
    return {
      status,
      isVerified: true,
      rejectionReason: null,
      approvedAt: current.approvedAt ?? now,
    };
  }
  return { status };
}

export function createCampaignsService(
  db: Database,
  storage: Storage,
  changes: Changes,
  clock: Clock,
  log: FastifyBaseLogger,
  outbox: Outbox,
) {
  // Counting every match is the listing's only query that grows with the number of campaigns: at
  // 100,000 the unfiltered count alone takes 17 ms (bench:scale), most of the listing's 20 ms p95
  // budget. Totals change only when a write changes what the listing holds ('listing').
  const listingTotals = createChangeCache<number>(changes, 'listing', { max: MAX_CACHED_TOTALS });
  /** The campaign's end date (a `date` column) has passed by the clock. */
  const ended = (endDate: string) => hasEnded(isoDate(endDate), clock.now());

  /** Lets the campaign's owner or an admin through (404 when unknown, 403 for anyone else): admin? */
  async function ownCampaign(userId: string, id: string): Promise<boolean> {
    const record = await repo.findCampaign(db, id);
    if (!record) throw notFound(NOT_FOUND_MESSAGE);
    const admin = await isAdmin(db, userId);
    if (record.campaign.userId !== userId && !admin) {
      throw forbidden('You can only change your own campaigns.');
    }
    return admin;
  }

  async function checkVisuals(files: Buffer[]): Promise<CheckedUpload[]> {
    const checked = [];
    for (const data of files) {
      checked.push(await checkUpload(data, VISUAL_TYPES, NOT_A_VISUAL_MESSAGE));
    }
    return checked;
  }

  const discard = (keys: string[]) => discardUploads(storage, keys);

  /** Stores the checked files under names we make; on a failure nothing stays stored. */
  async function storeVisuals(files: CheckedUpload[]): Promise<NewVisual[]> {
    const stored: NewVisual[] = [];
    try {
      for (const file of files) {
        const key = await storeUpload(storage, 'campaigns', file);
        stored.push({ url: storage.url(key), publicId: key });
      }
    } catch (error) {
      await discard(stored.map((visual) => visual.publicId));
      throw error;
    }
    return stored;
  }

  async function campaignFor(id: string, viewerId: string): Promise<Campaign> {
    const record = await repo.findCampaign(db, id);
    if (!record) throw notFound(NOT_FOUND_MESSAGE);
    return toCampaign(record, viewerId);
  }

  /** An operator reads a campaign as its owner does, rejection reason included. */
  function asReviewed(record: repo.CampaignRecord): Campaign {
    return toCampaign(record, record.campaign.userId);
  }

  /** The campaigns as answers, less any that cannot be shown (logged). */
  function shown(
    records: repo.CampaignRecord[],
    toAnswer: (record: repo.CampaignRecord) => Campaign,
  ): Campaign[] {
    return shownRows(log, records, toAnswer, (record) => record.campaign.id);
  }

  const viewedBy = (viewerId: string) => (record: repo.CampaignRecord) =>
    toCampaign(record, viewerId);

  /**
   * Decides a campaign waiting for review, as the operator read it (its `updatedAt` then), and tells
   * its owner, in one transaction. The row is locked before the comparison, so a farmer's edit lands
   * either before it (409 here) or after the decision (then frozen terms refuse it).
   */
  async function decideReview(
    adminId: string,
    id: string,
    reviewedAt: string,
    verb: 'approve' | 'reject',
    decide: (campaign: CampaignRow) => CampaignChanges,
    notice: (campaign: { id: string; campaignTitle: string }) => Notice,
    email: (data: CampaignReviewData) => EmailContent,
    reason: string | null = null,
  ): Promise<Campaign> {
    await db.transaction(async (tx) => {
      const campaign = await repo.lockCampaign(tx, id);
      if (!campaign) throw notFound(NOT_FOUND_MESSAGE);
      if (!isAwaitingReview(campaign)) {
        throw conflict('This campaign is not waiting for review.', 'NOT_IN_REVIEW');
      }
      if (campaign.updatedAt.toISOString() !== reviewedAt) {
        throw conflict(CHANGED_MESSAGE[verb], 'CAMPAIGN_CHANGED');
      }
      const changes = decide(campaign);
      await repo.updateCampaign(tx, id, changes);
      await markReviewDone(tx, id);
      await recordAudit(tx, {
        actorId: adminId,
        at: clock.now(),
        action: `campaign.${verb}`,
        entityType: 'campaign',
        entityId: id,
        ...changedValues(campaign, changes),
        reason,
      });
      await notify(tx, [{ userId: campaign.userId, ...notice(campaign) }]);
      const owner = await findUserById(tx, campaign.userId);
      if (owner) {
        await outbox.send(
          tx,
          owner.email,
          email({ ownerName: owner.name, campaignId: id, campaignTitle: campaign.campaignTitle }),
        );
      }
    });
    const record = await repo.findCampaign(db, id);
    if (!record) throw notFound(NOT_FOUND_MESSAGE);
    return asReviewed(record);
  }

  return {
    async list(query: CampaignListQuery, viewerId: string): Promise<CampaignListResponse> {
      const method = query.farmingMethods;
      const filters: repo.ListingFilters = {
        farmLocation: query.farmLocation ? repo.containsPattern(query.farmLocation) : undefined,
        cropTypes: query.cropTypes
          ? repo.containsPattern(query.cropTypes.replaceAll('\u001f', ''))
          : undefined,
        farmingMethods: method
          ? FARMING_METHODS.filter((known) => known.toLowerCase().includes(method.toLowerCase()))
          : undefined,
      };
      const [records, total] = await Promise.all([
        repo.listPublicCampaigns(db, filters, {
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          offset: (query.page - 1) * query.limit,
          limit: query.limit,
        }),
        listingTotals.get(JSON.stringify(filters), () => repo.countPublicCampaigns(db, filters)),
      ]);
      return {
        campaigns: shown(records, viewedBy(viewerId)),
        page: query.page,
        limit: query.limit,
        total,
        hasMore: query.page * query.limit < total,
      };
    },

    async filterOptions(query: FilterOptionsQuery): Promise<CampaignFilterOptions> {
      return repo.listFilterOptions(
        db,
        query.field,
        repo.containsPattern(query.term ?? ''),
        OPTIONS_LIMIT,
      );
    },

    /** Drafts, cancelled and unverified campaigns exist only for those canReadCampaign lets in. */
    async get(id: string, viewerId: string): Promise<Campaign> {
      const record = await repo.findCampaign(db, id);
      if (!record || !(await canReadCampaign(db, record, viewerId))) {
        throw notFound(NOT_FOUND_MESSAGE);
      }
      const [campaign] = shown([record], viewedBy(viewerId));
      if (!campaign) throw notFound(NOT_FOUND_MESSAGE);
      return campaign;
    },

    /**
     * A new campaign is a Draft, unverified, until an admin approves it (DESIGN.md 6.7). The farmer is
     * checked before the form is read, so a refused one does not upload megabytes for nothing.
     */
    async create(userId: string, readForm: () => Promise<CampaignForm>): Promise<Campaign> {
      const user = await findUserById(db, userId);
      if (!user?.emailConfirmedAt) throw emailNotConfirmed();
      if (user.active !== 'true') {
        throw forbidden(
          'Only verified farmers can create campaigns. Send a verification request first.',
        );
      }
      const form = await readForm();
      const body = await createCampaignSchema.validate(form.fields, VALIDATE);
      const values = campaignValues(body);
      if (ended(values.endDate)) throw fieldError('endDate', ENDED_MESSAGE);
      if (form.files.length > MAX_CAMPAIGN_VISUALS) {
        throw badRequest(TOO_MANY_VISUALS_MESSAGE, 'TOO_MANY_FILES');
      }
      const stored = await storeVisuals(await checkVisuals(form.files));
      try {
        // The answer is read before the commit, so a failure answered as such never leaves a campaign.
        return await db.transaction(async (tx) => {
          const id = await repo.insertCampaign(
            tx,
            { ...values, userId, status: 'Draft', isVerified: false },
            stored,
          );
          await notifyOperators(tx, campaignToReview(values.campaignTitle, values.farmName, id));
          return toCampaign((await repo.findCampaign(tx, id))!, userId);
        });
      } catch (error) {
        await discard(stored.map((visual) => visual.publicId));
        throw error;
      }
    },

    async edit(
      userId: string,
      id: string,
      readForm: () => Promise<CampaignForm>,
    ): Promise<Campaign> {
      const admin = await ownCampaign(userId, id);
      const form = await readForm();
      const body = await editCampaignSchema.validate(form.fields, VALIDATE);
      const values = campaignValues(body);
      const keptIds = parseKeptVisuals(form.keptVisuals);
      const checked = await checkVisuals(form.files);
      const stored = await storeVisuals(checked);
      let removed: string[];
      try {
        removed = await db.transaction(async (tx) => {
          const current = await repo.lockCampaign(tx, id);
          if (!current) throw notFound(NOT_FOUND_MESSAGE);
          // Money is raised only after approval, which freezes the goal above the raised amount.
          const terms = changedTerms(current, values);
          if (current.approvedAt && terms.length > 0) throw termsFrozen(terms);
          const now = clock.now();
          const status = statusChange(current, body.status, admin, now);
          // Back in review, it would vanish from its investors' view: an owner cancels instead.
          if (
            !admin &&
            status.status === 'Draft' &&
            current.status !== 'Draft' &&
            (await holdsMoney(tx, current))
          ) {
            throw conflict(HAS_RAISED_DRAFT_MESSAGE, 'CAMPAIGN_HAS_RAISED');
          }
          // Approving or (re)submitting needs an end ahead; a live campaign's text stays editable.
          if (ended(values.endDate)) {
            if (status.status === 'Active' && current.status !== 'Active') {
              throw conflict(ENDED_APPROVAL_MESSAGE, 'CAMPAIGN_ENDED');
            }
            if (!current.approvedAt && status.status === 'Draft') {
              throw fieldError('endDate', ENDED_MESSAGE);
            }
          }
          const visuals = await repo.listVisuals(tx, id);
          const kept =
            keptIds === null
              ? visuals
              : visuals.filter((visual) => keptIds.includes(visual.publicId));
          if (kept.length + stored.length > MAX_CAMPAIGN_VISUALS) {
            throw badRequest(TOO_MANY_VISUALS_MESSAGE, 'TOO_MANY_FILES');
          }
          const edited = { ...current, ...values, ...status };
          await repo.updateCampaign(tx, id, { ...values, ...status });
          await repo.replaceVisuals(tx, id, [...kept, ...stored]);
          if (isAwaitingReview(edited) && !isAwaitingReview(current)) {
            await notifyOperators(tx, campaignToReview(edited.campaignTitle, edited.farmName, id));
          }
          if (
            (status.status === 'Cancelled' || status.status === 'Completed') &&
            status.status !== current.status
          ) {
            await tellInvestorsOfStatus(tx, outbox, edited, status.status);
          }
          if (current.approvedAt) {
            const fieldChanges = changedFields(
              { campaign: current, visuals },
              { campaign: edited, visuals: [...kept, ...stored] },
            );
            await repo.insertCampaignChanges(
              tx,
              fieldChanges.map((change) => ({
                ...change,
                campaignId: id,
                changedBy: userId,
                changedAt: now,
              })),
            );
          }
          return visuals
            .filter((visual) => !kept.includes(visual))
            .map((visual) => visual.publicId);
        });
      } catch (error) {
        await discard(stored.map((visual) => visual.publicId));
        throw error;
      }
      await discard(removed);
      return campaignFor(id, userId);
    },

    async remove(userId: string, id: string): Promise<void> {
      await ownCampaign(userId, id);
      const keys = await db.transaction(async (tx) => {
        const campaign = await repo.lockCampaign(tx, id);
        if (!campaign) throw notFound(NOT_FOUND_MESSAGE);
        if (await holdsMoney(tx, campaign)) {
          throw conflict(HAS_RAISED_MESSAGE, 'CAMPAIGN_HAS_RAISED');
        }
        const files = await repo.listCampaignFileKeys(tx, id);
        await repo.deleteCampaign(tx, id);
        await markReviewDone(tx, id);
        return files;
      });
      await discard(keys);
    },

    async reviewList(query: AdminCampaignsQuery): Promise<AdminCampaignsResponse> {
      const [records, total] = await Promise.all([
        repo.listCampaignsForReview(db, query.status, {
          offset: pageOffset(query),
          limit: query.limit,
        }),
        repo.countCampaignsForReview(db, query.status),
      ]);
      return { campaigns: shown(records, asReviewed), ...adminPage(query, total) };
    },

    /** One campaign as operators review it, whatever its status (a notice's link opens it). */
    async reviewed(id: string): Promise<Campaign> {
      const record = await repo.findCampaign(db, id);
      const [campaign] = record ? shown([record], asReviewed) : [];
      if (!campaign) throw notFound(NOT_FOUND_MESSAGE);
      return campaign;
    },

    /** A campaign whose end date has passed is not approved: it could never take money. */
    async approve(adminId: string, id: string, reviewedAt: string): Promise<Campaign> {
      return decideReview(
        adminId,
        id,
        reviewedAt,
        'approve',
        (campaign) => {
          if (ended(campaign.endDate)) throw conflict(ENDED_APPROVAL_MESSAGE, 'CAMPAIGN_ENDED');
          return {
            status: 'Active',
            isVerified: true,
            rejectionReason: null,
            approvedAt: campaign.approvedAt ?? clock.now(),
          };
        },
        campaignApproved,
        campaignApprovedEmail,
      );
    },

    /** It stays a hidden Draft with the reason, which its owner reads; their edit sends it back. */
    async reject(
      adminId: string,
      id: string,
      reviewedAt: string,
      reason: string,
    ): Promise<Campaign> {
      return decideReview(
        adminId,
        id,
        reviewedAt,
        'reject',
        () => ({ rejectionReason: reason }),
        (campaign) => campaignRejected(campaign, reason),
        (data) => campaignRejectedEmail(data, reason),
        reason,
      );
    },

    /** What edits changed since the campaign was approved, newest first (operators only). */
    async changeHistory(id: string): Promise<CampaignChange[]> {
      if (!(await repo.findCampaign(db, id))) throw notFound(NOT_FOUND_MESSAGE);
      return (await repo.listCampaignChanges(db, id)).map(toCampaignChange);
    },

    async userCampaigns(userId: string): Promise<UserCampaignsResponse> {
      const [records, investments] = await Promise.all([
        repo.listCampaignsOfUser(db, userId),
        repo.listInvestmentsOfUser(db, userId),
      ]);
      return {
        campaigns: shown(records, viewedBy(userId)),
        investments: shownRows(log, investments, toInvestment, (investment) => investment.id),
      };
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
