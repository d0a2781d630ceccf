import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ServiceLevelSettings } from '../../../../schemas/api/service-levels';
import { FormDialog } from '../../../components/form-dialog';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { LongDate } from '../../../components/long-date';
import { ResponsiveTable } from '../../../components/responsive-table';
import { PageMessages } from '../../../i18n/page-messages';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePageRead } from '../../../lib/page-data';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { isStaffAdmin, useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-locale';
import { permitTypeName } from '../shared/permit-labels';
import { addHoliday, removeHoliday, SERVICE_LEVELS_READ, setServiceLevel, type ServiceLevelsAnswer } from './api';
import { serviceLevelsMessages } from './messages';

type Level = ServiceLevelSettings['levels'][number];
type Holiday = ServiceLevelSettings['holidays'][number];

function LevelForm({ level, onDone }: { level: Level; onDone: () => void }) {
  const { formProps } = useFormSubmission(
    async (answers) => ({ message: (await setServiceLevel(level.type, answers)).message }),
    { initialValues: level.working_days === null ? {} : { working_days: level.working_days }, onSuccess: onDone },
  );
  return <SchemaForm formId="admin/service-level" {...formProps} />;
}

function HolidayForm({ onDone }: { onDone: () => void }) {
  const { formProps } = useFormSubmission(async (answers) => ({ message: (await addHoliday(answers)).message }), {
    onSuccess: onDone,
  });
  return <SchemaForm formId="admin/holiday" {...formProps} />;
}

function Settings({
  settings,
  canChange,
  onChanged,
}: {
  settings: ServiceLevelSettings;
  canChange: boolean;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const levelsId = useId();
  const holidaysId = useId();
  const [editing, setEditing] = useState<Level | null>(null);
  const [adding, setAdding] = useState(false);
  const afterChange = () => {
    setEditing(null);
    setAdding(false);
    onChanged();
  };
  const remove = (holiday: Holiday) =>
    removeHoliday(holiday.day).then(
      ({ message }) => {
        showToast(message, 'success');
        onChanged();
      },
      (error: unknown) => showToast(apiErrorMessage(error, say('serviceLevels.removeFailed')), 'error'),
    );
  const holidayName = (holiday: Holiday) => (locale === 'ar' ? holiday.name_ar : holiday.name_en);

  return (
    <>
      <Typography id={levelsId} component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {say('serviceLevels.levels')}
      </Typography>
      <ResponsiveTable
        labelledBy={levelsId}
        rows={settings.levels}
        rowKey={(level) => level.type}
        columns={[
          { header: say('serviceLevels.column.type'), cell: (level) => permitTypeName(level.type, locale) },
          {
            header: say('serviceLevels.column.days'),
            cell: (level) =>
              level.working_days === null
                ? say('serviceLevels.none')
                : say('serviceLevels.days', { days: level.working_days }),
          },
          {
            header: say('serviceLevels.column.actions'),
            cell: (level) =>
              !level.editable ? (
                say('serviceLevels.fixed')
              ) : canChange ? (
                <Button
                  onClick={() => setEditing(level)}
                  aria-label={say('serviceLevels.edit', { type: permitTypeName(level.type, locale) })}
                  sx={{ minHeight: 44 }}
                >
                  {say('serviceLevels.change')}
                </Button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 4 }}>
        <Typography id={holidaysId} component="h2" variant="h5">
          {say('serviceLevels.holidays')}
        </Typography>
        {canChange && (
          <Button variant="contained" onClick={() => setAdding(true)} sx={{ minHeight: 44 }}>
            {say('serviceLevels.addHoliday')}
          </Button>
        )}
      </Box>
      {settings.holidays.length === 0 ? (
        <Typography sx={{ my: 2 }}>{say('serviceLevels.noHolidays')}</Typography>
      ) : (
        <ResponsiveTable
          labelledBy={holidaysId}
          rows={settings.holidays}
          rowKey={(holiday) => holiday.day}
          columns={[
            { header: say('serviceLevels.column.day'), cell: (holiday) => <LongDate value={holiday.day} withHijri /> },
            {
              header: say('serviceLevels.column.nameAr'),
              cell: (holiday) => (
                <span lang="ar" dir="rtl">
                  {holiday.name_ar}
                </span>
              ),
            },
            {
              header: say('serviceLevels.column.nameEn'),
              cell: (holiday) => (
                <span lang="en" dir="ltr">
                  {holiday.name_en}
                </span>
              ),
            },
            ...(canChange
              ? [
                  {
                    header: say('serviceLevels.column.actions'),
                    cell: (holiday: Holiday) => (
                      <Button
                        color="error"
                        onClick={() => void remove(holiday)}
                        aria-label={say('serviceLevels.removeHoliday', { name: holidayName(holiday) })}
                        sx={{ minHeight: 44 }}
                      >
                        {say('serviceLevels.remove')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? say('serviceLevels.editTitle', { type: permitTypeName(editing.type, locale) }) : ''}
      >
        {editing && <LevelForm level={editing} onDone={afterChange} />}
      </FormDialog>
      <FormDialog open={adding} onClose={() => setAdding(false)} title={say('serviceLevels.addHoliday')}>
        <HolidayForm onDone={afterChange} />
      </FormDialog>
    </>
  );
}

function ServiceLevels() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'serviceLevels.title' });
  useDocumentTitle(title);
  const headingId = useId();
  const { staff } = useSignedInStaff();
  const { data, failed, retry } = usePageRead<ServiceLevelsAnswer>(SERVICE_LEVELS_READ);
  return (
    <Container maxWidth="lg" component="section" aria-labelledby={headingId} sx={{ py: 3 }}>
      <Typography id={headingId} component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ maxWidth: '70ch' }}>{intl.formatMessage({ id: 'serviceLevels.intro' })}</Typography>
      {failed && <LoadErrorState onRetry={retry} />}
      {!failed && !data && <LoadingIndicator />}
      {data && <Settings settings={data.data} canChange={isStaffAdmin(staff)} onChanged={retry} />}
    </Container>
  );
}

/** /admin/service-levels: each permit type's working days to answer and the holidays; admins change them. */
export default function ServiceLevelsPage() {
  return (
    <PageMessages catalogue={serviceLevelsMessages}>
      <ServiceLevels />
    </PageMessages>
  );
}
