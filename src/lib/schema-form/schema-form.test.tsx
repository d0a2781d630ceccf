import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render-with-providers';
import { formDefinition, formRegistry, type FormId } from '../../../schemas/registry';
import type { FormLocale } from '../../../schemas/validation/form-definition';
import { SchemaForm } from './schema-form';

const formIds = Object.keys(formRegistry) as FormId[];
const cases = formIds.flatMap((formId) => (['ar', 'en'] as FormLocale[]).map((locale) => [formId, locale] as const));

describe.each(cases)('the %s form in %s', (formId, locale) => {
  const messages = formDefinition(formId).messages[locale];
  const renderForm = (errors = {}) =>
    renderWithProviders(
      <SchemaForm formId={formId} values={{}} errors={errors} submitting={false} onEdit={vi.fn()} onInvalid={vi.fn()} onSubmit={vi.fn()} />,
      { locale },
    );

  it('renders every unconditional field with its label, in the page direction', () => {
    renderForm();
    expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    const properties = Object.keys(formRegistry[formId].schema.properties ?? {});
    for (const field of properties) expect(screen.getAllByText(messages.fields[field]!.title!).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: messages.submit })).toBeTruthy();
  });

  it('shows errors it is given under their fields and in the summary', () => {
    const [field] = Object.keys(formRegistry[formId].schema.properties ?? {});
    renderForm({ [field!]: ['problem one'] });
    expect(screen.getByRole('alert', { name: messages.invalid })).toBeTruthy();
    expect(screen.getAllByText('problem one')).toHaveLength(2);
  });
});
