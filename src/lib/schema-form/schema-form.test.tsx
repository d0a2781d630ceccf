import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import type { Answers } from '../../../machines/submission.machine';
import { HeldSchemaForm } from '../../../tests/support/held-schema-form';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { listOf, stubLists } from '../../../tests/support/stub-lists';
import { formDefinition, formRegistry, type FormId } from '../../../schemas/registry';
import { questionsToSchema, type Question } from '../../../schemas/questions/questions-to-schema';
import { questionsValidator } from '../../../schemas/questions/questions-validator';
import type { FormLocale } from '../../../schemas/validation/form-definition';
import { SchemaForm } from './schema-form';

const formIds = Object.keys(formRegistry) as FormId[];
const cases = formIds.flatMap((formId) => (['ar', 'en'] as FormLocale[]).map((locale) => [formId, locale] as const));
const widgetOf = (formId: FormId, field: string) =>
  (formRegistry[formId].uiSchema[field] as UiSchema | undefined)?.['ui:widget'];
const isConditional = (formId: FormId, field: string) =>
  (formRegistry[formId].uiSchema[field] as UiSchema | undefined)?.['ui:options']?.revealedWhen !== undefined;
// Dates in the browser's own input; the `day` widget has its tests (widgets/day-widget.test.tsx).
const dateCases = formIds.flatMap((formId) =>
  Object.entries(formRegistry[formId].schema.properties ?? {})
    .filter(([name, field]) => typeof field === 'object' && field.format === 'date' && widgetOf(formId, name) !== 'day')
    .map(
      ([field, fieldSchema]) =>
        [formId, field, fieldSchema as { formatMinimum?: string; formatMaximum?: string }] as const,
    ),
);
const consentCases = cases.flatMap(([formId, locale]) =>
  Object.keys(formRegistry[formId].schema.properties ?? {})
    .filter((field) => widgetOf(formId, field) === 'consent')
    .map((field) => [formId, field, locale] as const),
);

describe.each(cases)('the %s form in %s', (formId, locale) => {
  const messages = formDefinition(formId).messages[locale];
  const fields = Object.keys(formRegistry[formId].schema.properties ?? {});
  const renderForm = (errors = {}) =>
    renderWithProviders(
      <SchemaForm
        formId={formId}
        values={{}}
        errors={errors}
        submitting={false}
        onEdit={vi.fn()}
        onInvalid={vi.fn()}
        onSubmit={vi.fn()}
      />,
      { locale },
    );

  it('renders every unconditional field with its label, in the page direction, and no field its condition hides', () => {
    renderForm();
    expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    for (const field of fields) {
      // Without answers, no reveal condition holds (widgets/remote-multi-select-widget.test.tsx reveals them).
      if (isConditional(formId, field)) expect(screen.queryByText(messages.fields[field]!.title!)).toBeNull();
      // A hidden field (a reset link's token) carries a value the page gives, without a label.
      else if (widgetOf(formId, field) === 'hidden')
        expect(document.getElementById(`root_${field}`)).toHaveProperty('type', 'hidden');
      // A consent label is split by its link; the consent test below reads it.
      else if (widgetOf(formId, field) !== 'consent')
        expect(screen.getAllByText(messages.fields[field]!.title!).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('button', { name: messages.submit })).toBeTruthy();
  });

  it('shows errors it is given under their fields and in the summary', () => {
    const [field] = Object.keys(formRegistry[formId].schema.properties ?? {});
    renderForm({ [field!]: ['problem one'] });
    // Under the field the message alone; in the summary after the field's name.
    expect(screen.getAllByText('problem one')).toHaveLength(1);
    expect(within(screen.getByRole('alert', { name: messages.invalid })).getByRole('link').textContent).toBe(
      `${messages.fields[field!]!.title!.replace(/[[\]]/g, '')}: problem one`,
    );
  });

  it('names each field in the summary before its message', () => {
    const named = fields.filter((field) => messages.fields[field]?.title);
    const messageOf = (field: string) => messages.fields[field]!.errors?.required ?? messages.invalid;
    renderForm(Object.fromEntries(named.map((field) => [field, [messageOf(field)]])));
    const summary = screen.getByRole('alert', { name: messages.invalid });
    expect(within(summary).getAllByRole('link')).toHaveLength(named.length);
    for (const field of named) {
      const entry = within(summary)
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === `#root_${field}`)?.textContent;
      // Named by the field's title (a consent's [bracketed] link words plain), unless its message already says it.
      expect(entry, field).toContain(messages.fields[field]!.title!.replace(/[[\]]/g, ''));
      expect(entry, field).toContain(messageOf(field));
    }
  });
});

