import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { withTheme, type IChangeEvent } from '@rjsf/core';
import { generateTemplates } from '@rjsf/mui';
import CheckboxesWidget from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import RadioWidget from '@rjsf/mui/lib/RadioWidget/RadioWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import { createSchemaUtils, toErrorSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import type { FormId } from '../../../schemas/registry';
import type { FieldErrors } from '../../../schemas/api/envelopes';
import type { FormLocale } from '../../../schemas/validation/form-definition';
import type { LoadedForm } from '../../../schemas/validation/form-loader';
import { errorTransformer, toFieldErrors } from '../../../schemas/validation/localize-errors';
import { withoutHiddenAnswers } from '../../../schemas/validation/reveal';
import { VisuallyHidden } from '../visually-hidden';
import { PageMessages } from '../../i18n/page-messages';
import { useHydrated } from '../use-hydrated';
import { createAnswersStore } from './answers-store';
import { DeferredBaseInputTemplate } from './deferred-input-template';
import { ErrorSummary } from './error-summary';
import { fieldIdOf } from './field-id';
import { fieldName } from './field-names';
import type { SchemaFormContext } from './form-context';
import {
  AddItemButton,
  ListItemTemplate,
  NamedArrayFieldTemplate,
  PlainDescriptionField,
  RemoveItemButton,
} from './list-templates';
import { localizedUiSchema } from './localized-ui-schema';
import { schemaFormMessages } from './messages';
import { createPendingEdits } from './pending-edits';
import { useTranslateString } from './translate-string';
import { useRegistryForm } from './use-registry-form';
import { RevealingFieldTemplate } from './revealed-field-template';
import { schemaFormWidgets } from './widgets';

// RJSF's MUI theme but its RangeWidget, MUI's Slider (7 KB gzip), which no form uses: a ui.json that
// asks for "range" gets RJSF's plain <input type="range">.
const Form = withTheme<Answers, RJSFSchema, SchemaFormContext>({
  templates: generateTemplates(),
  widgets: { CheckboxWidget, CheckboxesWidget, RadioWidget, SelectWidget, TextareaWidget },
});
const templates = {
  BaseInputTemplate: DeferredBaseInputTemplate,
  FieldTemplate: RevealingFieldTemplate,
  ArrayFieldTemplate: NamedArrayFieldTemplate,
  ArrayFieldItemTemplate: ListItemTemplate,
  DescriptionFieldTemplate: PlainDescriptionField,
  ButtonTemplates: { AddButton: AddItemButton, RemoveButton: RemoveItemButton },
};
// A required one-file field (`minItems: 1`) starts empty: RJSF would fill it with `[{}]`, a phantom file.
const defaultFormStateBehavior = { arrayMinItems: { populate: 'never' } } as const;

/** The answers with the schema's defaults put in, as RJSF puts them in when the form is first drawn. */
function withSchemaDefaults(
  validator: ValidatorType<Answers, RJSFSchema, SchemaFormContext>,
  schema: RJSFSchema,
  values: Answers,
): Answers {
  const schemaUtils = createSchemaUtils(validator, schema, defaultFormStateBehavior);
  const completed = schemaUtils.getDefaultFormState(schemaUtils.getRootSchema(), values, false, false);
  // A form's schema is an object: its answers come back as one.
  return completed && !Array.isArray(completed) ? completed : values;
}

export interface SchemaFormProps {
  /** A form of the registry, by id (its chunk loads on demand)… */
  formId?: FormId;
  /** …or a form made at run time, with its validator (questionsToSchema and questionsValidator). */
  form?: LoadedForm;
  /** The answers, held by the submission machine so a refusal keeps them and a success clears them. */
  values: Answers;
  /** Errors to show by field: the form's own and the server's. */
  errors: FieldErrors;
  submitting: boolean;
  /** A change, naming the top-level fields it touched so their errors can go. */
  onEdit: (values: Answers, fields: string[]) => void;
  /** The form's own validation refused the answers. */
  onInvalid: (errors: FieldErrors) => void;
  /** Answers that passed the form's own validation. */
  onSubmit: (values: Answers) => void;
  /** Drawn after the fields, before the submit button: a control that is not an answer (a captcha). */
  beforeSubmit?: ReactNode;
  /** The answers shown, not edited (an auditor reading an item): read-only fields and no submit button. */
  readOnly?: boolean;
}

const changedFields = (before: Answers, after: Answers) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );

/** While a form's own chunk loads, its place holds a spinner, and the page around it is already there. */
function FormLoading() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={intl.formatMessage({ id: 'schemaForm.loading' })} />
    </Box>
  );
}

/**
 * THE form renderer: a form of the registry drawn by RJSF's MUI theme in the page's language,
 * checked on submit by the precompiled validator with the server's own messages, errors listed
 * in a summary that links to each field, and each field's errors cleared as soon as it changes.
 * The form's definition and validator arrive in a chunk of their own, and its texts with its code.
 */
export function SchemaForm({ formId, form, ...drawn }: SchemaFormProps) {
  const toDraw = form ? (
    <LoadedSchemaForm loaded={form} {...drawn} />
  ) : (
    formId && <RegistrySchemaForm formId={formId} {...drawn} />
  );
  if (!toDraw) throw new Error('SchemaForm needs a formId or a form');
  return (
    <PageMessages catalogue={schemaFormMessages}>
      <Suspense fallback={<FormLoading />}>{toDraw}</Suspense>
    </PageMessages>
  );
}

type DrawnFormProps = Omit<SchemaFormProps, 'formId' | 'form'>;

/** A form of the registry, drawn once its chunk has loaded. */
function RegistrySchemaForm({ formId, ...drawn }: DrawnFormProps & { formId: FormId }) {
  return <LoadedSchemaForm loaded={useRegistryForm(formId)} {...drawn} />;
}

