import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../../../machines/submission.machine';
import { questionsToSchema, type Question } from '../../../schemas/questions/questions-to-schema';
import { questionsValidator } from '../../../schemas/questions/questions-validator';
import { HeldSchemaForm } from '../../../tests/support/held-schema-form';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { SchemaForm } from './schema-form';

const filled: Answers = {
  type: 'complaints',
  phone: '+966501234567',
  subject: 'Gates',
  message: 'Open earlier, please.',
};
const nameBox = () => screen.getByRole('textbox', { name: /الاسم بالكامل/ }) as HTMLInputElement;
const editsOf = (onEdit: ReturnType<typeof vi.fn>, field: string) =>
  onEdit.mock.calls.filter(([, fields]) => (fields as string[]).includes(field));

describe('a text box of a schema form', () => {
  it('shows each key at once and tells the form once typing pauses, in one edit', async () => {
    const onEdit = vi.fn();
    // No timer between keys: on a busy machine a slow key must not pass for the end of typing.
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HeldSchemaForm formId="contact-us" initial={filled} onEdit={onEdit} />);

    await user.type(nameBox(), 'نورة');
    expect(nameBox().value).toBe('نورة');
    expect(editsOf(onEdit, 'username')).toHaveLength(0);

    await waitFor(() => expect(editsOf(onEdit, 'username')).toHaveLength(1));
    expect(onEdit.mock.lastCall?.[0]).toMatchObject({ username: 'نورة' });
  });

  it('hands the edit over when the box loses the focus', async () => {
    const onEdit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<HeldSchemaForm formId="contact-us" initial={filled} onEdit={onEdit} />);

    await user.type(nameBox(), 'Sara');
    await user.tab();
    expect(onEdit.mock.lastCall?.[0]).toMatchObject({ username: 'Sara' });
  });

  it('submits every key typed, even the one just before Enter', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<HeldSchemaForm formId="contact-us" initial={filled} onSubmit={onSubmit} />);

    await user.type(nameBox(), 'Sara{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.lastCall?.[0]).toMatchObject({ username: 'Sara' });
  });

  it('shows what the form brings itself, as when a success clears the answers', async () => {
    let clear = () => {};
    function ClearedForm() {
      const [values, setValues] = useState<Answers>({ ...filled, username: 'Sara' });
      clear = () => setValues({});
      return (
        <SchemaForm
          formId="contact-us"
          values={values}
          errors={{}}
          submitting={false}
          onEdit={setValues}
          onInvalid={vi.fn()}
          onSubmit={vi.fn()}
        />
      );
    }
    renderWithProviders(<ClearedForm />);
    expect(nameBox().value).toBe('Sara');
    act(() => clear());
    await waitFor(() => expect(nameBox().value).toBe(''));
  });
});

describe('digits typed on an Arabic or Persian keyboard', () => {
  // As the demo data holds questions: several of one type, and a free text beside them.
  const questions: Question[] = [
    { id: 1, question: 'عدد الخلايا', type: 'number', required: true },
    { id: 2, question: 'عدد المناحل', type: 'number', required: true },
    { id: 3, question: 'رقم الجوال', type: 'tel', required: false },
    { id: 4, question: 'ملاحظات', type: 'text', required: false },
  ];
  const definition = questionsToSchema(questions);
  const form = { definition, validator: questionsValidator(definition.schema) };
  const box = (name: string) => screen.getByLabelText(new RegExp(name)) as HTMLInputElement;

  it('are written as ASCII in number and phone boxes as they are typed, and kept in free text', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SchemaForm
        form={form}
        values={{}}
        errors={{}}
        submitting={false}
        onEdit={vi.fn()}
        onInvalid={vi.fn()}
        onSubmit={onSubmit}
      />,
    );

    await user.type(box('عدد الخلايا'), '٢٠');
    expect(box('عدد الخلايا').value).toBe('20');
    await user.type(box('عدد المناحل'), '۱۲');
    await user.type(box('رقم الجوال'), '٠٥٠١٢٣٤٥٦٧');
    expect(box('رقم الجوال').value).toBe('0501234567');
    await user.type(box('ملاحظات'), 'الساعة ٥{Enter}');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.lastCall?.[0]).toEqual({ q_1: 20, q_2: 12, q_3: '0501234567', q_4: 'الساعة ٥' });
  });
});
