import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Faq } from '../../../schemas/api/faqs';
import { SanitizedHtml } from '../../components/sanitized-html';

// Without JavaScript no answer could be opened: every answer shows instead.
const ANSWERS_WITHOUT_SCRIPT = '.faq-list .MuiCollapse-root{height:auto!important;visibility:visible!important}';

/** One question: a level-2 heading holding the button that shows its answer, the answer a region named by it. */
function FaqItem({
  faq,
  idPrefix,
  open,
  onToggle,
}: {
  faq: Faq;
  idPrefix: string;
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  // MUI links a question and its answer only through ids it is given.
  const questionId = `${idPrefix}-${faq.id}-question`;
  const answerId = `${idPrefix}-${faq.id}-answer`;
  return (
    <Accordion
      expanded={open}
      onChange={(_, expanded) => onToggle(expanded)}
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h2' }, region: { id: answerId, 'aria-labelledby': questionId } }}
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        id={questionId}
        aria-controls={answerId}
        expandIcon={<ExpandMoreIcon aria-hidden />}
        sx={{ minHeight: 56 }}
      >
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {faq.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <SanitizedHtml html={faq.answer} />
      </AccordionDetails>
    </Accordion>
  );
}

/** The questions as an accordion: opening one closes the one open before (docs/requirements.md §P2). */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const idPrefix = useId();
  return (
    <Box className="faq-list" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <noscript>
        <style>{ANSWERS_WITHOUT_SCRIPT}</style>
      </noscript>
      {faqs.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          idPrefix={idPrefix}
          open={open === faq.id}
          onToggle={(opened) => setOpen(opened ? faq.id : null)}
        />
      ))}
    </Box>
  );
}
