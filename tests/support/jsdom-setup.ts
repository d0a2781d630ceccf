import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { formRegistry, type FormId } from '../../schemas/registry';
import { loadForm } from '../../schemas/validation/form-loader';

// Every form's chunk loaded before the tests, so a page draws its form at once, as after the first visit.
beforeAll(() => Promise.all((Object.keys(formRegistry) as FormId[]).map(loadForm)));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
