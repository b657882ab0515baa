import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ProductFormValues } from '@mitti/domain/admin-product';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { getIn, useFormikContext } from 'formik';
import { useRef } from 'react';
import { ProductField, productFieldId } from './product-field';

type TextListName = 'usageInfo' | 'ingredients' | 'benefits' | 'tags';

export interface TextListFieldProps {
  name: TextListName;
  /** The list's name, plural: 'Usage steps'. */
  label: string;
  /** One row's name: 'Usage step'. */
  rowLabel: string;
  multiline?: boolean;
}

/** A list of text rows with add and remove buttons (usage, ingredients, benefits, tags). */
export function TextListField({ name, label, rowLabel, multiline = false }: TextListFieldProps) {
  const { values, errors, setFieldValue, isSubmitting } = useFormikContext<ProductFormValues>();
  const rows = values[name];
  const listError = getIn(errors, name) as unknown;
  // Adding or removing a row leaves the focus on a button that is gone or that adds again: the
  // row's first field takes it (the Add button when none is left).
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterUpdate = useFocusAfterUpdate(rows, addButton);
  const focusRow = (index: number) =>
    focusAfterUpdate(() => document.getElementById(productFieldId(`${name}[${index}]`)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      {rows.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          None yet.
        </Typography>
      )}
      {rows.map((_row, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <ProductField
            name={`${name}[${index}]`}
            label={`${rowLabel} ${index + 1}`}
            size="small"
            fullWidth
            multiline={multiline}
          />
          <IconButton
            aria-label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`}
            disabled={isSubmitting}
            onClick={() => {
              void setFieldValue(
                name,
                rows.filter((_kept, at) => at !== index),
              );
              focusRow(Math.min(index, rows.length - 2));
            }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>
      ))}
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
            void setFieldValue(name, [...rows, '']);
            focusRow(rows.length);
          }}
        >
          Add {rowLabel.toLowerCase()}
        </Button>
      </Box>
    </Box>
  );
}