function LoadedSchemaForm({
  loaded,
  values,
  errors,
  submitting,
  onEdit,
  onInvalid,
  onSubmit,
  beforeSubmit,
  readOnly = false,
}: DrawnFormProps & { loaded: LoadedForm }) {
  const intl = useIntl();
  const locale = intl.locale as FormLocale;
  const { definition: form, validator } = loaded;
  const messages = form.messages[locale];
  const uiSchema = useMemo(() => localizedUiSchema(form, locale), [form, locale]);
  const translateString = useTranslateString();
  const transformErrors = useMemo(() => errorTransformer(form, locale), [form, locale]);
  // Answers RJSF would complete with the schema's defaults, it reports completed while it is first
  // drawn, and the machine's new state would draw the whole form again in one long task, in the middle
  // of hydration. Given them completed, it has nothing to report; the first edit brings them along.
  const [initial] = useState(() => ({ values, completed: withSchemaDefaults(validator, form.schema, values) }));
  const answersShown = values === initial.values ? initial.completed : values;
  // One store for the form's life, so formContext stays the same object while the citizen types.
  const [answers] = useState(() => createAnswersStore(answersShown));
  const [pendingEdits] = useState(createPendingEdits);
  // After the commit and before the paint: a widget watching a sibling never shows a stale state.
  useLayoutEffect(() => answers.set(answersShown), [answers, answersShown]);
  const formContext = useMemo(() => ({ form, locale, answers, pendingEdits }), [form, locale, answers, pendingEdits]);

  const extraErrors = useMemo(
    () =>
      toErrorSchema<Answers>(
        Object.entries(errors).flatMap(([field, fieldMessages]) =>
          fieldMessages.map((message) => ({ property: `.${field}`, message, stack: message })),
        ),
      ),
    [errors],
  );
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
  const summary = Object.entries(errors)
    .sort(([a], [b]) => order.indexOf(a.split('.')[0]!) - order.indexOf(b.split('.')[0]!))
    .flatMap(([field, fieldMessages]) =>
      fieldMessages.map((message) => ({ fieldId: fieldIdOf(field), field: fieldName(form, locale, field), message })),
    );

  // Set by a submit, so the summary takes the focus once its outcome is known, and not while typing.
  const summaryPending = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const hasErrors = summary.length > 0;
  useEffect(() => {
    if (!summaryPending.current || submitting) return;
    summaryPending.current = false;
    if (hasErrors) summaryRef.current?.focus();
  }, [errors, submitting, hasErrors]);

  // A field its reveal condition hides keeps no answer, as the server drops it: what is checked here is what it judges.
  const handleChange = ({ formData = {} }: IChangeEvent<Answers, RJSFSchema, SchemaFormContext>) => {
    const shown = withoutHiddenAnswers(form.uiSchema, formData);
    onEdit(shown, changedFields(answersShown, shown));
  };
  const handleSubmit = ({ formData = {} }: IChangeEvent<Answers, RJSFSchema, SchemaFormContext>) => {
    summaryPending.current = true;
    const shown = withoutHiddenAnswers(form.uiSchema, formData);
    const { errors: found } = validator.validateFormData(shown, form.schema, undefined, transformErrors, uiSchema);
    if (found.length > 0) onInvalid(toFieldErrors(found));
    else onSubmit(shown);
  };

  return (
    <>
      {hasErrors && <ErrorSummary ref={summaryRef} title={messages.invalid} entries={summary} />}
      <FieldsetUntilHydrated onSubmitCapture={pendingEdits.flush}>
        <Form
          schema={form.schema}
          uiSchema={uiSchema}
          translateString={translateString}
          validator={validator}
          formData={answersShown}
          formContext={formContext}
          widgets={schemaFormWidgets}
          templates={templates}
          experimental_defaultFormStateBehavior={defaultFormStateBehavior}
          extraErrors={extraErrors}
          onChange={handleChange}
          onSubmit={handleSubmit}
          disabled={submitting}
          readonly={readOnly}
          // Validation runs in handleSubmit, so errors are ours to clear field by field.
          noValidate
          noHtml5Validate
          showErrorList={false}
        >
          {beforeSubmit}
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={submitting}
              startIcon={
                submitting ? (
                  <CircularProgress
                    size={18}
                    color="inherit"
                    aria-label={intl.formatMessage({ id: 'schemaForm.sending' })}
                  />
                ) : undefined
              }
              sx={{ mt: 2 }}
            >
              {messages.submit}
            </Button>
          )}
        </Form>
      </FieldsetUntilHydrated>
    </>
  );
}

/**
 * A server-rendered form works only with its code: until it has hydrated, its fields and button wait,
 * so nothing is typed that hydration would wipe and the browser never posts the fields itself. One
 * disabled fieldset holds them, their semantics intact (a screen reader reads them as unavailable until
 * then); it alone re-renders when the page has hydrated, its form (the same children) does not.
 */
function FieldsetUntilHydrated({ onSubmitCapture, children }: { onSubmitCapture: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  const intl = useIntl();
  return (
    <Box
      component="fieldset"
      disabled={!hydrated}
      // A submit judges every keystroke: those a text box has not handed over yet join the same update.
      onSubmitCapture={onSubmitCapture}
      // A field its reveal condition hides leaves its grid cell empty: the cell goes too, and its gap with it.
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, '& .MuiGrid-root:empty': { display: 'none' } }}
    >
      {/* A fieldset is named by its legend (WCAG H71): heard by a screen reader, not shown. */}
      <VisuallyHidden component="legend">{intl.formatMessage({ id: 'schemaForm.fields' })}</VisuallyHidden>
      {children}
    </Box>
  );
}