describe('the summary of a list item’s errors', () => {
  it.each([
    ['ar', ['تاريخ الوصول: هذا الحقل مطلوب', 'المركبة 2، نوع المركبة: هذا الحقل مطلوب']],
    ['en', ['Arrival date: This field is required', 'Vehicle 2, Vehicle type: This field is required']],
  ] as const)('in %s names the item with its field', (locale, expected) => {
    const required = formDefinition('permits/work-permit').messages[locale].fields['from_date']!.errors!.required!;
    renderWithProviders(
      <SchemaForm
        formId="permits/work-permit"
        values={{}}
        errors={{ from_date: [required], 'vehicles.1.type': [required] }}
        submitting={false}
        onEdit={vi.fn()}
        onInvalid={vi.fn()}
        onSubmit={vi.fn()}
      />,
      { locale },
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(expect.arrayContaining([...expected]));
  });
});

// The HTML autofill rules (WHATWG "autofill field" control groups, which HTML_CodeSniffer's H98 checks):
// the input types each token may sit on. A textarea or select takes any; a token not listed fails.
const TEXT = ['text', 'search'];
const AUTOFILL_INPUT_TYPES: Record<string, string[]> = {
  off: ['text', 'search', 'email', 'tel', 'url', 'password', 'number', 'date'],
  name: TEXT,
  organization: TEXT,
  username: TEXT,
  email: [...TEXT, 'email'],
  tel: [...TEXT, 'tel'],
  'tel-country-code': TEXT,
  'tel-national': TEXT,
  bday: [...TEXT, 'date'],
  'current-password': [...TEXT, 'password'],
  'new-password': [...TEXT, 'password'],
  'one-time-code': [...TEXT, 'password'],
};

describe.each(formIds)('the %s form’s autocomplete tokens', (formId) => {
  it('sit only on input types the HTML autofill rules allow them on', () => {
    renderWithProviders(
      <SchemaForm
        formId={formId}
        values={{}}
        errors={{}}
        submitting={false}
        onEdit={vi.fn()}
        onInvalid={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    for (const control of document.querySelectorAll<HTMLInputElement>(
      'input[autocomplete], textarea[autocomplete], select[autocomplete]',
    )) {
      const token = control.getAttribute('autocomplete')!.trim().split(/\s+/).at(-1)!;
      expect(AUTOFILL_INPUT_TYPES[token], `${control.id}: ${token}`).toBeDefined();
      if (control.tagName === 'INPUT')
        expect(AUTOFILL_INPUT_TYPES[token], `${control.id}: ${token} on type=${control.type}`).toContain(control.type);
    }
  });
});

describe('the sign-in forms’ address field', () => {
  it.each(['sign-in', 'sign-in-companies'] as const)(
    'in %s is a username a password manager fills, with the e-mail keyboard on a phone',
    (formId) => {
      renderWithProviders(
        <SchemaForm
          formId={formId}
          values={{}}
          errors={{}}
          submitting={false}
          onEdit={vi.fn()}
          onInvalid={vi.fn()}
          onSubmit={vi.fn()}
        />,
      );
      const email = document.getElementById('root_email') as HTMLInputElement;
      expect([email.type, email.getAttribute('autocomplete'), email.inputMode]).toEqual(['text', 'username', 'email']);
      expect((document.getElementById('root_password') as HTMLInputElement).getAttribute('autocomplete')).toBe(
        'current-password',
      );
    },
  );
});

describe.each(consentCases)('the consent %s.%s in %s', (formId, field, locale) => {
  it('names its checkbox by the whole sentence, links the [bracketed] words in a new tab, and answers true when checked', async () => {
    const onEdit = vi.fn();
    renderWithProviders(
      <SchemaForm
        formId={formId}
        values={{}}
        errors={{}}
        submitting={false}
        onEdit={onEdit}
        onInvalid={vi.fn()}
        onSubmit={vi.fn()}
      />,
      { locale },
    );
    const [before, linkText, after] = /^([^[]*)\[([^\]]+)\](.*)$/
      .exec(formDefinition(formId).messages[locale].fields[field]!.title!)!
      .slice(1);
    const checkbox = screen.getByRole('checkbox', { name: new RegExp(`^${before}${linkText}.*${after}`) });
    expect(checkbox.id).toBe(`root_${field}`);
    const link = screen.getByRole('link', { name: new RegExp(`^${linkText}`) });
    expect(link.getAttribute('href')).toBe((formRegistry[formId].uiSchema[field] as UiSchema)['ui:options']?.href);
    expect(link.getAttribute('target')).toBe('_blank');

    expect(onEdit).not.toHaveBeenCalledWith(expect.objectContaining({ [field]: true }), expect.anything());
    await userEvent.setup().click(checkbox);
    // The answers are not fed back here, so each change also carries the defaults RJSF fills in (a fixed country id, empty lists).
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ [field]: true }),
      expect.arrayContaining([field]),
    );
  });
});

