import type { AdminProduct, AdminProductSummary, ProductBody } from '@mitti/domain/admin-product';
import type { ItemCategory } from '@mitti/domain/item';
import { paiseToRupees, rupeesToPaise } from '@mitti/domain/money';
import type {
  ProductFields,
  ProductRecord,
  ProductSummaryRow,
  ProductVariantRow,
  VariantValues,
} from './repository';

export function toAdminProduct({ item, images, variants, hasOrders }: ProductRecord): AdminProduct {
  return {
    _id: item.id,
    name: item.name,
    brand: item.brand,
    category: item.category as ItemCategory,
    farmName: item.farmName,
    isOrganic: item.isOrganic,
    hsnCode: item.hsnCode,
    description: item.description,
    usageInfo: item.usageInfo,
    storageInfo: item.storageInfo,
    ingredients: item.ingredients,
    benefits: item.benefits,
    tags: item.tags,
    faq: item.faq,
    images: images.map((image) => ({ _id: image.id, url: image.url })),
    variants: variants.map((variant: ProductVariantRow) => ({
      _id: variant.id,
      size: variant.size,
      weight: variant.weight,
      price: paiseToRupees(variant.pricePaise),
      originalPrice:
        variant.originalPricePaise === null ? null : paiseToRupees(variant.originalPricePaise),
      sku: variant.sku,
      stock: variant.stock,
    })),
    createdAt: item.createdAt.toISOString(),
    archivedAt: item.archivedAt?.toISOString() ?? null,
    hasOrders,
    version: item.version,
  };
}

export function toAdminProductSummary(row: ProductSummaryRow): AdminProductSummary {
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category as ItemCategory,
    farmName: row.farmName,
    image: row.image,
    variantCount: row.variantCount,
    priceFrom: row.priceFromPaise === null ? null : paiseToRupees(Number(row.priceFromPaise)),
    stock: row.stock,
    archivedAt: row.archivedAt ? new Date(row.archivedAt).toISOString() : null,
  };
}

/** The product's own columns from a validated body. */
export function productFields(body: ProductBody): ProductFields {
  return {
    name: body.name,
    brand: body.brand,
    category: body.category,
    farmName: body.farmName,
    isOrganic: body.isOrganic,
    hsnCode: body.hsnCode ?? null,
    description: body.description,
    usageInfo: body.usageInfo,
    storageInfo: body.storageInfo,
    ingredients: body.ingredients,
    benefits: body.benefits,
    tags: body.tags,
    faq: body.faq,
  };
}

export function variantValues(variant: ProductBody['variants'][number]): VariantValues {
  return {
    size: variant.size,
    weight: variant.weight,
    pricePaise: rupeesToPaise(variant.price),
    originalPricePaise: variant.originalPrice == null ? null : rupeesToPaise(variant.originalPrice),
    sku: variant.sku ?? null,
    stock: variant.stock,
  };
}

/** What an audit entry keeps of a product: its fields as the operator sees them, without ids. */
export function auditSnapshot(product: AdminProduct): Record<string, unknown> {
  const { images, variants, ...fields } = product;
  return {
    ...Object.fromEntries(
      Object.entries(fields).filter(
        ([key]) => !['_id', 'createdAt', 'version', 'hasOrders'].includes(key),
      ),
    ),
    images: images.map((image) => image.url),
    variants: variants.map((variant) =>
      Object.fromEntries(Object.entries(variant).filter(([key]) => key !== '_id')),
    ),
  };
}

/** The fields whose values differ, each side with only those fields; null when nothing changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const changed = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
