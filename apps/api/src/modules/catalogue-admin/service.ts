import type {
  AdminProduct,
  AdminProductsQuery,
  AdminProductsResponse,
  AdminProductVariant,
  DeleteProductResponse,
  ProductBody,
  ProductUpdateBody,
} from '@mitti/domain/admin-product';
import {
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  PRODUCT_CHANGED_MESSAGE,
  PRODUCT_IMAGE_TYPES,
  SKU_TAKEN_MESSAGE,
  STOCK_CHANGED_MESSAGE,
} from '@mitti/domain/admin-product';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, HttpError, notFound } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import { checkUpload, discardUploads, storeUpload } from '../../storage/uploads';
import { recordAudit } from '../audit/repository';
import {
  auditSnapshot,
  changedFields,
  productFields,
  toAdminProduct,
  toAdminProductSummary,
  variantValues,
} from './product-dto';
import * as repo from './repository';

export const PRODUCT_NOT_FOUND = 'Product not found.';
const IMAGE_TYPES = new Set<string>(PRODUCT_IMAGE_TYPES);
const NOT_AN_IMAGE_MESSAGE = 'Please upload a PNG, JPEG, GIF or WebP image.';

type Action =
  | 'create'
  | 'update'
  | 'delete'
  | 'archive'
  | 'restore'
  | 'image_add'
  | 'image_reorder'
  | 'image_remove';

/** A 400 naming one field, like a validation error's. */
function fieldError(path: string, message: string) {
  return new HttpError(400, 'VALIDATION', message, { [path]: message });
}

/** 409 naming the variants whose SKU another variant has. */
function skusTaken(body: ProductBody, taken: string[]) {
  const fields: Record<string, string> = {};
  body.variants.forEach((variant, index) => {
    if (variant.sku && taken.includes(variant.sku))
      fields[`variants[${index}].sku`] = SKU_TAKEN_MESSAGE;
  });
  return conflict(SKU_TAKEN_MESSAGE, 'SKU_TAKEN', fields);
}

/**
 * The kept variants' stock as the save sets it: the stock now plus the change the operator made
 * (stock - loadedStock), so units orders took or put back since the editor loaded stay counted.
 * 409 naming the variants that change would take below 0 (or above the most).
 */
function keptStock(
  body: ProductUpdateBody,
  current: Map<string, AdminProductVariant>,
): Map<string, number> {
  const stock = new Map<string, number>();
  const fields: Record<string, string> = {};
  body.variants.forEach((variant, index) => {
    if (variant._id === undefined) return;
    const now = current.get(variant._id)!.stock;
    const next = now + variant.stock - variant.loadedStock!;
    if (next < 0 || next > MAX_STOCK) {
      fields[`variants[${index}].stock`] =
        `Orders since you opened the product leave ${now}: this change would make it ${next}.`;
    }
    stock.set(variant._id, next);
  });
  if (Object.keys(fields).length > 0)
    throw conflict(STOCK_CHANGED_MESSAGE, 'STOCK_CHANGED', fields);
  return stock;
}

