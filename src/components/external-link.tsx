import type { ReactNode } from 'react';
import { Link, type SxProps, type Theme } from '@mui/material';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../lib/visually-hidden';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** The accessible name when the visible content is only an icon. */
  label?: string;
  sx?: SxProps<Theme>;
}

/** A link that opens in a new tab and tells screen-reader users so. */
export function ExternalLink({ href, children, label, sx }: ExternalLinkProps) {
  const intl = useIntl();
  const newTabHint = intl.formatMessage({ id: 'common.opensInNewTab' });
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label === undefined ? undefined : `${label} ${newTabHint}`}
      sx={sx}
    >
      {children}
      {label === undefined && (
        <>
          {/* The space sits outside the hidden span: accessible-name rules trim each element's text. */}{' '}
          <VisuallyHidden>{newTabHint}</VisuallyHidden>
        </>
      )}
    </Link>
  );
}
