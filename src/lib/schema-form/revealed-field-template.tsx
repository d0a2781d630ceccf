import { useSyncExternalStore, type ComponentType } from 'react';
import { generateTemplates } from '@rjsf/mui';
import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import { isRevealed, type RevealCondition } from '../../../schemas/validation/reveal';
import type { SchemaFormContext } from './form-context';

type Props = FieldTemplateProps<Answers, RJSFSchema, SchemaFormContext>;

// The theme's own template (its templates are all there; the type only says they may be overridden).
const ThemeFieldTemplate = generateTemplates<Answers, RJSFSchema, SchemaFormContext>()
  .FieldTemplate as ComponentType<Props>;

/**
 * The theme's field template, drawing a field with `ui:options.revealedWhen` only while its condition
 * holds (see schemas/validation/reveal.ts; SchemaForm drops a hidden field's answer on each change).
 */
export function RevealingFieldTemplate(props: Props) {
  const condition = props.uiSchema?.['ui:options']?.revealedWhen as RevealCondition | undefined;
  return condition ? <RevealedField condition={condition} {...props} /> : <ThemeFieldTemplate {...props} />;
}

function RevealedField({ condition, ...props }: Props & { condition: RevealCondition }) {
  const { answers } = props.registry.formContext;
  // A boolean snapshot: the field re-renders when it appears or goes, not on every keystroke elsewhere.
  const read = () => isRevealed(condition, answers.get());
  const revealed = useSyncExternalStore(answers.subscribe, read, read);
  return revealed ? <ThemeFieldTemplate {...props} /> : null;
}
