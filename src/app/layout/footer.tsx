import { Box, Container, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { ExternalLink } from '../../components/external-link';
import { useAppearance } from '../../lib/appearance';
import { localizedField } from '../../lib/localized-field';
import { useLocale } from '../../lib/use-locale';
import { groupFooterLinks } from './footer-link-groups';
import { SocialLinks } from './social-links';

// Strings, not numbers: ICU would group a number's digits (2,025).
const COPYRIGHT_YEAR = '2025';
const LAST_MODIFIED = '21/9/2025';

const logos = [
  { src: '/demo/logos/authority.svg', altId: 'footer.authorityLogo' },
  { src: '/demo/logos/reserve.svg', altId: 'footer.reserveLogo' },
] as const;

/** The site footer: link columns from the appearance settings, social links, logos and legal lines. */
export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const appearance = useAppearance();
  const groups = groupFooterLinks(appearance?.footer_labels ?? [], locale);

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 6, py: 4 }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 4 }}>
        {groups.length > 0 && (
          <Box
            component="nav"
            aria-label={intl.formatMessage({ id: 'footer.linkGroups' })}
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' }}
          >
            {groups.map((group) => (
              <section key={group.name ?? ''}>
                {/* A group the server named in Arabic only keeps lang="ar" on the English page. */}
                <Typography component="h2" variant="h6" lang={group.inPageLanguage ? undefined : 'ar'}>
                  {group.name ?? <FormattedMessage id="footer.unspecifiedGroup" />}
                </Typography>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {group.links.map((link) => (
                    <li key={`${link.url} ${link.label_ar}`}>
                      <ExternalLink
                        href={link.url}
                        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, color: 'inherit' }}
                      >
                        {localizedField(link, 'label', locale)}
                      </ExternalLink>
                    </li>
                  ))}
                </Box>
              </section>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 3 }}>
          <SocialLinks />
          <Box sx={{ display: 'flex', gap: 3 }}>
            {logos.map(({ src, altId }) => (
              <Box
                component="img"
                key={src}
                src={src}
                alt={intl.formatMessage({ id: altId })}
                width={120}
                height={60}
                loading="lazy"
                // Logo artwork is drawn for light backgrounds.
                sx={{ objectFit: 'contain', bgcolor: 'background.paper', borderRadius: 1, p: 0.75 }}
              />
            ))}
          </Box>
        </Box>
        <Box sx={{ fontSize: '0.875rem' }}>
          <p>
            <FormattedMessage id="footer.copyright" values={{ year: COPYRIGHT_YEAR }} />
          </p>
          <p>
            <FormattedMessage id="footer.lastModified" values={{ date: LAST_MODIFIED }} />
          </p>
        </Box>
      </Container>
    </Box>
  );
}