describe.each(dateCases)('the date %s.%s', (formId, field, { formatMinimum, formatMaximum }) => {
  it('bounds its input by the schema, so the picker offers only allowed days', () => {
    renderWithProviders(
      <SchemaForm
        formId={formId}
        values={{}}
        errors={{}}
        submitting={false}
        onEdit={vi.fn()}
        onInvalid={vi.fn()}
        onSubmit={vi.fn()}
      />,
    );
    const input = document.getElementById(`root_${field}`);
    expect([input?.getAttribute('min'), input?.getAttribute('max')]).toEqual([
      formatMinimum ?? null,
      formatMaximum ?? null,
    ]);
  });
});

describe('the defaults RJSF fills in', () => {
  // RJSF reports answers it had to complete while it is first drawn; the submission machine would then
  // draw the whole form again, in one long task in the middle of a page's hydration.
  it('are drawn without an edit being reported, and come with the first edit, which names only its own field', async () => {
    const onEdit = vi.fn();
    renderWithProviders(<HeldSchemaForm formId="contact-us" onEdit={onEdit} />, { locale: 'en' });
    const complaint = await screen.findByRole('radio', { name: 'Complaint' });
    expect(onEdit).not.toHaveBeenCalled();
    await userEvent.setup().click(complaint);
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'complaints', is_reserve_resident: false }),
      ['type'],
    );
  });
});

describe('the phone widget', () => {
  const renderContactForm = (onEdit = vi.fn(), initial: Answers = {}) =>
    renderWithProviders(<HeldSchemaForm formId="contact-us" onEdit={onEdit} initial={initial} />, { locale: 'en' });

  it('answers the number in E.164 with the chosen calling code, Saudi Arabia by default', async () => {
    const onEdit = vi.fn();
    renderContactForm(onEdit);
    const user = userEvent.setup();
    const code = screen.getByRole('combobox', { name: 'Country calling code' });
    expect((code as HTMLSelectElement).value).toBe('SA');
    await user.type(screen.getByRole('textbox', { name: /Mobile/ }), '0501234567');
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '+966501234567' }), ['phone']);
    await user.selectOptions(code, 'AE');
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '+971501234567' }), ['phone']);
  });

  it('takes a number pasted with its own code and picks that country', async () => {
    const onEdit = vi.fn();
    renderContactForm(onEdit);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: /Mobile/ }));
    await user.paste('+965 5123 4567');
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '+96551234567' }), ['phone']);
    expect((screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement).value).toBe('KW');
  });

  it('shows a number it is given with its country', () => {
    renderContactForm(vi.fn(), { phone: '+97433123456' });
    expect((screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement).value).toBe('QA');
    expect((screen.getByRole('textbox', { name: /Mobile/ }) as HTMLInputElement).value).toBe('33123456');
  });

  it('answers a phone-digits field without the plus, as the permits send it, and reads such an answer back', async () => {
    const onEdit = vi.fn();
    renderWithProviders(<HeldSchemaForm formId="permits/free-camping" onEdit={onEdit} />, { locale: 'en' });
    // The widget's code arrives lazily: its country list shows it is there.
    await screen.findByRole('combobox', { name: 'Country calling code' });
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Mobile/ }), '0501234567');
    expect(onEdit).toHaveBeenLastCalledWith(expect.objectContaining({ user_phone: '966501234567' }), ['user_phone']);
    cleanup();

    renderWithProviders(<HeldSchemaForm formId="permits/free-camping" initial={{ user_phone: '971501234567' }} />, {
      locale: 'en',
    });
    expect((screen.getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement).value).toBe('AE');
    expect((screen.getByRole('textbox', { name: /Mobile/ }) as HTMLInputElement).value).toBe('501234567');
  });
});

