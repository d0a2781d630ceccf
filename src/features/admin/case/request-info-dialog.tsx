import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { Answers } from '../../../../machines/submission.machine';
import { FormDialog } from '../../../components/form-dialog';
import { useFormSubmission } from '../../../lib/schema-form/use-form-submission';

interface RequestInfoDialogProps {
  open: boolean;
  title: string;
  /** The request's fields the applicant may be asked to change, under their labels. */
  fields: readonly { field: string; label: string }[];
  onClose: () => void;
  send: (
    body: { reason: string; fields: string[]; resubmit_by: string },
    idempotencyKey: string,
  ) => Promise<{ message?: string }>;
  onDone: () => void;
}

/**
 * Asking for information: what is needed, the fields to unlock and the last day. Plain MUI, not a schema
 * form: its choices are this request's own fields, known only when the case is read, and the browser's
 * validators are compiled at build time. The server checks it all again (reason, fields, the day).
 */
function RequestInfoForm({ fields, send, onDone }: Omit<RequestInfoDialogProps, 'open' | 'title' | 'onClose'>) {
  const intl = useIntl();
  const { formProps } = useFormSubmission(
    async (answers, idempotencyKey) => ({
      message:
        (
          await send(
            {
              reason: String(answers.reason ?? '').trim(),
              fields: (answers.fields as string[] | undefined) ?? [],
              resubmit_by: String(answers.resubmit_by ?? ''),
            },
            idempotencyKey,
          )
        ).message ?? '',
    }),
    { initialValues: { reason: '', fields: [], resubmit_by: '' }, onSuccess: onDone },
  );
  const { values, errors, submitting, onEdit, onInvalid, onSubmit } = formProps;
  const chosen = (values.fields as string[] | undefined) ?? [];
  const edit = (change: Answers) => onEdit({ ...values, ...change }, Object.keys(change));
  const submit = () => {
    const refused: Record<string, string[]> = {};
    if (String(values.reason ?? '').trim() === '')
      refused.reason = [intl.formatMessage({ id: 'requestInfo.reasonRequired' })];
    if (chosen.length === 0) refused.fields = [intl.formatMessage({ id: 'requestInfo.fieldsRequired' })];
    if (!values.resubmit_by) refused.resubmit_by = [intl.formatMessage({ id: 'requestInfo.dayRequired' })];
    if (Object.keys(refused).length > 0) onInvalid(refused);
    else onSubmit(values);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2, pt: 1 }}
    >
      <TextField
        id="request-info-reason"
        label={intl.formatMessage({ id: 'requestInfo.reason' })}
        multiline
        minRows={3}
        required
        value={values.reason ?? ''}
        onChange={(event) => edit({ reason: event.target.value })}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.[0]}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormControl component="fieldset" required error={Boolean(errors.fields)}>
        <FormLabel component="legend">{intl.formatMessage({ id: 'requestInfo.fields' })}</FormLabel>
        <FormGroup>
          {fields.map(({ field, label }) => (
            <FormControlLabel
              key={field}
              label={label}
              control={
                <Checkbox
                  checked={chosen.includes(field)}
                  onChange={(event) =>
                    edit({
                      fields: event.target.checked ? [...chosen, field] : chosen.filter((name) => name !== field),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {errors.fields && <FormHelperText>{errors.fields[0]}</FormHelperText>}
      </FormControl>
      <TextField
        id="request-info-resubmit-by"
        label={intl.formatMessage({ id: 'requestInfo.resubmitBy' })}
        type="date"
        required
        value={values.resubmit_by ?? ''}
        onChange={(event) => edit({ resubmit_by: event.target.value })}
        error={Boolean(errors.resubmit_by)}
        helperText={errors.resubmit_by?.[0]}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={submitting} sx={{ justifySelf: 'start', minHeight: 44 }}>
        {intl.formatMessage({ id: 'requestInfo.submit' })}
      </Button>
    </Box>
  );
}

export function RequestInfoDialog({ open, title, onClose, ...form }: RequestInfoDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={title}>
      <RequestInfoForm {...form} />
    </FormDialog>
  );
}
