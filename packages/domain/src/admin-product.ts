import * as yup from 'yup';
import type { FaqEntry, ItemCategory } from './item';
import { MAX_SIZE_LENGTH } from './constants';
import { decimalRupees } from './money';
import { CATEGORIES } from './item';
import {
  measure,
  oneLineText,
  pageLimit,
  pageNumber,
  typedText,
  wholeNumber,
} from './value-schemas';

/** The four categories a product may be in ('All' is only a filter). */
export const ITEM_CATEGORIES = CATEGORIES.filter(
  (category): category is ItemCategory => category !== 'All',
);

/** The most a variant may cost: ₹10,00,000. */
export const MAX_PRODUCT_PRICE_RUPEES = 1_000_000;
/** The most units of a variant on hand. */
export const MAX_STOCK = 1_000_000;
/** The heaviest pack, in grams: a tonne. */
export const MAX_WEIGHT = 1_000_000;
/** Pictures a product may have. */
export const MAX_PRODUCT_IMAGES = 10;
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
export const PRODUCT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const SIZE_REPEATED_MESSAGE = 'Each size can appear only once';
export const SKU_REPEATED_MESSAGE = 'Each SKU can appear only once';
export const SKU_TAKEN_MESSAGE = 'This SKU is already used by another variant';
export const PRODUCT_CHANGED_MESSAGE =
  'This product was changed by someone else since you opened it. Reload to see the latest, then make your change again.';
export const STOCK_CHANGED_MESSAGE =
  'Orders changed the stock since you opened this product. Reload to see the latest, then make your change again.';
/** The codes of a 409 that a reload of the product answers: the editor's values are out of date. */
export const STALE_PRODUCT_CODES = ['PRODUCT_CHANGED', 'STOCK_CHANGED'] as const;

/** A price in rupees: more than 0, in whole paise. */
function price(label: string) {
  return measure(label, MAX_PRODUCT_PRICE_RUPEES).moreThan(0, `${label} must be more than 0`);
}

/** Text that may be left blank: blank is no value (null). */
function optionalText(max: number, label: string) {
  return typedText()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value: string | null | undefined) => (value ? value : null))
    .default(null);
}

