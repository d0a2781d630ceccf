import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import type { PermitCase } from '../../../../schemas/api/review-queue';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { LongDate } from '../../../components/long-date';
import { ResponsiveTable } from '../../../components/responsive-table';
import { adminPaths } from '../../../config/admin-paths';
import { PageMessages } from '../../../i18n/page-messages';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePageRead } from '../../../lib/page-data';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { showToast } from '../../../lib/toasts';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../lib/use-locale';
import { permitStatusName, permitTypeName } from '../shared/permit-labels';
import { saveDownload } from '../shared/save-download';
import { addNote, caseRead, type CaseAnswer } from './api';
import { answerText } from './answer-text';
import { CaseHistory } from './case-history';
import { DecisionButtons } from './decision-buttons';
import { caseMessages } from './messages';

/** A titled part of the case page, named by its heading. */
function CaseSection({ title, headingId, children }: { title: string; headingId?: string; children: ReactNode }) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4 }}>
      <Typography id={id} component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label–value pairs as a description list, wrapping on a phone. */
function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

type CaseFile = PermitCase['files'][number];

/** The files version `version` of a request names for `field`: those sent with it, or else with the latest before it. */
function filesOfVersion(files: readonly CaseFile[], field: string, version: number): CaseFile[] {
  const sent = files.filter((file) => file.field === field && file.version <= version);
  const latest = Math.max(...sent.map((file) => file.version));
  return sent.filter((file) => file.version === latest);
}

/** A download button per file, each through the authorising route; the version tells a replaced file apart. */
function FileDownloads({
  files,
  showVersion,
  onDownload,
}: {
  files: readonly CaseFile[];
  showVersion: boolean;
  onDownload: (file: CaseFile) => void;
}) {
  const intl = useIntl();
  return (
    <Box component="ul" sx={{ m: 0, ps: 3 }}>
      {files.map((file) => (
        <li key={file.id}>
          <Button variant="text" onClick={() => onDownload(file)} sx={{ minHeight: 44 }}>
            {showVersion
              ? intl.formatMessage({ id: 'case.downloadOfVersion' }, { name: file.name, version: file.version })
              : intl.formatMessage({ id: 'case.download' }, { name: file.name })}
          </Button>
        </li>
      ))}
    </Box>
  );
}

/** The permit issued on approval, downloaded through its authorising route under its reference. */
function PermitDocument({ permit }: { permit: PermitCase }) {
  const intl = useIntl();
  const name = `${permit.reference}.pdf`;
  const download = () =>
    saveDownload(permit.pdf!.path, name).catch((error: unknown) =>
      showToast(apiErrorMessage(error, intl.formatMessage({ id: 'case.downloadFailed' })), 'error'),
    );
  return (
    <Button variant="text" onClick={() => void download()} sx={{ minHeight: 44, p: 0 }}>
      {intl.formatMessage({ id: 'case.download' }, { name: <bdi key="name">{name}</bdi> })}
    </Button>
  );
}

function NoteForm({ uuid, onDone }: { uuid: string; onDone: () => void }) {
  const { formProps } = useFormSubmission(
    async (answers, idempotencyKey) => ({
      message: (await addNote(uuid, String(answers.note ?? ''), idempotencyKey)).message ?? '',
    }),
    { onSuccess: onDone },
  );
  return <SchemaForm formId="admin/case-note" {...formProps} />;
}

