import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductFormValues } from '@mitti/domain/admin-product';
import { EMPTY_VARIANT } from '@mitti/domain/admin-product';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { getIn, useFormikContext } from 'formik';
import { useRef } from 'react';
import { ProductField, productFieldId } from './product-field';

const rupees = {
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;
const grams = {
  input: { endAdornment: <InputAdornment position="end">g</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;
const whole = { htmlInput: { inputMode: 'numeric' } } as const;

/**
 * The sizes on sale, one row each: size, weight, price, original price, SKU and units on hand. A
 * row's fields sit in one line on wide screens and wrap two to a line on a phone.
 */
export function VariantsField() {
  const { values, errors, submitCount, setFieldValue, isSubmitting } =
    useFormikContext<ProductFormValues>();
  const { variants } = values;
  const listError = submitCount > 0 ? (getIn(errors, 'variants') as unknown) : undefined;
  // Adding or removing a row leaves the focus on a button that is gone or that adds again: the
  // row's first field takes it (the Add button when none is left).
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterUpdate = useFocusAfterUpdate(variants, addButton);
  const focusRow = (index: number) =>
    focusAfterUpdate(() => document.getElementById(productFieldId(`variants[${index}].size`)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {variants.map((variant, index) => {
        const at = (field: string) => `variants[${index}].${field}`;
        const label = variant.size.trim() || `Variant ${index + 1}`;
        return (
          <Paper
            key={variant._id ?? `new-${index}`}
            variant="outlined"
            component="fieldset"
            aria-label={`Variant ${index + 1}`}
            sx={{
              m: 0,
              p: 1.5,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                // Two rows: the SKU (GOBINDOBHOG-RICE-500G) needs the width of two fields.
                md: 'repeat(4, minmax(0, 1fr))',
              },
              alignItems: 'start',
            }}
          >
            <ProductField name={at('size')} label="Size" size="small" required />
            <ProductField
              name={at('weight')}
              label="Weight"
              size="small"
              required
              slotProps={grams}
            />
            <ProductField
              name={at('price')}
              label="Price"
              size="small"
              required
              slotProps={rupees}
            />
            <ProductField
              name={at('originalPrice')}
              label="Original price"
              size="small"
              slotProps={rupees}
            />
            <ProductField name={at('sku')} label="SKU" size="small" sx={{ gridColumn: 'span 2' }} />
            <ProductField
              name={at('stock')}
              label="Stock on hand"
              size="small"
              required
              slotProps={whole}
            />
            <Box
              sx={{
                gridColumn: { xs: '1 / -1', md: 'auto' },
                pt: { md: 0.5 },
                justifySelf: 'start',
              }}
            >
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlined />}
                disabled={isSubmitting || variants.length === 1}
                aria-label={`Remove variant ${label}`}
                onClick={() => {
                  void setFieldValue(
                    'variants',
                    variants.filter((_kept, position) => position !== index),
                  );
                  focusRow(Math.min(index, variants.length - 2));
                }}
              >
                Remove
              </Button>
            </Box>
          </Paper>
        );
      })}
      {typeof listError === 'string' && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main' }}>
          {listError}
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          ref={addButton}
          disabled={isSubmitting}
          onClick={() => {
            void setFieldValue('variants', [...variants, { ...EMPTY_VARIANT }]);
            focusRow(variants.length);
          }}
        >
          Add variant
        </Button>
      </Box>
    </Box>
  );
}
