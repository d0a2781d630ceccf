import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MachineAction } from './machine-action';
import { connectToaster, type Toast } from './toasts';
import { useMachineAction } from './use-machine-action';

/** A request that answers when the test says. */
function heldRequest<T>() {
  let answer: (value: T) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

let toasts: Toast[];
let disconnect: () => void;
beforeEach(() => {
  toasts = [];
  disconnect = connectToaster((toast) => toasts.push(toast));
});
afterEach(() => disconnect());

function renderAction(action: Partial<MachineAction<string>> & Pick<MachineAction<string>, 'perform'>) {
  return renderHook(() => useMachineAction<string>({ failureFallback: 'Could not send', ...action }));
}

describe('useMachineAction', () => {
  it('is busy from the click, sends once for a double click, and tells the answer', async () => {
    const request = heldRequest<string>();
    const perform = vi.fn(() => request.promise);
    const onSuccess = vi.fn();
    const { result } = renderAction({ perform, succeeded: (answer) => answer, onSuccess });
    act(() => {
      result.current.run();
      result.current.run();
    });
    expect(result.current.running).toBe(true);
    await waitFor(() => expect(perform).toHaveBeenCalledTimes(1));
    act(() => result.current.run());
    await act(async () => request.answer('Sent to your e-mail'));
    await waitFor(() => expect(result.current.running).toBe(false));
    expect(perform).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ message: 'Sent to your e-mail', variant: 'success' }]);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('retries a failure with the same Idempotency-Key and sends anew after a success', async () => {
    const perform = vi
      .fn<(key: string) => Promise<string>>()
      .mockRejectedValueOnce({ status: 503, data: { message: 'Busy, try again' } })
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('');
    const onFailure = vi.fn();
    const { result } = renderAction({ perform, onFailure });
    for (let click = 1; click <= 4; click++) {
      act(() => result.current.run());
      await waitFor(() => expect(perform).toHaveBeenCalledTimes(click));
      await waitFor(() => expect(result.current.running).toBe(false));
    }
    const keys = perform.mock.calls.map(([key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    // The server's message, else the fallback; a success without a message says nothing.
    expect(toasts).toEqual([
      { message: 'Busy, try again', variant: 'error' },
      { message: 'Could not send', variant: 'error' },
    ]);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('sends a visitor whose session expired to sign in, after telling them', async () => {
    const go = vi.fn(() => expect(toasts).toHaveLength(1));
    const { result } = renderAction({
      perform: () => Promise.reject({ status: 401, data: {} }),
      signInFirst: { message: 'Sign in first', go },
    });
    act(() => result.current.run());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(toasts).toEqual([{ message: 'Sign in first', variant: 'error' }]);
  });

  it('reads the callbacks of the latest render', async () => {
    const perform = vi.fn(() => Promise.reject({ status: 500 }));
    const { result, rerender } = renderHook(
      ({ fallback }) => useMachineAction({ perform, failureFallback: fallback }),
      {
        initialProps: { fallback: 'تعذر الإرسال' },
      },
    );
    rerender({ fallback: 'Could not send' });
    act(() => result.current.run());
    await waitFor(() => expect(toasts).toEqual([{ message: 'Could not send', variant: 'error' }]));
  });
});
