import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ContentEdit } from '../../../../schemas/api/content-editing';
import type { FormId } from '../../../../schemas/registry';
import { useRegistryForm } from '../../../lib/schema-form/use-registry-form';
import { useLocale } from '../../../lib/use-locale';
import { staffDateTime } from '../shared/date-time';

/** An item's edits, newest first: who, when, and the fields each changed, named as its form names them. */
export function EditHistory({ formId, history }: { formId: FormId; history: readonly ContentEdit[] }) {
  const intl = useIntl();
  const locale = useLocale();
  const fields = useRegistryForm(formId).definition.messages[locale].fields;
  if (history.length === 0) return <Typography>{intl.formatMessage({ id: 'content.noHistory' })}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((edit, index) => (
        <Box component="li" key={`${edit.at} ${index}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography>
            {intl.formatMessage(
              { id: `content.action.${edit.action}` },
              { actor: <bdi key="actor">{edit.actor}</bdi> },
            )}
            {' · '}
            <time dateTime={edit.at}>{intl.formatDate(edit.at, staffDateTime)}</time>
          </Typography>
          {edit.action === 'edited' && (
            <Typography variant="body2">
              {intl.formatMessage(
                { id: 'content.changedFields' },
                {
                  fields: intl.formatList(
                    Object.keys(edit.changes).map((field) => fields[field]?.title ?? field),
                    { type: 'conjunction' },
                  ),
                },
              )}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
