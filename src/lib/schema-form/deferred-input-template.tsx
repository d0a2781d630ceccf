import { useEffect, useState } from 'react';
import { Templates } from '@rjsf/mui';
import type { BaseInputTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import { isDigitsField, toAsciiDigits } from '../../../schemas/validation/ascii-digits';
import { typeOf } from '../../../schemas/validation/schema-walk';
import type { SchemaFormContext } from './form-context';

type InputProps = BaseInputTemplateProps<Answers, RJSFSchema, SchemaFormContext>;
const MuiBaseInputTemplate = Templates.BaseInputTemplate as (props: InputProps) => React.ReactElement;

/**
 * Every text box of a form (one line or several): a keystroke redraws this box alone, and the form
 * (RJSF's state, the submission machine, the fields watching this answer) hears of it when typing
 * pauses, through the form's pending edits. Redrawing a form of some fifty fields on every key made
 * typing lag on a phone; a blur or a submit hands the edit over at once. In a box answered in digits
 * (a number, an id, a phone) Arabic-Indic and Persian digits become ASCII as they are typed.
 */
export function DeferredBaseInputTemplate(props: InputProps) {
  const { id, value, onChange, onBlur, onChangeOverride, rawErrors = [], registry, schema, slotProps } = props;
  const { pendingEdits } = registry.formContext;
  const [shown, setShown] = useState<unknown>(value);
  // The form's value when last drawn, and the last one this box handed it: a value the form brings
  // itself (a reset, an answer cleared) replaces what is shown; the echo of a hand-over does not, since
  // the citizen may have typed on since.
  const [formValue, setFormValue] = useState<unknown>(value);
  const [handedOver, setHandedOver] = useState<unknown>(value);
  if (value !== formValue) {
    setFormValue(value);
    if (value !== handedOver) setShown(value);
  }
  useEffect(() => () => pendingEdits.cancel(id), [pendingEdits, id]);

  if (onChangeOverride) return <MuiBaseInputTemplate {...props} />;
  const digits = isDigitsField(schema);
  const keep = (typed: unknown) => {
    const next = digits && typeof typed === 'string' ? toAsciiDigits(typed) : typed;
    setShown(next);
    pendingEdits.defer(id, () => {
      setHandedOver(next);
      onChange(next);
    });
    // A box showing an error hands its first key over at once: the error goes as the citizen types
    // (docs/requirements.md §P5), not at the blur, where the summary shrinking would move what they are about to tap.
    if (rawErrors.length > 0) pendingEdits.flush();
  };
  const handOverAndBlur = (fieldId: string, blurred: unknown) => {
    pendingEdits.flush();
    onBlur(fieldId, blurred);
  };
  // A native number box empties itself on ٢٠ (Chromium, Firefox): numbers are typed in a text box
  // with the phone's digit keyboard, and read as numbers by the form.
  const numeric = typeOf(schema) === 'number' || typeOf(schema) === 'integer';
  const numberBox = numeric
    ? {
        type: 'text',
        slotProps: {
          ...slotProps,
          htmlInput: { ...slotProps?.htmlInput, inputMode: typeOf(schema) === 'integer' ? 'numeric' : 'decimal' },
        },
      }
    : {};
  return <MuiBaseInputTemplate {...props} {...numberBox} value={shown} onChange={keep} onBlur={handOverAndBlur} />;
}
