import { useMachine } from '@xstate/react';
import { useSnackbar } from 'notistack';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  submissionMachine,
  type Answers,
  type SubmissionInput,
  type SubmissionRefusal,
  type SubmissionSuccess,
} from '../../../machines/submission.machine';
import { apiErrorMessage, apiFieldErrors } from '../api-client';
import type { SchemaFormProps } from './schema-form';

/**
 * Runs one form's submission through the submission machine: `send` posts the answers, toasts
 * tell the outcome (the server's message), and the returned props drive a SchemaForm.
 */
export function useFormSubmission(send: (answers: Answers) => Promise<SubmissionSuccess>, input: SubmissionInput = {}) {
  const intl = useIntl();
  const { enqueueSnackbar } = useSnackbar();
  const fallback = intl.formatMessage({ id: 'schemaForm.submitFailed' });
  const [snapshot, sendEvent] = useMachine(
    submissionMachine.provide({
      actors: {
        submit: fromPromise<SubmissionSuccess, Answers>(async ({ input: answers }) => {
          try {
            return await send(answers);
          } catch (error) {
            throw { message: apiErrorMessage(error, fallback), fieldErrors: apiFieldErrors(error) } satisfies SubmissionRefusal;
          }
        }),
      },
      actions: {
        notifySuccess: (_, { message }) => {
          if (message) enqueueSnackbar(message, { variant: 'success' });
        },
        notifyFailure: (_, { message }) => {
          enqueueSnackbar(message ?? fallback, { variant: 'error' });
        },
      },
    }),
    { input },
  );

  const formProps: Pick<SchemaFormProps, 'values' | 'errors' | 'submitting' | 'onEdit' | 'onInvalid' | 'onSubmit'> = {
    values: snapshot.context.values,
    errors: snapshot.context.fieldErrors,
    submitting: snapshot.matches('submitting'),
    onEdit: (values, fields) => sendEvent({ type: 'form.edit', values, fields }),
    onInvalid: (fieldErrors) => sendEvent({ type: 'form.invalid', fieldErrors }),
    onSubmit: (values) => sendEvent({ type: 'form.submit', values }),
  };
  return { snapshot, formProps };
}
