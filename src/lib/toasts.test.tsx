import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectToaster, prepareToasts, showToast, useToastsWanted, type Toast } from './toasts';

function Wanted() {
  return <p>{useToastsWanted() ? 'wanted' : 'not yet'}</p>;
}

describe('toasts', () => {
  it('asks for the toaster with the first toast, and hands it every waiting toast in order, then each new one', () => {
    render(<Wanted />);
    expect(screen.getByText('not yet')).toBeTruthy();
    act(() => {
      showToast('first', 'success');
      showToast('second', 'error');
    });
    expect(screen.getByText('wanted')).toBeTruthy();
    const shown: Toast[] = [];
    const disconnect = connectToaster((toast) => shown.push(toast));
    showToast('third', 'info');
    expect(shown).toEqual([
      { message: 'first', variant: 'success' },
      { message: 'second', variant: 'error' },
      { message: 'third', variant: 'info' },
    ]);
    disconnect();
    // Asking for the toaster again, ahead of a toast, changes nothing once it is there.
    prepareToasts();
    expect(shown).toHaveLength(3);
  });
});
