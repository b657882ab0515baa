import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { SectionHeading } from './section-heading';

const FAQS = [
  {
    question: 'What returns can I expect?',
    answer:
      'Returns typically run 5-15%, depending on the crop, the season and the terms of each campaign. Every campaign states its expected return range and its risks on its page. They are estimates, not guarantees: farming depends on the weather and the market.',
  },
  {
    question: 'How are farms and farmers verified?',
    answer:
      'Every farmer is verified by the Mitti team before they can raise money, and every campaign is reviewed before it goes live. Verified farmers carry a badge on their campaign pages.',
  },
  {
    question: 'Can I get my money back?',
    answer:
      "You can request a refund on any of your investments from your dashboard. The request goes to the farm's owner for review, and you can follow the farm's timeline updates all season long.",
  },
];

export function FaqSection() {
  return (
    <Box component="section" aria-labelledby="faq-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md">
        <SectionHeading id="faq-heading" eyebrow="Questions" title="Frequently asked questions" />
        {FAQS.map(({ question, answer }, index) => (
          <Accordion key={question} disableGutters defaultExpanded={index === 0}>
            <AccordionSummary
              expandIcon={<ExpandMore />}
              aria-controls={`faq-${index}-content`}
              id={`faq-${index}-header`}
            >
              {/* AccordionSummary is already wrapped in an h3: the question is its text only. */}
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ color: 'text.secondary' }}>{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
