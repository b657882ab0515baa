import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductFormValues } from '@mitti/domain/admin-product';
import { useFocusAfterUpdate } from '@mitti/ui/use-focus-after-update';
import { useFormikContext } from 'formik';
import { useRef } from 'react';
import { ProductField, productFieldId } from './product-field';

/** The FAQ: question and answer pairs, added and removed. */
export function FaqField() {
  const { values, setFieldValue, isSubmitting } = useFormikContext<ProductFormValues>();
  const { faq } = values;
  // Adding or removing a row leaves the focus on a button that is gone or that adds again: the
  // row's first field takes it (the Add button when none is left).
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterUpdate = useFocusAfterUpdate(faq, addButton);
  const focusRow = (index: number) =>
    focusAfterUpdate(() => document.getElementById(productFieldId(`faq[${index}].question`)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {faq.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No questions yet.
        </Typography>
      )}
      {faq.map((_entry, index) => (
        <Paper
          key={index}
          variant="outlined"
          component="fieldset"
          sx={{ p: 1.5, m: 0, display: 'grid', gap: 1.5 }}
        >
          <Typography component="legend" variant="body2" sx={{ fontWeight: 600, px: 0.5 }}>
            Question {index + 1}
          </Typography>
          <ProductField name={`faq[${index}].question`} label="Question" size="small" fullWidth />
          <ProductField
            name={`faq[${index}].answer`}
            label="Answer"
            size="small"
            fullWidth
            multiline
            minRows={2}
          />
          <Box>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={isSubmitting}
              onClick={() => {
                void setFieldValue(
                  'faq',
                  faq.filter((_kept, at) => at !== index),
                );
                focusRow(Math.min(index, faq.length - 2));
              }}
            >
              Remove question {index + 1}
            </Button>
          </Box>
        </Paper>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          ref={addButton}
          disabled={isSubmitting}
          onClick={() => {
            void setFieldValue('faq', [...faq, { question: '', answer: '' }]);
            focusRow(faq.length);
          }}
        >
          Add question
        </Button>
      </Box>
    </Box>
  );
}
