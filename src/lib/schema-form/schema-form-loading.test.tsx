import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

// Rendered outside act(), as the browser's entry renders: React then waits a moment for a chunk `use`
// is suspended on and, if it arrives, replays the component with the hooks it had made before suspending.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('a form whose chunk arrives while React waits for it', () => {
  it('is drawn with its hooks in the same order as before it waited, and no render thrown away', async () => {
    // Fresh modules: the setup file has loaded every form's chunk into the shared ones.
    vi.resetModules();
    const { AppProviders } = await import('../../app/providers');
    const { SchemaForm } = await import('./schema-form');
    // Fetched already, as a server-rendered page preloads it: its import settles within React's wait.
    const { default: formChunks } = await import('../../../schemas/.generated');
    await formChunks['contact-us']();
    const reactErrors = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    // A transition, as a hydrating page is: React waits for the chunk rather than showing the spinner at once.
    startTransition(() =>
      root.render(
        <AppProviders locale="ar">
          <SchemaForm
            formId="contact-us"
            values={{}}
            errors={{}}
            submitting={false}
            onEdit={vi.fn()}
            onInvalid={vi.fn()}
            onSubmit={vi.fn()}
          />
        </AppProviders>,
      ),
    );
    await waitFor(() => expect(container.querySelector('form.rjsf button[type="submit"]')).not.toBeNull());
    expect(reactErrors.mock.calls.map(([message]) => String(message))).toEqual([]);
    expect(recovered).toEqual([]);
    root.unmount();
    container.remove();
    reactErrors.mockRestore();
  });
});
