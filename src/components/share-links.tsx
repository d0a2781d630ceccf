import { Box } from '@mui/material';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { useIntl } from 'react-intl';
import { useHydrated } from '../lib/use-hydrated';
import { ExternalLink } from './external-link';

/** The share pages of X and LinkedIn for an absolute address. */
export function shareHrefs(url: string, title: string) {
  const address = encodeURIComponent(url);
  return {
    x: `https://x.com/intent/post?url=${address}&text=${encodeURIComponent(title)}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${address}`,
  };
}

interface ShareLinksProps {
  /** The page to share: absolute, or a path of this site. */
  url: string;
  title: string;
}

/** Links that share a page on X and on LinkedIn, each opening in a new tab. */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  // The server render does not know the site's address: a path is resolved once the page runs,
  // in a row that keeps its height meanwhile.
  const absolute = /^https?:\/\//i.test(url) ? url : hydrated ? new URL(url, window.location.origin).href : null;
  const hrefs = absolute === null ? null : shareHrefs(absolute, title);
  const links = hrefs && [
    { key: 'x', href: hrefs.x, label: intl.formatMessage({ id: 'share.onX' }), Icon: XIcon },
    {
      key: 'linkedIn',
      href: hrefs.linkedIn,
      label: intl.formatMessage({ id: 'share.onLinkedIn' }),
      Icon: LinkedInIcon,
    },
  ];
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'share.label' })}
      sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none', minHeight: 44 }}
    >
      {links?.map(({ key, href, label, Icon }) => (
        <li key={key}>
          <ExternalLink
            href={href}
            label={label}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 44,
              height: 44,
              color: 'inherit',
            }}
          >
            <Icon aria-hidden="true" />
          </ExternalLink>
        </li>
      ))}
    </Box>
  );
}
