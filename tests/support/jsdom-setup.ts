import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { formRegistry, type FormId } from '../../schemas/registry';
import { loadForm } from '../../schemas/validation/form-loader';

// findBy/waitFor give a busy two-core machine 5 s instead of 1 s: a wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out; the rich-text editor (ProseMirror) measures ranges and points to place the caret.
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
document.elementFromPoint ??= () => null;

// Every form's chunk loaded before the tests, so a page draws its form at once, as after the first visit.
// The rich-text editor's lazy chunk too, for the forms that draw it.
beforeAll(() =>
  Promise.all([
    ...(Object.keys(formRegistry) as FormId[]).map(loadForm),
    import('../../src/lib/schema-form/widgets/rich-text/rich-text-editor'),
  ]),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
