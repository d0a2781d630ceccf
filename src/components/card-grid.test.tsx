import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGrid } from './card-grid';

describe('CardGrid', () => {
  it('puts each card in its own list item, skipping empty children', () => {
    const cards = ['First report', 'Second report'];
    render(
      <CardGrid>
        {cards.map((title) => (
          <article key={title}>{title}</article>
        ))}
        {false}
      </CardGrid>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(cards);
  });
});