function Case({ permit, onChanged }: { permit: PermitCase; onChanged: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const words = { yes: intl.formatMessage({ id: 'case.yes' }), no: intl.formatMessage({ id: 'case.no' }) };
  const say = (id: string) => intl.formatMessage({ id });
  const changesId = useId();
  const download = ({ url, name }: CaseFile) =>
    saveDownload(url, name).catch((error: unknown) =>
      showToast(apiErrorMessage(error, say('case.downloadFailed')), 'error'),
    );
  const severalVersions = permit.version > 1;
  // A changed file shows as the files themselves, old and new, each downloadable.
  const changedAnswer = (field: string, value: unknown, version: number) =>
    value !== null && permit.files.some((file) => file.field === field) ? (
      <FileDownloads
        files={filesOfVersion(permit.files, field, version)}
        showVersion={severalVersions}
        onDownload={download}
      />
    ) : (
      answerText(value, words)
    );
  return (
    <>
      <Facts
        facts={[
          [say('case.status'), permitStatusName(permit.status, locale)],
          [say('case.applicant'), permit.applicant_name],
          [say('case.nationalId'), permit.national_id ?? '—'],
          [say('case.submitted'), <LongDate key="submitted" value={permit.created_at} />],
          [
            say('case.deadline'),
            permit.due_on === null ? (
              '—'
            ) : (
              <Box component="span" sx={permit.overdue ? { color: 'error.dark', fontWeight: 700 } : undefined}>
                {permit.overdue && (
                  <WarningAmberIcon fontSize="small" aria-hidden="true" sx={{ verticalAlign: 'middle' }} />
                )}
                <LongDate value={permit.due_on} />
                {permit.overdue && ` (${say('case.overdue')})`}
              </Box>
            ),
          ],
          [say('case.assignee'), permit.assignee?.name ?? say('case.unassigned')],
          [say('case.version'), String(permit.version)],
          ...(permit.pdf
            ? [[say('case.permitDocument'), <PermitDocument key="pdf" permit={permit} />] as [string, ReactNode]]
            : []),
        ]}
      />
      <CaseSection title={say('case.decisions')}>
        <DecisionButtons permit={permit} onDone={onChanged} />
      </CaseSection>
      {permit.changes.length > 0 && (
        <CaseSection title={say('case.changes')} headingId={changesId}>
          <ResponsiveTable
            labelledBy={changesId}
            rows={permit.changes}
            rowKey={(change) => change.field}
            columns={[
              { header: say('case.field'), cell: (change) => change.label },
              {
                header: say('case.before'),
                cell: (change) => changedAnswer(change.field, change.before, permit.version - 1),
              },
              {
                header: say('case.after'),
                cell: (change) => changedAnswer(change.field, change.after, permit.version),
              },
            ]}
          />
        </CaseSection>
      )}
      <CaseSection title={say('case.answers')}>
        <Facts
          facts={permit.answers.map(({ label, value }) => [label, answerText(value, words)] as [string, string])}
        />
      </CaseSection>
      <CaseSection title={say('case.files')}>
        {permit.files.length === 0 ? (
          <Typography>{say('case.noFiles')}</Typography>
        ) : (
          <FileDownloads files={permit.files} showVersion={severalVersions} onDownload={download} />
        )}
      </CaseSection>
      <CaseSection title={say('case.history')}>
        <CaseHistory history={permit.history} />
      </CaseSection>
      <CaseSection title={say('case.notes')}>
        <NoteForm key={permit.history.length} uuid={permit.uuid} onDone={onChanged} />
      </CaseSection>
    </>
  );
}

function CaseScreen() {
  const intl = useIntl();
  const locale = useLocale();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const { data, failed, notFound, retry } = usePageRead<CaseAnswer>(caseRead(uuid));
  const permit = data?.data;
  const title = permit
    ? `${permit.reference} — ${permitTypeName(permit.type, locale)}`
    : intl.formatMessage({ id: 'case.title' });
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Link href={adminPaths.permits.getHref()} sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
        {intl.formatMessage({ id: 'case.backToQueue' })}
      </Link>
      <Typography component="h1" variant="h4" gutterBottom>
        {permit ? (
          <>
            <bdi>{permit.reference}</bdi> — {permitTypeName(permit.type, locale)}
          </>
        ) : (
          intl.formatMessage({ id: 'case.title' })
        )}
      </Typography>
      {notFound && <Typography>{intl.formatMessage({ id: 'case.notFound' })}</Typography>}
      {failed && !notFound && <LoadErrorState onRetry={retry} />}
      {!failed && !permit && <LoadingIndicator />}
      {permit && <Case permit={permit} onChanged={retry} />}
    </Container>
  );
}

/** /admin/permits/:uuid: a request as staff review it, with the decisions open to them. */
export default function CasePage() {
  return (
    <PageMessages catalogue={caseMessages}>
      <CaseScreen />
    </PageMessages>
  );
}
