import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScreenHydrated, startHydratingServerPage, useScreenSettled } from './screen-hydration';

function Settled() {
  return <p>{useScreenSettled() ? 'settled' : 'waiting'}</p>;
}

function PageWithScreen() {
  const [screenShown, showScreen] = useState(false);
  return (
    <>
      <Settled />
      <button onClick={() => showScreen(true)}>show</button>
      {screenShown && <ScreenHydrated />}
    </>
  );
}

describe('a server-rendered page’s screen hydrating', () => {
  it('is settled at once in a page the browser draws alone', () => {
    render(<Settled />);
    expect(screen.getByText('settled')).toBeDefined();
  });

  it('keeps what only the browser knows waiting until the screen has hydrated', () => {
    startHydratingServerPage();
    render(<PageWithScreen />);
    expect(screen.getByText('waiting')).toBeDefined();
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByText('settled')).toBeDefined();
  });
});