/** A stock figure: a whole number of units from 0 to MAX_STOCK. */
function stockCount() {
  return wholeNumber('Stock must be a number', 'Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`);
}

/**
 * One size of a product as an operator edits it; `_id` names the variant an edit keeps. A kept
 * variant also sends the stock the editor loaded: the save adds `stock - loadedStock` to the stock
 * as it is then, so units orders took or put back meanwhile are never undone.
 */
export const productVariantSchema = yup.object({
  _id: yup.string().optional(),
  size: oneLineText('Size')
    .required('Size is required')
    .max(MAX_SIZE_LENGTH, `Size must be at most ${MAX_SIZE_LENGTH} characters`),
  weight: measure('Weight', MAX_WEIGHT)
    .required('Weight is required')
    .moreThan(0, 'Weight must be more than 0'),
  price: price('Price').required('Price is required'),
  originalPrice: price('Original price')
    .nullable()
    .default(null)
    .test(
      'not-below-price',
      'Original price must be at least the price',
      function notBelowPrice(value) {
        const current = (this.parent as { price?: unknown }).price;
        return value == null || typeof current !== 'number' || value >= current;
      },
    ),
  sku: optionalText(64, 'SKU'),
  stock: stockCount().required('Stock is required'),
  loadedStock: stockCount().when('_id', {
    is: (id: string | undefined) => id !== undefined,
    then: (schema) => schema.required('loadedStock is required for a kept variant'),
  }),
});

/** The index of each later entry whose key an earlier entry already has (blank keys never repeat). */
function repeatedIndexes(keys: (string | null | undefined)[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  keys.forEach((key, index) => {
    const normal = key?.trim().toLowerCase();
    if (!normal) return;
    if (seen.has(normal)) repeated.push(index);
    seen.add(normal);
  });
  return repeated;
}

/** A list of text rows (usage, ingredients, benefits, tags): none blank. */
function textList(label: string, max = 500) {
  return yup
    .array(
      typedText()
        .required(`${label} cannot be blank`)
        .max(max, `${label} must be at most ${max} characters`),
    )
    .max(30, `At most 30 rows`)
    .default([]);
}

/** POST /admin/products and PUT /admin/products/:id: everything the product page shows, and HSN. */
export const productSchema = yup.object({
  name: oneLineText('Name')
    .required('Name is required')
    .max(200, 'Name must be at most 200 characters'),
  brand: oneLineText('Brand')
    .required('Brand is required')
    .max(100, 'Brand must be at most 100 characters'),
  category: yup
    .string()
    .required('Category is required')
    .oneOf(ITEM_CATEGORIES, `Category must be one of ${ITEM_CATEGORIES.join(', ')}`),
  farmName: oneLineText('Farm name')
    .required('Farm name is required')
    .max(200, 'Farm name must be at most 200 characters'),
  isOrganic: yup.boolean().default(false),
  hsnCode: optionalText(8, 'HSN code').matches(/^(\d{4}|\d{6}|\d{8})$/, {
    message: 'HSN code must be 4, 6 or 8 digits',
    excludeEmptyString: true,
  }),
  description: typedText().max(5000, 'Description is too long').default(''),
  usageInfo: textList('A usage step'),
  storageInfo: typedText().max(2000, 'Storage tips are too long').default(''),
  ingredients: textList('An ingredient'),
  benefits: textList('A benefit'),
  tags: textList('A tag', 50),
  faq: yup
    .array(
      yup.object({
        question: typedText().required('Question is required').max(500),
        answer: typedText().required('Answer is required').max(2000),
      }),
    )
    .max(30, 'At most 30 questions')
    .default([]),
  variants: yup
    .array(productVariantSchema)
    .required('Add at least one variant')
    .min(1, 'Add at least one variant')
    .max(20, 'At most 20 variants')
    .test('unique-sizes', SIZE_REPEATED_MESSAGE, function uniqueSizes(variants) {
      const [index] = repeatedIndexes((variants ?? []).map((variant) => variant?.size));
      if (index === undefined) return true;
      return this.createError({ path: `${this.path}[${index}].size` });
    })
    .test('unique-skus', SKU_REPEATED_MESSAGE, function uniqueSkus(variants) {
      const [index] = repeatedIndexes((variants ?? []).map((variant) => variant?.sku));
      if (index === undefined) return true;
      return this.createError({ path: `${this.path}[${index}].sku` });
    }),
});

export type ProductBody = yup.InferType<typeof productSchema>;

/**
 * PUT /admin/products/:id: the product's fields and the version the editor loaded. A body field
 * rather than If-Match: the GET's (weak) ETag changes whenever an order moves stock, and orders
 * must not make a product's edit a conflict.
 */
export const productUpdateSchema = productSchema.shape({
  version: wholeNumber('version must be a number', 'version must be a whole number')
    .required('version is required')
    .min(1, 'version must be 1 or more'),
});
export type ProductUpdateBody = yup.InferType<typeof productUpdateSchema>;
export type ProductVariantBody = yup.InferType<typeof productVariantSchema>;

export const ARCHIVED_FILTERS = ['active', 'archived', 'all'] as const;
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

/** GET /admin/products query. */
export const adminProductsQuerySchema = yup.object({
  search: yup.string().trim().max(100, 'search must be at most 100 characters').optional(),
  category: yup
    .string()
    .oneOf(CATEGORIES, `category must be one of ${CATEGORIES.join(', ')}`)
    .optional(),
  page: pageNumber().default(1),
  limit: pageLimit(100).default(ADMIN_PRODUCTS_PAGE_SIZE),
  archived: yup
    .string()
    .oneOf(ARCHIVED_FILTERS, 'archived must be active, archived or all')
    .default('active'),
});
export type AdminProductsQuery = yup.InferType<typeof adminProductsQuerySchema>;

/** PUT /admin/products/:id/images/order: every picture of the product, in its new order. */
export const productImageOrderSchema = yup.object({
  imageIds: yup.array(yup.string().required()).required('imageIds is required'),
});
export type ProductImageOrderBody = yup.InferType<typeof productImageOrderSchema>;

export interface AdminProductVariant {
  _id: string;
  size: string;
  weight: number;
  price: number;
  originalPrice: number | null;
  sku: string | null;
  stock: number;
}

export interface AdminProductImage {
  _id: string;
  url: string;
}

/** A product as an operator edits it. */
export interface AdminProduct {
  _id: string;
  name: string;
  brand: string;
  category: ItemCategory;
  farmName: string;
  isOrganic: boolean;
  hsnCode: string | null;
  description: string;
  usageInfo: string[];
  storageInfo: string;
  ingredients: string[];
  benefits: string[];
  tags: string[];
  faq: FaqEntry[];
  images: AdminProductImage[];
  variants: AdminProductVariant[];
  createdAt: string;
  /** When it left the shop; null while on sale. */
  archivedAt: string | null;
  /** An order has it: it can be archived but never deleted, as its orders show it. */
  hasOrders: boolean;
  /** Sent back with a save (PUT): a save over a newer version is refused with 409. */
  version: number;
}

/** A row of the operators' product list. */
export interface AdminProductSummary {
  _id: string;
  name: string;
  brand: string;
  category: ItemCategory;
  farmName: string;
  image: string | null;
  variantCount: number;
  /** The cheapest variant's price; null without variants. */
  priceFrom: number | null;
  /** Units on hand over all variants. */
  stock: number;
  archivedAt: string | null;
}

/** GET /admin/products */
export interface AdminProductsResponse {
  products: AdminProductSummary[];
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

/** DELETE /admin/products/:id: deleted when no order has it, else archived (kept in its orders). */
/** DELETE /admin/products/:id: only a product no order has; one with orders is archived instead. */
export interface DeleteProductResponse {
  message: string;
}

/** The values of the editor's form: numbers as typed. */
export interface ProductFormValues {
  name: string;
  brand: string;
  category: ItemCategory | '';
  farmName: string;
  isOrganic: boolean;
  hsnCode: string;
  description: string;
  usageInfo: string[];
  storageInfo: string;
  ingredients: string[];
  benefits: string[];
  tags: string[];
  faq: FaqEntry[];
  /** The loaded product's version; none for a new one. */
  version?: number;
  variants: {
    _id?: string;
    /** The stock the editor loaded, for a kept variant. */
    loadedStock?: number;
    size: string;
    weight: string;
    price: string;
    originalPrice: string;
    sku: string;
    stock: string;
  }[];
}

export const EMPTY_VARIANT: ProductFormValues['variants'][number] = {
  size: '',
  weight: '',
  price: '',
  originalPrice: '',
  sku: '',
  stock: '0',
};

/** The form's values for a product (a new one when none is given). */
export function productFormValues(product?: AdminProduct): ProductFormValues {
  if (!product) {
    return {
      name: '',
      brand: '',
      category: '',
      farmName: '',
      // A certification claim is made on purpose, never by leaving a default on.
      isOrganic: false,
      hsnCode: '',
      description: '',
      usageInfo: [],
      storageInfo: '',
      ingredients: [],
      benefits: [],
      tags: [],
      faq: [],
      variants: [{ ...EMPTY_VARIANT }],
    };
  }
  return {
    name: product.name,
    brand: product.brand,
    category: product.category,
    farmName: product.farmName,
    isOrganic: product.isOrganic,
    hsnCode: product.hsnCode ?? '',
    description: product.description,
    usageInfo: product.usageInfo,
    storageInfo: product.storageInfo,
    ingredients: product.ingredients,
    benefits: product.benefits,
    tags: product.tags,
    faq: product.faq,
    version: product.version,
    variants: product.variants.map((variant) => ({
      _id: variant._id,
      loadedStock: variant.stock,
      size: variant.size,
      weight: String(variant.weight),
      price: decimalRupees(variant.price),
      originalPrice: variant.originalPrice === null ? '' : decimalRupees(variant.originalPrice),
      sku: variant.sku ?? '',
      stock: String(variant.stock),
    })),
  };
}
