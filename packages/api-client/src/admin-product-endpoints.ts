import type {
  AdminProduct,
  AdminProductsResponse,
  ArchivedFilter,
  DeleteProductResponse,
  ProductBody,
  ProductUpdateBody,
} from '@mitti/domain/admin-product';
import type { CategoryFilter } from '@mitti/domain/item';
import { api } from './api';
import { UploadFailure, uploadWithProgress } from './upload-with-progress';

const ADMIN = 'ADMIN';

export interface AdminProductsArgs {
  page: number;
  search: string;
  category: CategoryFilter;
  archived: ArchivedFilter;
}

/**
 * What a product write changes: the operators' list, the shop's catalogue, the product and carts.
 * A refused write changes nothing (and a refetch would reset the editor's refused fields).
 */
const written = (id?: string) => [
  { type: 'Item' as const, id: ADMIN },
  { type: 'Item' as const, id: 'LIST' },
  ...(id ? [{ type: 'Item' as const, id }] : []),
  'Cart' as const,
];

/** The operators' catalogue (issue 19); the API answers 403 to anyone but an admin. */
const adminProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<AdminProductsResponse, AdminProductsArgs>({
      query: ({ page, search, category, archived }) => ({
        url: '/admin/products',
        params: {
          page,
          search: search.trim() || undefined,
          category: category === 'All' ? undefined : category,
          archived,
        },
      }),
      providesTags: [{ type: 'Item', id: ADMIN }],
    }),
    adminProduct: build.query<AdminProduct, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Item', id }],
    }),
    createProduct: build.mutation<AdminProduct, ProductBody>({
      query: (body) => ({ url: '/admin/products', method: 'POST', body }),
      invalidatesTags: (result) => (result ? written() : []),
    }),
    updateProduct: build.mutation<AdminProduct, ProductUpdateBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/admin/products/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (result, _error, { id }) => (result ? written(id) : []),
    }),
    archiveProduct: build.mutation<AdminProduct, string>({
      query: (id) => ({
        url: `/admin/products/${encodeURIComponent(id)}/archive`,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, id) => (result ? written(id) : []),
    }),
    deleteProduct: build.mutation<DeleteProductResponse, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // A deleted product is not asked for again (a 404 while its editor is still open).
      invalidatesTags: (result) => (result ? written() : []),
    }),
    restoreProduct: build.mutation<AdminProduct, string>({
      query: (id) => ({
        url: `/admin/products/${encodeURIComponent(id)}/restore`,
        method: 'POST',
      }),
      invalidatesTags: (result, _error, id) => (result ? written(id) : []),
    }),
    reorderProductImages: build.mutation<AdminProduct, { id: string; imageIds: string[] }>({
      query: ({ id, imageIds }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/images/order`,
        method: 'PUT',
        body: { imageIds },
      }),
      invalidatesTags: (result, _error, { id }) => (result ? written(id) : []),
    }),
    removeProductImage: build.mutation<AdminProduct, { id: string; imageId: string }>({
      query: ({ id, imageId }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/images/${encodeURIComponent(imageId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (result, _error, { id }) => (result ? written(id) : []),
    }),
  }),
});

export const {
  useAdminProductsQuery,
  useAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useArchiveProductMutation,
  useDeleteProductMutation,
  useRestoreProductMutation,
  useReorderProductImagesMutation,
  useRemoveProductImageMutation,
} = adminProductApi;

/** The tags an image upload (outside RTK Query, for its progress) makes stale. */
export const productImageAdded = (id: string) => api.util.invalidateTags(written(id));

/** POST /api/admin/products/:id/images (multipart field `image`), reporting upload progress. */
export async function uploadProductImage(
  id: string,
  file: File,
  token: string | null,
  onProgress: (percent: number) => void,
): Promise<AdminProduct> {
  const body = new FormData();
  body.append('image', file);
  const answer = await uploadWithProgress({
    method: 'POST',
    path: `/admin/products/${encodeURIComponent(id)}/images`,
    body,
    token,
    onProgress,
  });
  if (!answer || typeof answer !== 'object' || !('images' in answer)) {
    throw new UploadFailure(200, 'The server answered without the product.');
  }
  return answer as AdminProduct;
}
