import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  useCreateProductMutation,
  useUpdateProductMutation,
} from '@mitti/api-client/admin-product-endpoints';
import { failedWith, failureMessage } from '@mitti/api-client/api-failure';
import type { AdminProduct, ProductFormValues } from '@mitti/domain/admin-product';
import {
  ITEM_CATEGORIES,
  productFormValues,
  productSchema,
  productUpdateSchema,
  STALE_PRODUCT_CODES,
} from '@mitti/domain/admin-product';
import { ConfirmDialog } from '@mitti/ui/confirm-dialog';
import { FocusFirstError } from '@mitti/ui/focus-first-error';
import { useToast } from '@mitti/ui/toast-provider';
import { FormikProvider, useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Link as RouterLink,
  useBeforeUnload,
  useBlocker,
  useLocation,
  useNavigate,
} from 'react-router';
import { ArchiveActions } from './archive-actions';
import { EditorSection } from './editor-section';
import { FaqField } from './faq-field';
import { ProductField } from './product-field';
import { ProductImages } from './product-images';
import { serverFieldErrors, type EditorStatus } from './server-field-errors';
import { StaleProductAlert } from './stale-product-alert';
import { TextListField } from './text-list-field';
import { VariantsField } from './variants-field';

const TWO_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

export interface ProductEditorProps {
  /** The product to edit; none for a new one. */
  product?: AdminProduct;
  /** Asks the server for the product again (after a save refused as out of date). */
  onReload?: () => Promise<AdminProduct>;
}

