import { Box, Container } from '@mui/material';
import { useIntl } from 'react-intl';
import type { TopBarItem } from '../../../schemas/api/content';
import { localizedField } from '../../lib/localized-field';
import { useLocale } from '../../lib/use-locale';
import { AccountButton } from './account-button';
import { LanguageSwitch } from './language-switch';

interface TopBarProps {
  items: TopBarItem[];
}

/** The thin green bar above the header: notices from the appearance settings, language and account. */
export function TopBar({ items }: TopBarProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.875rem' }}>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 0.5 }}
      >
        {items.length > 0 && (
          <Box
            component="ul"
            aria-label={intl.formatMessage({ id: 'header.topBar' })}
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, m: 0, p: 0, listStyle: 'none', flex: '1 1 auto' }}
          >
            {items.map((item) => (
              <li key={item.id}>{localizedField(item, 'title', locale)}</li>
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginInlineStart: 'auto' }}>
          <LanguageSwitch />
          <AccountButton />
        </Box>
      </Container>
    </Box>
  );
}
