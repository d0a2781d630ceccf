import { Suspense, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import {
  editableContent,
  isFixedContent,
  type ContentItem,
  type EditableContentName,
} from '../../../../schemas/api/content-editing';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { adminPaths } from '../../../config/admin-paths';
import { apiErrorMessage } from '../../../lib/api-client';
import { usePageRead } from '../../../lib/page-data';
import { SchemaForm } from '../../../lib/schema-form/schema-form';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';
import { isStaffEditor, useSignedInStaff } from '../../../lib/staff-session/staff-session';
import { showToast } from '../../../lib/toasts';
import { useLocale } from '../../../lib/use-locale';
import { AdminPage, AdminPageFrame } from '../shared/admin-page-frame';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { contentItemRead, createContent, deleteContent, updateContent, type ContentItemAnswer } from './api';
import { contentTypeOf } from './content-type-name';
import { EditHistory } from './edit-history';
import { UnknownContentType } from './unknown-content-type';
import { withContentMessages } from './with-messages';

/** A new item's form: once saved, its own page, where its history begins. */
function NewItem({ type }: { type: EditableContentName }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const created = useRef('');
  const { formProps } = useFormSubmission(
    async (answers) => {
      const saved = await createContent(type, answers);
      created.current = saved.data.id;
      return { message: saved.message };
    },
    { onSuccess: () => navigate(adminPaths.contentItem.getHref(type, created.current), { replace: true }) },
  );
  return (
    <AdminPage
      title={intl.formatMessage({ id: `content.${type}.new` })}
      back={{ href: adminPaths.contentList.getHref(type), label: intl.formatMessage({ id: `content.${type}.many` }) }}
    >
      <SchemaForm formId={editableContent[type].form} {...formProps} />
    </AdminPage>
  );
}

interface ItemFormProps {
  type: EditableContentName;
  item: ContentItem;
  /** Read-only for an auditor. */
  readOnly: boolean;
  onSaved: () => void;
}

/** The item's form over the revision it was opened at: a save reads it again, a 409 says someone saved first. */
function ItemForm({ type, item, readOnly, onSaved }: ItemFormProps) {
  const { formProps } = useFormSubmission(
    async (answers) => ({ message: (await updateContent(type, item.id, item.revision, answers)).message }),
    { initialValues: item.values, onSuccess: onSaved },
  );
  return <SchemaForm formId={editableContent[type].form} readOnly={readOnly} {...formProps} />;
}

function DeleteItem({ type, item, title }: { type: EditableContentName; item: ContentItem; title: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const remove = () => {
    setAsking(false);
    deleteContent(type, item.id, item.revision)
      .then(({ message }) => {
        showToast(message, 'success');
        navigate(adminPaths.contentList.getHref(type), { replace: true });
      })
      .catch((error: unknown) =>
        showToast(apiErrorMessage(error, intl.formatMessage({ id: 'content.deleteFailed' })), 'error'),
      );
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)} sx={{ minHeight: 44, mt: 2 }}>
        {intl.formatMessage({ id: 'content.delete' })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'content.confirmDelete' }, { title })}
        text={intl.formatMessage({ id: 'content.confirmDeleteText' })}
        onCancel={() => setAsking(false)}
        onConfirm={remove}
      />
    </>
  );
}

function ExistingItem({ type, id }: { type: EditableContentName; id: string }) {
  const intl = useIntl();
  const say = (key: string) => intl.formatMessage({ id: key });
  const locale = useLocale();
  const read = usePageRead<ContentItemAnswer>(contentItemRead(type, id));
  const editor = isStaffEditor(useSignedInStaff().staff);
  const historyId = useId();
  const item = read.data?.data;
  const title = item ? String(item.values[editableContent[type].title[locale]] ?? '') : say(`content.${type}.many`);
  return (
    <AdminPageFrame
      title={title}
      back={{ href: adminPaths.contentList.getHref(type), label: say(`content.${type}.many`) }}
      read={read}
      notFound={say('content.notFound')}
    >
      {({ data }) => (
        <>
          {!editor && <Typography sx={{ mb: 2 }}>{say('content.readOnly')}</Typography>}
          {data.preview !== undefined && (
            // The page as visitors will see it, drawn from what is saved, published or not.
            <Button href={data.preview} target="_blank" rel="noopener" variant="outlined" sx={{ minHeight: 44, mb: 2 }}>
              {say('content.preview')}
            </Button>
          )}
          {/* A fresh form at each revision: it shows what is stored now. */}
          <ItemForm key={data.revision} type={type} item={data} readOnly={!editor} onSaved={read.retry} />
          {editor && !isFixedContent(type) && <DeleteItem type={type} item={data} title={title} />}
          <Box component="section" aria-labelledby={historyId} sx={{ mt: 4 }}>
            <Typography id={historyId} component="h2" variant="h5" sx={{ mb: 1 }}>
              {say('content.history')}
            </Typography>
            <Suspense fallback={<LoadingIndicator />}>
              <EditHistory formId={editableContent[type].form} history={data.history} />
            </Suspense>
          </Box>
        </>
      )}
    </AdminPageFrame>
  );
}

function ContentItemScreen() {
  const { type = '', id } = useParams<{ type: string; id?: string }>();
  const known = contentTypeOf(type);
  if (!known) return <UnknownContentType />;
  if (id !== undefined) return <ExistingItem key={id} type={known} id={id} />;
  // A fixed set takes no new item: its /new is no page.
  return isFixedContent(known) ? <UnknownContentType /> : <NewItem type={known} />;
}

/** /admin/content/{type}/new and /admin/content/{type}/{id}: an item's editor, drawn from its type's form, and its history. */
export default withContentMessages(ContentItemScreen);
