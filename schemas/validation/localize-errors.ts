import type { ErrorObject } from 'ajv';
import localizeAr from 'ajv-i18n/localize/ar';
import localizeEn from 'ajv-i18n/localize/en';
import type { ErrorTransformer, RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { FieldErrors } from '../api/envelopes';
import type { FormDefinition, FormLocale } from './form-definition';

const genericMessages = { ar: localizeAr, en: localizeEn };

// `if` only repeats that a `then` branch failed; the branch's own errors say what is wrong.
const silentKeywords = new Set(['if']);

/** One validation failure, whether it came from ajv on the server or from RJSF in the browser. */
interface Issue {
  path: string[];
  keyword: string;
  params: Record<string, unknown>;
}

const isIndex = (segment: string) => /^\d+$/.test(segment);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const withoutIndices = (path: string[]) => path.filter((segment) => !isIndex(segment)).join('.');

/** The path of the component that shows an error: a widget shows every error below it (a file list, say). */
function shownPath(path: string[], uiSchema: UiSchema): string[] {
  let ui: unknown = uiSchema;
  for (const [depth, segment] of path.entries()) {
    ui = isRecord(ui) ? ui[isIndex(segment) ? 'items' : segment] : undefined;
    if (isRecord(ui) && typeof ui['ui:widget'] === 'string') return path.slice(0, depth + 1);
  }
  return path;
}

/** A field's own message for a keyword (or its `*` message), from messages.<locale>.json. */
export function fieldMessage(
  form: FormDefinition,
  locale: FormLocale,
  fieldPath: string,
  keyword: string,
): string | undefined {
  const errors = form.messages[locale].fields[fieldPath]?.errors;
  return errors?.[keyword] ?? errors?.['*'];
}

/** ajv-i18n's sentence for a keyword, for errors a form's messages do not cover. */
function genericMessage(locale: FormLocale, { keyword, params }: Issue): string {
  const error: ErrorObject = { keyword, params, instancePath: '', schemaPath: '' };
  genericMessages[locale]([error]);
  return error.message ?? keyword;
}

function describe(
  form: FormDefinition,
  locale: FormLocale,
  issue: Issue,
): { field: string; message: string } | undefined {
  if (silentKeywords.has(issue.keyword)) return undefined;
  const shown = shownPath(issue.path, form.uiSchema);
  const message =
    fieldMessage(form, locale, withoutIndices(issue.path), issue.keyword) ??
    fieldMessage(form, locale, withoutIndices(shown), issue.keyword) ??
    genericMessage(locale, issue);
  return { field: shown.join('.'), message };
}

/**
 * A value a schema refuses outright with `not` (a file the server refused on inspection) fails
 * its other rules too; their messages (the list of allowed types) would only blur the one that says why.
 */
function withoutFailuresOfRefusedValues(issues: Issue[]): Issue[] {
  const refused = new Set(issues.filter(({ keyword }) => keyword === 'not').map(({ path }) => path.join('.')));
  return issues.filter(({ keyword, path }) => keyword === 'not' || !refused.has(path.join('.')));
}

function add(errors: FieldErrors, field: string, message: string) {
  const messages = (errors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

function issueFromAjv({ instancePath, keyword, params }: ErrorObject): Issue {
  const path = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  // A missing property is reported on its parent; the citizen needs it on the field itself.
  if (typeof params.missingProperty === 'string') path.push(params.missingProperty);
  return { path, keyword, params };
}

function issueFromRjsf({ property = '', name = '', params }: RJSFValidationError): Issue {
  return {
    path: property.replace(/^\./, '').split('.').filter(Boolean),
    keyword: name,
    params: isRecord(params) ? params : {},
  };
}

/** Server side: ajv's errors as the 422 envelope's per-field messages in the request's language. */
export function localizeErrors(form: FormDefinition, locale: FormLocale, errors: readonly ErrorObject[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of withoutFailuresOfRefusedValues(errors.map(issueFromAjv))) {
    const described = describe(form, locale, issue);
    if (described) add(fieldErrors, described.field, described.message);
  }
  return fieldErrors;
}

/** Browser side: RJSF's `transformErrors`, giving each error the same field and message the server would. */
export function errorTransformer(form: FormDefinition, locale: FormLocale): ErrorTransformer {
  return (errors) => {
    const seen = new Set<string>();
    const issues = errors.map(issueFromRjsf);
    const kept = new Set(withoutFailuresOfRefusedValues(issues));
    return errors.flatMap((error, index) => {
      const issue = issues[index]!;
      if (!kept.has(issue)) return [];
      const described = describe(form, locale, issue);
      const key = described && `${described.field}\n${described.message}`;
      if (!described || !key || seen.has(key)) return [];
      seen.add(key);
      return [{ ...error, property: `.${described.field}`, message: described.message, stack: described.message }];
    });
  };
}

/** Transformed RJSF errors as per-field messages, the shape the API answers with. */
export function toFieldErrors(errors: readonly RJSFValidationError[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const { property = '', message = '' } of errors) add(fieldErrors, property.replace(/^\./, ''), message);
  return fieldErrors;
}
