import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { formRegistry, type FormId } from '../../schemas/registry';
import { loadForm } from '../../schemas/validation/form-loader';

// findBy/waitFor give a busy two-core machine 5 s instead of 1 s: a wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// Every form's chunk loaded before the tests, so a page draws its form at once, as after the first visit.
beforeAll(() => Promise.all((Object.keys(formRegistry) as FormId[]).map(loadForm)));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
