import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { Product } from '@mitti/domain/item';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function BulletList({ entries }: { entries: string[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {entries.map((entry, index) => (
        <Typography component="li" key={index}>
          {entry}
        </Typography>
      ))}
    </Box>
  );
}

const nonBlank = (entries: string[]) => entries.filter((entry) => entry.trim());

/** The Product Details tab: description, usage, storage, ingredients, benefits and the FAQ. */
export function ProductDetailsPanel({ product }: { product: Product }) {
  const usage = nonBlank(product.usageInfo);
  const ingredients = nonBlank(product.ingredients);
  const benefits = nonBlank(product.benefits);
  const paragraphs = product.description.split(/\n\s*\n/).filter((text) => text.trim());

  return (
    <Box sx={{ display: 'grid', gap: 3.5 }}>
      {paragraphs.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {paragraphs.map((text, index) => (
            <Typography key={index} sx={{ whiteSpace: 'pre-line' }}>
              {text}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>No description available.</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 3.5,
        }}
      >
        {usage.length > 0 && (
          <Section title="Usage Guide">
            <BulletList entries={usage} />
          </Section>
        )}
        {product.storageInfo.trim() && (
          <Section title="Storage Tips">
            <Typography sx={{ whiteSpace: 'pre-line' }}>{product.storageInfo}</Typography>
          </Section>
        )}
        {ingredients.length > 0 && (
          <Section title="Ingredients">
            <BulletList entries={ingredients} />
          </Section>
        )}
        {benefits.length > 0 && (
          <Section title="Health Benefits">
            <BulletList entries={benefits} />
          </Section>
        )}
      </Box>
      {product.faq.length > 0 && (
        <Section title="Frequently Asked Questions">
          <Box>
            {product.faq.map((entry, index) => (
              <Accordion
                key={index}
                disableGutters
                elevation={0}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  '&:not(:last-of-type)': { borderBottom: 0 },
                }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMore />}
                  id={`faq-question-${index}`}
                  aria-controls={`faq-answer-${index}`}
                  sx={{
                    '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
                  }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography sx={{ color: 'text.secondary' }}>{entry.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        </Section>
      )}
    </Box>
  );
}