/** The product editor (issue 19): Formik with the server's schema; Save keeps the operator here. */
export function ProductEditor({ product, onReload }: ProductEditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const initialValues = useMemo(() => productFormValues(product), [product]);
  const form = useRef<HTMLFormElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  const [reloading, setReloading] = useState(false);
  const picturesHeading = useRef<HTMLHeadingElement>(null);
  // Set when the server answered a save that leaves the operator here (its fields were disabled).
  const answered = useRef(false);
  // Set before the editor leaves on purpose: after adding a product or deleting it.
  const leaving = useRef(false);
  const added = (useLocation().state as { added?: boolean } | null)?.added === true;

  const formik = useFormik<ProductFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: product ? productUpdateSchema : productSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        if (product) {
          const body = productUpdateSchema.validateSync(values, { stripUnknown: true });
          const saved = await updateProduct({ ...body, id: product._id }).unwrap();
          toast.success('Product saved.');
          // The saved product, with its new version and the stock orders left: a next save is
          // made from it even before the refetched product arrives.
          helpers.resetForm({ values: productFormValues(saved) });
        } else {
          const body = productSchema.validateSync(values, { stripUnknown: true });
          const created = await createProduct(body).unwrap();
          toast.success('Product added. You can add its pictures now.');
          leaving.current = true;
          void navigate(`/admin/products/${created._id}`, {
            replace: true,
            state: { added: true },
          });
          return;
        }
      } catch (failure) {
        const message = failureMessage(failure, 'Could not save the product. Please try again.');
        const stale = STALE_PRODUCT_CODES.some((code) => failedWith(failure, code));
        // An out-of-date product says so next to Save, with its Reload: no toast to repeat it.
        if (!stale) toast.error(message);
        const serverErrors = serverFieldErrors<ProductFormValues>(failure) ?? undefined;
        if (serverErrors || stale) {
          helpers.setStatus({
            serverErrors,
            stale: stale ? message : undefined,
          } satisfies EditorStatus);
        }
      }
      answered.current = true;
    },
  });
  const busy = formik.isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      formik.dirty &&
      !busy &&
      !leaving.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  // A reload or a closed tab leaves the app: the browser asks in its own words.
  useBeforeUnload((event) => {
    if (formik.dirty && !busy) event.preventDefault();
  });

  // A product just added opens here to take its pictures, as the toast says.
  useEffect(() => {
    if (added) picturesHeading.current?.focus();
  }, [added]);

  const stale = (formik.status as EditorStatus | undefined)?.stale;

  // Once the saved form is enabled again: Reload when the product is out of date, else the first
  // field the server refused, else Save.
  useEffect(() => {
    if (busy || !answered.current) return;
    answered.current = false;
    const refused = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (reloadButton.current ?? refused ?? saveButton.current)?.focus();
  }, [busy]);

  // The latest product replaces every value of the form, the operator's edits with the rest.
  const reload = async () => {
    if (!onReload) return;
    setReloading(true);
    try {
      formik.resetForm({ values: productFormValues(await onReload()) });
      toast.success('Reloaded: this is the product as it is now.');
      form.current?.querySelector<HTMLElement>('input[name="name"]')?.focus();
    } catch (failure) {
      toast.error(failureMessage(failure, 'Could not reload the product. Please try again.'));
    } finally {
      setReloading(false);
    }
  };

  const title = product ? product.name : 'New product';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Link
        component={RouterLink}
        to="/admin/products"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
      >
        <ArrowBack fontSize="small" aria-hidden /> All products
      </Link>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {product && (
          <ArchiveActions
            product={product}
            onDeleted={() => {
              leaving.current = true;
            }}
          />
        )}
      </Box>
      {product?.archivedAt && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Archived: this product is not in the shop. Its orders still show it.
        </Alert>
      )}
      <FormikProvider value={formik}>
        <FocusFirstError form={form} />
        <Box
          ref={form}
          component="form"
          noValidate
          onSubmit={formik.handleSubmit}
          aria-label={product ? `Edit ${product.name}` : 'Add a product'}
          sx={{ display: 'grid', gap: 3 }}
        >
          <EditorSection id="details" title="Details">
            <Box sx={TWO_COLUMNS}>
              <ProductField name="name" label="Name" required />
              <ProductField name="brand" label="Brand" required />
              <ProductField name="category" label="Category" select required>
                {ITEM_CATEGORIES.map((category) => (
                  <MenuItem key={category} value={category}>
                    {category}
                  </MenuItem>
                ))}
              </ProductField>
              <ProductField name="farmName" label="Farm name" required />
              <ProductField
                name="hsnCode"
                label="HSN code"
                helperText="4, 6 or 8 digits, printed on invoices."
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormControlLabel
                control={
                  <Switch
                    name="isOrganic"
                    checked={formik.values.isOrganic}
                    onChange={formik.handleChange}
                    disabled={busy}
                  />
                }
                label="Certified organic"
              />
            </Box>
            <ProductField name="description" label="Description" multiline minRows={3} />
            <ProductField name="storageInfo" label="Storage tips" multiline minRows={2} />
          </EditorSection>

          <EditorSection
            id="variants"
            title="Variants"
            intro={
              product
                ? 'Each size on sale, its price in rupees and the units on hand. Orders placed while you edit keep their units: a save changes the stock by what you change.'
                : 'Each size on sale, its price in rupees and the units on hand.'
            }
          >
            <VariantsField />
          </EditorSection>

          <EditorSection id="lists" title="Usage, ingredients, benefits and tags">
            <Box sx={TWO_COLUMNS}>
              <TextListField name="usageInfo" label="Usage guide" rowLabel="Step" multiline />
              <TextListField name="ingredients" label="Ingredients" rowLabel="Ingredient" />
              <TextListField name="benefits" label="Health benefits" rowLabel="Benefit" />
              <TextListField name="tags" label="Tags" rowLabel="Tag" />
            </Box>
          </EditorSection>

          <EditorSection id="faq" title="FAQ">
            <FaqField />
          </EditorSection>

          {stale && (
            <StaleProductAlert
              message={stale}
              reloading={reloading}
              onReload={() => void reload()}
              buttonRef={reloadButton}
            />
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              ref={saveButton}
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={
                busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
              }
            >
              {product ? 'Save' : 'Add product'}
            </Button>
          </Box>
        </Box>
      </FormikProvider>
      <Box sx={{ mt: 3 }}>
        <EditorSection
          id="images"
          title="Pictures"
          headingRef={picturesHeading}
          intro={product ? 'The first picture is the one the catalogue shows.' : undefined}
        >
          {product ? (
            <ProductImages product={product} heading={picturesHeading} />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Add the product first, then its pictures.
            </Typography>
          )}
        </EditorSection>
      </Box>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        message="Your changes to this product will be lost."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Container>
  );
}
