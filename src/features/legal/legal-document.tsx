import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LegalBlock, LegalDocumentText, LegalSection } from '../../../schemas/legal-text';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { PageHeaderImage } from '../../components/page-header-image';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocale } from '../../lib/use-locale';
import { usePageHeaderImage } from '../../lib/page-header';

interface LegalDocumentProps {
  title: string;
  /** Its JSON file beside the page (schemas/legal-text.ts). */
  text: LegalDocumentText;
  /** A list of in-page links to the sections, for long texts. */
  withContents?: boolean;
}

function Blocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <Typography key={index} sx={{ mb: 2, lineHeight: 1.9 }}>
        {block}
      </Typography>
    ) : (
      <Box component="ul" key={index} sx={{ mt: 0, mb: 2, ps: 3, lineHeight: 1.9 }}>
        {block.list.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </Box>
    ),
  );
}

/** Contents: a named navigation of links to each section's heading. */
function Contents({ sections }: { sections: LegalSection[] }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box
      component="nav"
      aria-labelledby={headingId}
      sx={{ mb: 4, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {intl.formatMessage({ id: 'legal.contents' })}
      </Typography>
      <Box component="ol" sx={{ m: 0, ps: 3, columnGap: 4, columns: { md: 2 } }}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={`#${section.id}`} sx={{ display: 'inline-block', py: 0.75 }}>
              {section.heading}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** A static legal page in the page's language: one h1, a level-2 heading per section, each an anchor. */
export function LegalDocument({ title, text, withContents = false }: LegalDocumentProps) {
  const intl = useIntl();
  useDocumentTitle(title);
  const { intro, sections } = text[useLocale()];
  const headingId = useId();
  const pageHeader = usePageHeaderImage();
  return (
    <>
      <PageHeaderImage src={pageHeader} />
      <Container component="article" aria-labelledby={headingId} maxWidth="md" sx={{ py: 4 }}>
        <BreadcrumbTrail
          links={[{ href: paths.home.getHref(), label: intl.formatMessage({ id: 'pageTitle.home' }) }]}
          current={title}
        />
        <Typography id={headingId} component="h1" variant="h4" gutterBottom>
          {title}
        </Typography>
        <Blocks blocks={intro} />
        {withContents && <Contents sections={sections} />}
        {sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mt: 4 }}>
            {/* The heading is the anchor, so a link to it lands on what it names; tabIndex lets focus follow. */}
            <Typography
              id={section.id}
              tabIndex={-1}
              component="h2"
              variant="h5"
              gutterBottom
              sx={{ scrollMarginTop: 16 }}
            >
              {section.heading}
            </Typography>
            <Blocks blocks={section.blocks} />
          </Box>
        ))}
      </Container>
    </>
  );
}
