import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataCards } from './data-cards.tsx';
import type { Column } from './data-table.tsx';

afterEach(cleanup);

interface Bet {
  id: number;
  game: string;
  stake: string;
  profit: string;
}

const columns: Column<Bet>[] = [
  { id: 'game', header: 'Game', cell: (b) => b.game, rowHeader: true },
  { id: 'time', header: 'Time', cell: () => '10:00' },
  { id: 'stake', header: 'Stake', cell: (b) => b.stake, className: 'num' },
  { id: 'profit', header: 'Profit', cell: (b) => b.profit, className: 'num' },
];

describe('DataCards', () => {
  it('draws a list with one card per row, each a list of label/value pairs', () => {
    render(
      <DataCards
        className="records-cards"
        label="Betting record"
        columns={columns}
        rows={[
          { id: 1, game: 'Dice', stake: '10.00', profit: '-10.00' },
          { id: 2, game: 'Keno', stake: '5.00', profit: '7.50' },
        ]}
        rowKey={(b) => b.id}
      />,
    );
    const list = screen.getByRole('list', { name: 'Betting record' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1] as HTMLElement;
    const terms = within(second)
      .getAllByRole('term')
      .map((el) => el.textContent);
    const values = within(second)
      .getAllByRole('definition')
      .map((el) => el.textContent);
    expect(terms).toEqual(['Game', 'Time', 'Stake', 'Profit']);
    expect(values).toEqual(['Keno', '10:00', '5.00', '7.50']);
    expect(within(second).getByText('7.50').className).toContain('num');
  });

  it('turns the footer row into a last card, each cell under the header of its column', () => {
    render(
      <DataCards
        className="records-cards"
        label="Betting record"
        columns={columns}
        rows={[{ id: 1, game: 'Dice', stake: '10.00', profit: '-10.00' }]}
        rowKey={(b) => b.id}
        footer={
          <tr>
            <th scope="row" colSpan={2}>
              Totals (1 bet)
            </th>
            <td className="num">10.00</td>
            <td />
          </tr>
        }
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const totals = cards[1] as HTMLElement;
    expect(within(totals).getByText('Totals (1 bet)')).toBeTruthy();
    expect(
      within(totals)
        .getAllByRole('term')
        .map((el) => el.textContent),
    ).toEqual(['Stake']);
    expect(
      within(totals)
        .getAllByRole('definition')
        .map((el) => el.textContent),
    ).toEqual(['10.00']);
  });
});
