import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import { useAdminProductQuery } from '@mitti/api-client/admin-product-endpoints';
import { failureMessage } from '@mitti/api-client/api-failure';
import { RequireOperator } from '@mitti/auth/require-operator';
import { EmptyState } from '@mitti/ui/empty-state';
import { Loader } from '@mitti/ui/loader';
import { Link as RouterLink, useParams } from 'react-router';
import { ProductEditor } from './product-editor';

/** The product of /shop/admin/products/:id, loaded, then its editor. */
function ExistingProduct({ id }: { id: string }) {
  const { data, error, isLoading, isFetching, refetch } = useAdminProductQuery(id);
  if (isLoading) return <Loader />;
  if (!data) {
    const missing = (error as { status?: number } | undefined)?.status === 404;
    return (
      <EmptyState
        icon={<CloudOffOutlined />}
        title={missing ? 'Product not found' : 'Could not load the product.'}
        text={failureMessage(error, 'Please try again in a moment.')}
        action={
          missing ? (
            <Button component={RouterLink} to="/admin/products" variant="contained">
              All products
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  return <ProductEditor product={data} onReload={() => refetch().unwrap()} />;
}

/** /shop/admin/products/new and /shop/admin/products/:id (inside RequireAuth), for operators. */
export function AdminProductEditorPage() {
  const { id } = useParams();
  return (
    <RequireOperator app="shop">
      {id ? <ExistingProduct key={id} id={id} /> : <ProductEditor />}
    </RequireOperator>
  );
}
