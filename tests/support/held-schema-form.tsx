import { useState } from 'react';
import { vi } from 'vitest';
import type { Answers } from '../../machines/submission.machine';
import type { FormId } from '../../schemas/registry';
import { SchemaForm } from '../../src/lib/schema-form/schema-form';

interface HeldSchemaFormProps {
  formId: FormId;
  initial?: Answers;
  /** Sees every change, after the form holds it. */
  onEdit?: (values: Answers, fields: string[]) => void;
  /** Sees the answers of a submit the form's own validation passed. */
  onSubmit?: (values: Answers) => void;
}

/** A SchemaForm holding its answers, as the submission machine does for a page: each change comes back as its values. */
export function HeldSchemaForm({ formId, initial = {}, onEdit, onSubmit = vi.fn() }: HeldSchemaFormProps) {
  const [values, setValues] = useState(initial);
  const edit = (next: Answers, fields: string[]) => {
    setValues(next);
    onEdit?.(next, fields);
  };
  return (
    <SchemaForm
      formId={formId}
      values={values}
      errors={{}}
      submitting={false}
      onEdit={edit}
      onInvalid={vi.fn()}
      onSubmit={onSubmit}
    />
  );
}