describe('a required one-file field (minItems 1)', () => {
  const fields = ['identity_card_image', 'activity_practice_permit', 'mobile_apiary_license', 'local_bee_strain_proof'];
  const titleOf = (field: string) => formDefinition('permits/beekeeping').messages.en.fields[field]!.title!;
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists no file on a blank form, and lists the one the citizen chooses', async () => {
    stubLists(() => listOf([]));
    const onEdit = vi.fn();
    renderWithProviders(<HeldSchemaForm formId="permits/beekeeping" onEdit={onEdit} />, { locale: 'en' });
    for (const field of fields) expect(screen.queryByRole('list', { name: titleOf(field) }), field).toBeNull();
    expect(screen.queryByText(/NaN/)).toBeNull();

    const card = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'id-card.png', { type: 'image/png' });
    await userEvent.setup().upload(document.getElementById('root_identity_card_image-input') as HTMLInputElement, card);
    expect(screen.getByRole('list', { name: titleOf('identity_card_image') }).textContent).toContain('id-card.png');
    expect(onEdit).toHaveBeenLastCalledWith(
      expect.objectContaining({ identity_card_image: [expect.objectContaining({ name: 'id-card.png' })] }),
      ['identity_card_image'],
    );
    for (const field of fields.slice(1)) expect(screen.queryByRole('list', { name: titleOf(field) }), field).toBeNull();
  });
});

describe("a file over its field's limit", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is told at once in a toast (docs/requirements.md §M8) as well as under the field', async () => {
    await import('../../app/toast-host');
    stubLists(() => listOf([]));
    renderWithProviders(<HeldSchemaForm formId="permits/beekeeping" />, { locale: 'ar' });
    const tooLarge = new File([new Uint8Array(5_242_881)], 'large.pdf', { type: 'application/pdf' });
    await userEvent
      .setup()
      .upload(document.getElementById('root_identity_card_image-input') as HTMLInputElement, tooLarge);
    const message =
      formDefinition('permits/beekeeping').messages.ar.fields['identity_card_image.size']!.errors!.maximum!;
    // The toast says it alone; under the field it follows the file's name.
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'صورة الهوية' }).textContent).toContain(message);
  });

  it('is not toasted when it is within the limit', async () => {
    stubLists(() => listOf([]));
    renderWithProviders(<HeldSchemaForm formId="permits/beekeeping" />, { locale: 'ar' });
    const fine = new File([new Uint8Array(5_242_880)], 'fine.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(document.getElementById('root_identity_card_image-input') as HTMLInputElement, fine);
    expect(screen.getByRole('list', { name: 'صورة الهوية' }).textContent).toContain('fine.pdf');
    expect(screen.queryByText('حجم الملف يتجاوز 5 ميجابايت', { exact: false })).toBeNull();
  });
});

// As the demo jobs and surveys hold them: several questions of one type, options labelled apart from their values.
const demoLikeQuestions: Question[] = [
  { id: 1, question: 'Upload your CV', type: 'file', required: true },
  { id: 2, question: 'Upload your certificates', type: 'file', required: false },
  {
    id: 3,
    question: 'Which site did you visit first?',
    type: 'radio',
    required: true,
    options: [
      { value: 'tanhat', label: 'Rawdat Al-Tanhat' },
      { value: 'shawki', label: 'Wadi Al-Shawki' },
    ],
  },
  {
    id: 4,
    question: 'Which site would you visit again?',
    type: 'radio',
    required: false,
    options: [
      { value: 'armah', label: 'Al-Armah plateau' },
      { value: 'tanhat', label: 'Rawdat Al-Tanhat again' },
    ],
  },
  {
    id: 5,
    question: 'What did you see?',
    type: 'checkbox',
    required: false,
    options: [
      { value: 'gazelle', label: 'Gazelles' },
      { value: 'oryx', label: 'Oryx' },
    ],
  },
  {
    id: 6,
    question: 'What would you like to see?',
    type: 'checkbox',
    required: false,
    options: [
      { value: 'houbara', label: 'Houbara' },
      { value: 'wolf', label: 'Arabian wolf' },
    ],
  },
  { id: 7, question: 'Why do you want to work here?', type: 'textarea', required: true },
  { id: 8, question: 'Anything else?', type: 'textarea', required: false },
  { id: 9, question: 'When did you arrive?', type: 'date', required: false },
  { id: 10, question: 'When did you leave?', type: 'date', required: false },
];

describe('a form made of questions', () => {
  it('labels each question and each option by its own text, however many questions share a type', () => {
    const definition = questionsToSchema(demoLikeQuestions);
    renderWithProviders(
      <SchemaForm
        form={{ definition, validator: questionsValidator(definition.schema) }}
        values={{}}
        errors={{}}
        submitting={false}
        onEdit={vi.fn()}
        onInvalid={vi.fn()}
        onSubmit={vi.fn()}
      />,
      { locale: 'en' },
    );
    for (const { question, type, options = [] } of demoLikeQuestions) {
      expect(screen.queryAllByText(question, { exact: true }), question).not.toHaveLength(0);
      for (const { value, label } of options) {
        expect(screen.getByRole(type === 'radio' ? 'radio' : 'checkbox', { name: label }), label).toBeTruthy();
        expect(screen.queryByText(String(value), { exact: true }), String(value)).toBeNull();
      }
    }
  });
});