/** The operators' catalogue (issue 19): every write is one transaction with its audit entry. */
export function createCatalogueAdminService(db: Database, storage: Storage, clock: Clock) {
  async function product(id: string, database: Database = db): Promise<AdminProduct> {
    const record = await repo.findProduct(database, id);
    if (!record) throw notFound(PRODUCT_NOT_FOUND);
    return toAdminProduct(record);
  }

  function audit(
    tx: Database,
    actorId: string,
    action: Action,
    entityId: string,
    change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  ) {
    return recordAudit(tx, {
      actorId,
      at: clock.now(),
      action: `product.${action}`,
      entityType: 'product',
      entityId,
      before: change.before,
      after: change.after,
    });
  }

  /** Runs a write; a SKU taken by a racing write (the unique index) is the same 409 as one seen before. */
  async function write<T>(body: ProductBody | null, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (body && isUniqueViolation(error)) {
        throw skusTaken(
          body,
          body.variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])),
        );
      }
      throw error;
    }
  }

  async function checkSkus(tx: Database, body: ProductBody, keptIds: string[]): Promise<void> {
    const skus = body.variants.flatMap((variant) => (variant.sku ? [variant.sku] : []));
    const taken = await repo.takenSkus(tx, skus, keptIds);
    if (taken.length > 0) throw skusTaken(body, taken);
  }

  /** Locks the product for a write and answers it as it is; 404 when there is none. */
  async function locked(tx: Database, id: string): Promise<AdminProduct> {
    if (!(await repo.lockProduct(tx, id))) throw notFound(PRODUCT_NOT_FOUND);
    return product(id, tx);
  }

  return {
    product: (id: string) => product(id),

    async list(query: AdminProductsQuery): Promise<AdminProductsResponse> {
      const { page, limit, search, category, archived } = query;
      const { rows, total } = await repo.listProducts(
        db,
        {
          search: search ? search.toLowerCase() : undefined,
          category: category && category !== 'All' ? category : undefined,
          archived,
        },
        (page - 1) * limit,
        limit,
      );
      return {
        products: rows.map(toAdminProductSummary),
        page,
        limit,
        total,
        hasMore: page * limit < total,
      };
    },

    async create(actorId: string, body: ProductBody): Promise<AdminProduct> {
      return write(body, () =>
        db.transaction(async (tx) => {
          await checkSkus(tx, body, []);
          const id = await repo.insertProduct(tx, {
            ...productFields(body),
            createdAt: clock.now(),
          });
          await repo.insertVariants(
            tx,
            id,
            body.variants.map((variant, position) => ({ ...variantValues(variant), position })),
          );
          const created = await product(id, tx);
          await audit(tx, actorId, 'create', id, { before: null, after: auditSnapshot(created) });
          return created;
        }),
      );
    },

    /**
     * The product's fields and variants as sent: variants without an `_id` are added, missing ones
     * removed, kept ones' stock moved by the operator's change. 409 when the body's version is not
     * the product's: another operator saved since this one loaded it.
     */
    async update(actorId: string, id: string, body: ProductUpdateBody): Promise<AdminProduct> {
      return write(body, () =>
        db.transaction(async (tx) => {
          const before = await locked(tx, id);
          if (before.version !== body.version) {
            throw conflict(PRODUCT_CHANGED_MESSAGE, 'PRODUCT_CHANGED');
          }
          const known = new Map(before.variants.map((variant) => [variant._id, variant]));
          body.variants.forEach((variant, index) => {
            if (variant._id !== undefined && !known.has(variant._id)) {
              throw fieldError(
                `variants[${index}]._id`,
                'This variant is not one of the product’s.',
              );
            }
          });
          const stock = keptStock(body, known);
          const keptIds = body.variants.flatMap((variant) => (variant._id ? [variant._id] : []));
          await checkSkus(tx, body, keptIds);
          const removed = before.variants.filter((variant) => !keptIds.includes(variant._id));
          const renamed = body.variants.flatMap((variant) => {
            const old = variant._id ? known.get(variant._id) : undefined;
            return old && old.size !== variant.size ? [old.size] : [];
          });
          await repo.dropCartLines(tx, id, [...removed.map((variant) => variant.size), ...renamed]);
          await repo.deleteVariants(
            tx,
            id,
            removed.map((variant) => variant._id),
          );
          const positioned = body.variants.map((variant, position) => ({
            variant,
            values: { ...variantValues(variant), position },
          }));
          await repo.updateVariants(
            tx,
            id,
            positioned.flatMap(({ variant, values }) =>
              variant._id ? [{ ...values, id: variant._id, stock: stock.get(variant._id)! }] : [],
            ),
          );
          await repo.insertVariants(
            tx,
            id,
            positioned.flatMap(({ variant, values }) => (variant._id ? [] : [values])),
          );
          await repo.updateProduct(tx, id, productFields(body));
          const after = await product(id, tx);
          const change = changedFields(auditSnapshot(before), auditSnapshot(after));
          if (!change) return after;
          await repo.bumpVersion(tx, id);
          await audit(tx, actorId, 'update', id, change);
          return { ...after, version: after.version + 1 };
        }),
      );
    },

    /**
     * Takes the product off sale, restorable: out of the shop, search and carts, kept in its orders.
     * Archiving an archived product changes nothing.
     */
    async archive(actorId: string, id: string): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (!before.archivedAt) {
          const archivedAt = clock.now();
          await repo.updateProduct(tx, id, { archivedAt });
          await repo.dropCartLines(tx, id);
          await audit(tx, actorId, 'archive', id, {
            before: { archivedAt: null },
            after: { archivedAt: archivedAt.toISOString() },
          });
        }
        return product(id, tx);
      });
    },

    /** Deletes for good a product no order has; one with orders can only be archived (409). */
    async remove(actorId: string, id: string): Promise<DeleteProductResponse> {
      const keys = await db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.hasOrders) {
          throw conflict(
            'This product has orders, so it cannot be deleted. Archive it to take it off sale.',
            'PRODUCT_HAS_ORDERS',
          );
        }
        const { images } = (await repo.findProduct(tx, id))!;
        await repo.deleteProduct(tx, id);
        await audit(tx, actorId, 'delete', id, { before: auditSnapshot(before), after: null });
        return images.map((image) => image.publicId);
      });
      await discardUploads(storage, keys);
      return { message: 'The product was deleted.' };
    },

    async restore(actorId: string, id: string): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.archivedAt) {
          await repo.updateProduct(tx, id, { archivedAt: null });
          await audit(tx, actorId, 'restore', id, {
            before: { archivedAt: before.archivedAt },
            after: { archivedAt: null },
          });
        }
        return product(id, tx);
      });
    },

    /** Checks the picture's content, stores it and adds it last. */
    async addImage(actorId: string, id: string, data: Buffer): Promise<AdminProduct> {
      await product(id);
      const key = await storeUpload(
        storage,
        'items',
        await checkUpload(data, IMAGE_TYPES, NOT_AN_IMAGE_MESSAGE),
      );
      try {
        return await db.transaction(async (tx) => {
          const before = await locked(tx, id);
          if (before.images.length >= MAX_PRODUCT_IMAGES) {
            throw conflict(
              `A product can have at most ${MAX_PRODUCT_IMAGES} pictures.`,
              'TOO_MANY_IMAGES',
            );
          }
          await repo.insertImage(tx, id, { url: storage.url(key), publicId: key });
          const after = await product(id, tx);
          await audit(tx, actorId, 'image_add', id, {
            before: { images: before.images.map((image) => image.url) },
            after: { images: after.images.map((image) => image.url) },
          });
          return after;
        });
      } catch (error) {
        await discardUploads(storage, [key]);
        throw error;
      }
    },

    async reorderImages(actorId: string, id: string, imageIds: string[]): Promise<AdminProduct> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const current = before.images.map((image) => image._id);
        if (
          imageIds.length !== current.length ||
          new Set(imageIds).size !== imageIds.length ||
          !imageIds.every((imageId) => current.includes(imageId))
        ) {
          throw fieldError('imageIds', 'Send every picture of the product once, in the new order.');
        }
        await repo.setImagePositions(tx, id, imageIds);
        const after = await product(id, tx);
        const change = changedFields(
          { images: before.images.map((image) => image.url) },
          { images: after.images.map((image) => image.url) },
        );
        if (change) await audit(tx, actorId, 'image_reorder', id, change);
        return after;
      });
    },

    async removeImage(actorId: string, id: string, imageId: string): Promise<AdminProduct> {
      const { after, removedKey } = await db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const record = (await repo.findProduct(tx, id))!.images.find(
          (candidate) => candidate.id === imageId,
        );
        if (!record) throw notFound('Picture not found.');
        await repo.deleteImage(tx, id, imageId);
        const updated = await product(id, tx);
        await audit(tx, actorId, 'image_remove', id, {
          before: { images: before.images.map((entry) => entry.url) },
          after: { images: updated.images.map((entry) => entry.url) },
        });
        const shared = await repo.imageInUse(tx, record.publicId, imageId);
        return { after: updated, removedKey: shared ? null : record.publicId };
      });
      if (removedKey) await discardUploads(storage, [removedKey]);
      return after;
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
