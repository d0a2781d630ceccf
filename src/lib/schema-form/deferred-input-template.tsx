import { useEffect, useState } from 'react';
import { Templates } from '@rjsf/mui';
import type { BaseInputTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import type { SchemaFormContext } from './form-context';

type InputProps = BaseInputTemplateProps<Answers, RJSFSchema, SchemaFormContext>;
const MuiBaseInputTemplate = Templates.BaseInputTemplate as (props: InputProps) => React.ReactElement;

/**
 * Every text box of a form (one line or several): a keystroke redraws this box alone, and the form
 * (RJSF's state, the submission machine, the fields watching this answer) hears of it when typing
 * pauses, through the form's pending edits. Redrawing a form of some fifty fields on every key made
 * typing lag on a phone; a blur or a submit hands the edit over at once.
 */
export function DeferredBaseInputTemplate(props: InputProps) {
  const { id, value, onChange, onBlur, onChangeOverride, rawErrors = [], registry } = props;
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
  const keep = (next: unknown) => {
    setShown(next);
    pendingEdits.defer(id, () => {
      setHandedOver(next);
      onChange(next);
    });
    // A box showing an error hands its first key over at once: the error goes as the citizen types
    // (spec 000 §5), not at the blur, where the summary shrinking would move what they are about to tap.
    if (rawErrors.length > 0) pendingEdits.flush();
  };
  const handOverAndBlur = (fieldId: string, blurred: unknown) => {
    pendingEdits.flush();
    onBlur(fieldId, blurred);
  };
  return <MuiBaseInputTemplate {...props} value={shown} onChange={keep} onBlur={handOverAndBlur} />;
}
