import { ValidationError } from 'yup';
import type { AdminProduct } from './admin-product';
import { productFormValues, productSchema, productUpdateSchema } from './admin-product';

const VALID = {
  ...productFormValues(),
  name: 'Kodo Millet',
  brand: 'Mitti Farms',
  category: 'Grains',
  farmName: 'Satpura',
  variants: [
    { size: '500 g', weight: '500', price: '89.50', originalPrice: '', sku: '', stock: '2' },
  ],
};

/** The first message of each failing field, by path. */
function failures(values: unknown): Record<string, string> {
  try {
    productSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner) fields[inner.path ?? '_'] ??= inner.message;
    return fields;
  }
}

const withVariant = (change: Record<string, unknown>, extra: Record<string, unknown>[] = []) => ({
  ...VALID,
  variants: [{ ...VALID.variants[0], ...change }, ...extra],
});

it('reads the form as typed: rupees with paise, whole stock, blanks as none', () => {
  expect(productSchema.validateSync(VALID, { stripUnknown: true })).toMatchObject({
    hsnCode: null,
    variants: [
      { size: '500 g', weight: 500, price: 89.5, originalPrice: null, sku: null, stock: 2 },
    ],
  });
});

it.each([
  [{ price: '-5' }, 'variants[0].price', 'Price must be more than 0'],
  [{ price: '0' }, 'variants[0].price', 'Price must be more than 0'],
  [{ price: '10.555' }, 'variants[0].price', 'Price can have at most 2 decimals'],
  [
    { originalPrice: '80' },
    'variants[0].originalPrice',
    'Original price must be at least the price',
  ],
  [{ stock: '-1' }, 'variants[0].stock', 'Stock cannot be negative'],
  [{ stock: '1.5' }, 'variants[0].stock', 'Stock must be a whole number'],
  [{ weight: '0' }, 'variants[0].weight', 'Weight must be more than 0'],
  [{ size: ' ' }, 'variants[0].size', 'Size is required'],
])('refuses the variant %j, naming %s', (change, path, message) => {
  expect(failures(withVariant(change))).toEqual({ [path]: message });
});

it('refuses a size or a SKU twice in one product, naming the later one', () => {
  const twin = { ...VALID.variants[0], size: '500 G ', sku: 'A' };
  expect(failures(withVariant({ sku: 'a' }, [twin]))).toEqual({
    'variants[1].size': 'Each size can appear only once',
    'variants[1].sku': 'Each SKU can appear only once',
  });
});

it('needs a name, one of the four categories, a valid HSN code and a variant', () => {
  expect(failures({ ...VALID, name: '', category: 'All', hsnCode: '12', variants: [] })).toEqual({
    name: 'Name is required',
    category: 'Category must be one of Grains, Sweeteners, Flours, Spices',
    hsnCode: 'HSN code must be 4, 6 or 8 digits',
    variants: 'Add at least one variant',
  });
});

it('sends back the version and each kept variant’s loaded stock with a save of a loaded product', () => {
  const product: AdminProduct = {
    ...productSchema.validateSync(VALID, { stripUnknown: true }),
    _id: 'product-1',
    category: 'Grains',
    hsnCode: null,
    images: [],
    variants: [
      {
        _id: 'v1',
        size: '500 g',
        weight: 500,
        price: 65,
        originalPrice: null,
        sku: null,
        stock: 73,
      },
    ],
    createdAt: '2026-11-27T10:00:00.000Z',
    archivedAt: null,
    hasOrders: false,
    version: 4,
  };
  const values = productFormValues(product);
  values.variants[0]!.stock = '80';

  expect(productUpdateSchema.validateSync(values, { stripUnknown: true })).toMatchObject({
    version: 4,
    variants: [{ _id: 'v1', stock: 80, loadedStock: 73 }],
  });
});

it('starts a new product not certified organic, so the claim is never made by default', () => {
  expect(productFormValues().isOrganic).toBe(false);
});

it('shows a loaded product’s prices with two decimals, as rupees and paise', () => {
  const values = productFormValues({
    ...productSchema.validateSync(VALID, { stripUnknown: true }),
    _id: 'product-1',
    category: 'Grains',
    hsnCode: null,
    images: [],
    variants: [
      {
        _id: 'v1',
        size: '500 g',
        weight: 500,
        price: 349.5,
        originalPrice: 400,
        sku: null,
        stock: 1,
      },
      {
        _id: 'v2',
        size: '1 kg',
        weight: 1000,
        price: 1299,
        originalPrice: null,
        sku: null,
        stock: 1,
      },
    ],
    createdAt: '2026-11-27T10:00:00.000Z',
    archivedAt: null,
    hasOrders: false,
    version: 1,
  });

  expect(values.variants.map(({ price, originalPrice }) => [price, originalPrice])).toEqual([
    ['349.50', '400.00'],
    ['1299.00', ''],
  ]);
  // What the field shows is what a save sends back.
  expect(productUpdateSchema.validateSync(values, { stripUnknown: true }).variants).toMatchObject([
    { price: 349.5, originalPrice: 400 },
    { price: 1299, originalPrice: null },
  ]);
});
