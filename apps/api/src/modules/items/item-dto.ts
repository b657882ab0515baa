import type { Item, ItemCategory, Product, Review, Variant } from '@mitti/domain/item';
import { paiseToRupees } from '@mitti/domain/money';
import type { CatalogueRow, ItemRecord, ItemVariant, ReviewRecord } from './repository';

function toVariant(row: ItemVariant): Variant {
  return {
    _id: row.id,
    size: row.size,
    price: paiseToRupees(row.pricePaise),
    ...(row.originalPricePaise === null
      ? {}
      : { originalPrice: paiseToRupees(row.originalPricePaise) }),
    available: row.stock > 0,
    stock: row.stock,
    weight: row.weight,
  };
}

export function toItem({ item, images, variants }: ItemRecord<CatalogueRow>): Item {
  return {
    _id: item.id,
    name: item.name,
    brand: item.brand,
    category: item.category as ItemCategory,
    farmName: item.farmName,
    isOrganic: item.isOrganic,
    rating: item.ratingAvg,
    reviewCount: item.ratingCount,
    tags: item.tags,
    images: images.map((image) => ({ url: image.url, public_id: image.publicId })),
    variants: variants.map(toVariant),
  };
}

export function toReview(record: ReviewRecord): Review {
  return {
    _id: record.id,
    userId: record.userId,
    username: record.username,
    rating: record.rating,
    comment: record.comment,
    createdAt: record.createdAt.toISOString(),
    verifiedPurchase: record.verifiedPurchase,
  };
}

/** The item with its newest reviews, and the count and average of all of them. */
export function toProduct(
  record: ItemRecord,
  reviews: ReviewRecord[],
  stats: { count: number; average: number },
): Product {
  const { item } = record;
  return {
    ...toItem(record),
    rating: stats.average,
    reviewCount: stats.count,
    description: item.description,
    usageInfo: item.usageInfo,
    storageInfo: item.storageInfo,
    ingredients: item.ingredients,
    benefits: item.benefits,
    faq: item.faq,
    reviews: reviews.map(toReview),
  };
}
