import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { ListEnvelope } from '../../../schemas/api/envelopes';
import type { FormDefinition, FormLocale } from '../../../schemas/validation/form-definition';
import { isAnswered } from '../../../schemas/validation/reveal';
import { freshRead, usePageRead } from '../page-data';
import { choiceSourceOf, sourceRequest, type ChoiceSource, type SourceQuery } from './choice-sources';
import type { OptionItem, SchemaFormContext } from './form-context';

/** What a list field offers at this moment. */
export interface Choices {
  options: OptionItem[];
  /** The list for newer answers is on its way: the options shown are the previous ones, not to be chosen. */
  loading: boolean;
  /** The options are the list for the current answers, so a chosen value they do not offer is stale and goes. */
  settled: boolean;
  /** The fields its params name that are still unanswered: until they are, there is no list. */
  awaiting: string[];
}

const NO_OPTIONS: OptionItem[] = [];
const NO_FIELDS: string[] = [];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A param's query value: `[query parameter, value or null while unanswered, the answer it reads or null for a constant]`. */
type ParamEntry = [name: string, value: string | number | null, from: string | null];

function paramEntries(declared: Record<string, unknown>, answers: Record<string, unknown>): ParamEntry[] {
  return Object.entries(declared).map(([name, from]) => {
    if (typeof from !== 'string') return [name, typeof from === 'number' ? from : String(from), null];
    const answer = answers[from];
    return [name, !isAnswered(answer) ? null : typeof answer === 'number' ? answer : String(answer), from];
  });
}

/**
 * The query a field's `ui:options.params` make of the current answers: a string names a top-level
 * answer, anything else is sent as it is. The field re-renders only when one of those answers changes.
 */
function useSourceParams(
  { answers }: SchemaFormContext,
  declared: unknown,
): { params: SourceQuery; awaiting: string[] } {
  // A string snapshot: equal answers give an equal key, so typing elsewhere does not re-render the field.
  const read = () => JSON.stringify(paramEntries(isRecord(declared) ? declared : {}, answers.get()));
  const key = useSyncExternalStore(answers.subscribe, read, read);
  return useMemo(() => {
    const entries = JSON.parse(key) as ParamEntry[];
    const awaiting = entries.flatMap(([, value, from]) => (value === null && from !== null ? [from] : []));
    const params = Object.fromEntries(entries.flatMap(([name, value]) => (value === null ? [] : [[name, value]])));
    return { params, awaiting: awaiting.length > 0 ? awaiting : NO_FIELDS };
  }, [key]);
}

interface SourceChoicesProps {
  formContext: SchemaFormContext;
  /** The field's ui:options, of which `source` and `params` count here. */
  options: Record<string, unknown>;
  children: (choices: Choices) => ReactNode;
}

/**
 * The choices of a field whose list comes from the API (`ui:options.source`, see choice-sources.ts),
 * read again whenever an answer its params name changes, an older answer never replacing a newer
 * one (a fresh usePageRead).
 */
export function SourceChoices({ formContext, options, children }: SourceChoicesProps) {
  const { params, awaiting } = useSourceParams(formContext, options.params);
  const source = choiceSourceOf(options.source);
  if (!source) return children({ options: NO_OPTIONS, loading: false, settled: false, awaiting: NO_FIELDS });
  if (awaiting.length > 0) return children({ options: NO_OPTIONS, loading: false, settled: true, awaiting });
  return (
    <ListedChoices source={source} params={params} locale={formContext.locale}>
      {children}
    </ListedChoices>
  );
}

interface ListedChoicesProps {
  source: ChoiceSource;
  params: SourceQuery;
  locale: FormLocale;
  children: (choices: Choices) => ReactNode;
}

function ListedChoices({ source, params, locale, children }: ListedChoicesProps) {
  const { path, query } = sourceRequest(source, params);
  const { data, loading, failed } = usePageRead<ListEnvelope<unknown>>(freshRead(path, query));
  // A failed list offers nothing rather than the previous answers' list; the server names a wrong choice anyway.
  const options = useMemo(
    () => (data && !failed ? source.choices(data.data, params, locale) : NO_OPTIONS),
    [data, failed, source, params, locale],
  );
  return children({ options, loading, settled: !loading && !failed, awaiting: NO_FIELDS });
}

/** Whether `answer` is one of the options and may be chosen. */
export const isOffered = (options: OptionItem[], answer: unknown) =>
  options.some((option) => !option.disabled && String(option.value) === String(answer));

/** The answer a chosen option gives a field (or a list's item) of this schema type: a number for an integer id, text otherwise. */
export const answerOfOption = (value: string, type: unknown) =>
  type === 'integer' || type === 'number' ? Number(value) : value;

/** What the field says under it when it has nothing to offer: which fields to answer first, or that the list is empty. */
export function choicesHint(
  intl: IntlShape,
  form: FormDefinition,
  locale: FormLocale,
  { awaiting, settled, options }: Choices,
): string | undefined {
  if (awaiting.length > 0) {
    const titles = awaiting.map((field) => form.messages[locale].fields[field]?.title ?? field);
    return intl.formatMessage(
      { id: 'schemaForm.choices.awaiting' },
      { fields: intl.formatList(titles, { type: 'conjunction' }) },
    );
  }
  return settled && options.length === 0 ? intl.formatMessage({ id: 'schemaForm.choices.none' }) : undefined;
}
