import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAnswersStore } from './answers-store';
import { useAnswer } from './use-answer';

describe('useAnswer', () => {
  it('re-renders a widget when the answer it reads changes, and not when another one does', () => {
    const answers = createAnswersStore({ from_date: '2026-12-01', notes: '' });
    const formContext = { answers };
    const renders: Record<string, number> = { from_date: 0, notes: 0 };
    function Reader({ field }: { field: string }) {
      renders[field]! += 1;
      return <output aria-label={field}>{String(useAnswer(formContext, field))}</output>;
    }
    render(
      <>
        <Reader field="from_date" />
        <Reader field="notes" />
      </>,
    );
    expect(renders).toEqual({ from_date: 1, notes: 1 });

    // Typing in `notes`: its reader follows, the date's does not render again.
    act(() => answers.set({ from_date: '2026-12-01', notes: 'a' }));
    act(() => answers.set({ from_date: '2026-12-01', notes: 'ab' }));
    expect(renders).toEqual({ from_date: 1, notes: 3 });
    expect(screen.getByRole('status', { name: 'notes' }).textContent).toBe('ab');

    act(() => answers.set({ from_date: '2026-12-05', notes: 'ab' }));
    expect(renders).toEqual({ from_date: 2, notes: 3 });
    expect(screen.getByRole('status', { name: 'from_date' }).textContent).toBe('2026-12-05');
  });

  it('reads nothing without a field', () => {
    const formContext = { answers: createAnswersStore({ a: 1 }) };
    function Reader() {
      return <output aria-label="none">{String(useAnswer(formContext, undefined))}</output>;
    }
    render(<Reader />);
    expect(screen.getByRole('status', { name: 'none' }).textContent).toBe('undefined');
  });
});
