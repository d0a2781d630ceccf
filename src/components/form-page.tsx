import { useId, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../lib/use-document-title';

interface FormPageProps {
  /** The page's heading, also the browser tab's title. */
  title: string;
  intro?: ReactNode;
  /** Drawn above the heading: where the page sits (BreadcrumbTrail). */
  breadcrumbs?: ReactNode;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/** A page whose heart is one form: a region named by its h1, an introduction, then the form and its links. */
export function FormPage({ title, intro, breadcrumbs, maxWidth = 'sm', children }: FormPageProps) {
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <Container component="section" maxWidth={maxWidth} sx={{ py: 4 }} aria-labelledby={headingId}>
      {breadcrumbs}
      <Typography id={headingId} component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
