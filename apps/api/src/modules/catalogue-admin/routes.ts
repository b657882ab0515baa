import type {
  AdminProduct,
  AdminProductsQuery,
  AdminProductsResponse,
  DeleteProductResponse,
  ProductBody,
  ProductImageOrderBody,
  ProductUpdateBody,
} from '@mitti/domain/admin-product';
import {
  adminProductsQuerySchema,
  productImageOrderSchema,
  productSchema,
  productUpdateSchema,
} from '@mitti/domain/admin-product';
import { MAX_UPLOAD_BYTES } from '@mitti/domain/constants';
import type { FastifyPluginCallback } from 'fastify';
import { badRequest } from '../../http/http-error';
import { readMultipart } from '../../http/multipart-body';
import type { RequireUser } from '../../http/require-user';
import type { CatalogueAdminService } from './service';

export interface CatalogueAdminRoutesOptions {
  catalogue: CatalogueAdminService;
  requireUser: RequireUser;
  requireAdmin: RequireUser;
}

type Params = { Params: { id: string } };
const NO_IMAGE_MESSAGE = 'Please choose a picture to upload (field image).';
const IMAGE_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 0 };

/** The operators' catalogue (issue 19), for admins only: 401 without a session, 403 for anyone else. */
export const catalogueAdminRoutes: FastifyPluginCallback<CatalogueAdminRoutesOptions> = (
  app,
  { catalogue, requireUser, requireAdmin },
  done,
) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/admin/products',
    { schema: { querystring: adminProductsQuerySchema } },
    async (request): Promise<AdminProductsResponse> =>
      catalogue.list(request.query as AdminProductsQuery),
  );

  app.get<Params>('/admin/products/:id', async (request): Promise<AdminProduct> =>
    catalogue.product(request.params.id),
  );

  app.post(
    '/admin/products',
    { schema: { body: productSchema } },
    async (request, reply): Promise<AdminProduct> => {
      const created = await catalogue.create(request.userId, request.body as ProductBody);
      return reply.status(201).send(created);
    },
  );

  app.put<Params>(
    '/admin/products/:id',
    { schema: { body: productUpdateSchema } },
    async (request): Promise<AdminProduct> =>
      catalogue.update(request.userId, request.params.id, request.body as ProductUpdateBody),
  );

  app.delete<Params>('/admin/products/:id', async (request): Promise<DeleteProductResponse> =>
    catalogue.remove(request.userId, request.params.id),
  );

  app.post<Params>('/admin/products/:id/archive', async (request): Promise<AdminProduct> =>
    catalogue.archive(request.userId, request.params.id),
  );

  app.post<Params>('/admin/products/:id/restore', async (request): Promise<AdminProduct> =>
    catalogue.restore(request.userId, request.params.id),
  );

  app.post<Params>('/admin/products/:id/images', async (request): Promise<AdminProduct> => {
    if (!request.isMultipart()) {
      throw badRequest('Send the picture as multipart/form-data in the field image.');
    }
    const data = await readMultipart(async () => {
      let image: Buffer | undefined;
      for await (const part of request.parts({ limits: IMAGE_LIMITS })) {
        if (part.type !== 'file') continue;
        if (image) throw badRequest('Please upload one picture at a time.', 'TOO_MANY_FILES');
        if (part.fieldname !== 'image') throw badRequest(NO_IMAGE_MESSAGE);
        image = await part.toBuffer();
      }
      if (!image) throw badRequest(NO_IMAGE_MESSAGE);
      return image;
    });
    return catalogue.addImage(request.userId, request.params.id, data);
  });

  app.put<Params>(
    '/admin/products/:id/images/order',
    { schema: { body: productImageOrderSchema } },
    async (request): Promise<AdminProduct> =>
      catalogue.reorderImages(
        request.userId,
        request.params.id,
        (request.body as ProductImageOrderBody).imageIds,
      ),
  );

  app.delete<{ Params: { id: string; imageId: string } }>(
    '/admin/products/:id/images/:imageId',
    async (request): Promise<AdminProduct> =>
      catalogue.removeImage(request.userId, request.params.id, request.params.imageId),
  );

  done();
};
