import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { pageFromSearch, searchWithPage, usePageParam } from './use-page-param';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  return { location, ...renderHook(() => usePageParam(), { wrapper }) };
}

describe('the page of a list in the address', () => {
  it('reads a positive whole number, and anything else as page 1', () => {
    expect(pageFromSearch('page=3')).toBe(3);
    expect(pageFromSearch('?page=12&q=x')).toBe(12);
    for (const junk of [
      '',
      'page=',
      'page=0',
      'page=-1',
      'page=2.5',
      'page=abc',
      'page=1e3',
      'page=%203',
      'page=007',
      'page=99999999999',
    ]) {
      expect(pageFromSearch(junk), junk).toBe(1);
    }
  });

  it('writes page 1 as no parameter, and keeps the other parameters', () => {
    expect(searchWithPage('', 2)).toBe('?page=2');
    expect(searchWithPage('page=4', 1)).toBe('');
    expect(searchWithPage('q=bees&page=4', 1)).toBe('?q=bees');
    expect(searchWithPage('q=bees', 3)).toBe('?q=bees&page=3');
  });

  it('moves through pages as history entries, so Back returns to the page before', () => {
    const { result, location } = renderAt('/faqs');
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1](3));
    expect(location.history).toEqual(['/faqs', '/faqs?page=2', '/faqs?page=3']);
    act(() => result.current[1](1));
    expect(location.history.at(-1)).toBe('/faqs');
    expect(result.current[0]).toBe(1);
  });

  it('opens a shared link on its page', () => {
    expect(renderAt('/faqs?page=5').result.current[0]).toBe(5);
    expect(renderAt('/faqs?page=abc').result.current[0]).toBe(1);
  });

  it('in the browser, Back shows the page before and Forward the page after', async () => {
    window.history.replaceState(null, '', '/faqs');
    const { result } = renderHook(() => usePageParam());
    act(() => result.current[1](2));
    act(() => result.current[1](3));
    expect(window.location.search).toBe('?page=3');
    act(() => window.history.back());
    await waitFor(() => expect(result.current[0]).toBe(2));
    act(() => window.history.back());
    await waitFor(() => expect(result.current[0]).toBe(1));
    expect(window.location.search).toBe('');
    act(() => window.history.forward());
    await waitFor(() => expect(result.current[0]).toBe(2));
  });
});
