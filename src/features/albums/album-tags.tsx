import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** An album's tags, in the page's language, as a named list; nothing when it has none. */
export function AlbumTags({ tags }: { tags: string[] }) {
  const intl = useIntl();
  if (tags.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'albums.tags' })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Chip label={tag} size="small" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
