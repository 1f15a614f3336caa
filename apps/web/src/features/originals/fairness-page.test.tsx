import { createHash, createHmac } from 'node:crypto';
import { ORIGINALS_ROUTES } from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '@/test/serve';
import { FairnessPage } from './fairness-page';
import { originalsConfig, renderGame } from './test-utils';

// Worked out here with node:crypto, independently of @portal/fairness, from the published scheme.
const SERVER_SEED = '3f9a1c0e5b7d2468ace13579bdf02468ace13579bdf02468ace13579bdf0246a';
const CLIENT_SEED = 'my-lucky-seed';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bytesOf = (nonce: number, round = 0) =>
  createHmac('sha256', SERVER_SEED).update(`${CLIENT_SEED}:${nonce}:${round}`).digest();
const uint32 = (nonce: number, i: number) => bytesOf(nonce, Math.floor(i / 8)).readUInt32BE((i % 8) * 4);

function expectedDiceRoll(nonce: number): string {
  const roll = Math.floor((uint32(nonce, 0) * 10_001) / 2 ** 32);
  return (roll / 100).toFixed(2);
}

function expectedMines(nonce: number, mines: number): number[] {
  const left = Array.from({ length: 25 }, (_, i) => i);
  return Array.from({ length: mines }, (_, i) => {
    const index = Math.floor((uint32(nonce, i) / 2 ** 32) * left.length);
    return left.splice(index, 1)[0] as number;
  });
}

function open(query: Record<string, string>) {
  serve({ [`GET ${ORIGINALS_ROUTES.config.path}`]: () => originalsConfig({ houseEdgeBps: 100 }) });
  return renderGame('/fairness', <FairnessPage />, `/fairness?${new URLSearchParams(query).toString()}`).then(
    () => screen.findByTestId('verify-outcome'),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('fairness page', () => {
  it('opens without an error: empty fields are asked for, not marked wrong; a bad value is (issue 20)', async () => {
    serve({ [`GET ${ORIGINALS_ROUTES.config.path}`]: () => originalsConfig({ houseEdgeBps: 100 }) });
    await renderGame('/fairness', <FairnessPage />);
    expect(await screen.findByText('Enter the Server seed to see the outcome.')).toBeTruthy();
    expect(screen.queryByText('Please check this value.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What “provably fair” means' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How to check a round' })).toBeTruthy();
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Server seed' })[0] as HTMLElement, {
      target: { value: SERVER_SEED },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nonce' }), { target: { value: 'x1' } });
    expect(await screen.findByText('Please check this value.')).toBeTruthy();
  });

  it('recomputes a dice round from the query string and checks the server seed against its hash', async () => {
    const outcome = await open({
      game: 'DICE',
      serverSeed: SERVER_SEED,
      serverSeedHash: sha256(SERVER_SEED),
      clientSeed: CLIENT_SEED,
      nonce: '3',
      direction: 'OVER',
      target: '5050',
    });
    expect(outcome.textContent).toBe(expectedDiceRoll(3));
    expect(screen.getByTestId('hash-check').textContent).toBe('The server seed matches its hash.');
    const won = Number(expectedDiceRoll(3)) > 50.5;
    expect(screen.getByText(won ? 'win at 2.0000×' : 'loss')).toBeTruthy();
    // The raw numbers: the first float is the first 4 bytes over 2^32.
    const first = (uint32(3, 0) / 2 ** 32).toFixed(12);
    fireEvent.click(screen.getByText('Raw numbers (1)'));
    expect(screen.getByText(first)).toBeTruthy();

    // Another nonce gives that nonce's roll.
    fireEvent.change(screen.getByRole('textbox', { name: 'Nonce' }), { target: { value: '4' } });
    expect(screen.getByTestId('verify-outcome').textContent).toBe(expectedDiceRoll(4));
  });

  it('flags a server seed that does not match the hash', async () => {
    await open({
      game: 'DICE',
      serverSeed: SERVER_SEED,
      serverSeedHash: sha256(`${SERVER_SEED}x`),
      clientSeed: CLIENT_SEED,
      nonce: '0',
    });
    expect(screen.getByTestId('hash-check').textContent).toBe('The server seed does NOT match this hash.');
    expect(screen.getByTestId('hash-check').className).toContain('og-check--bad');
  });

  it('places the mines of a round as the published Fisher-Yates draw does', async () => {
    const outcome = await open({
      game: 'MINES',
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: '11',
      mines: '5',
    });
    const mines = expectedMines(11, 5);
    const marked = within(outcome)
      .getAllByRole('img')
      .filter((tile) => tile.className.includes('og-tile--boom'))
      .map((tile) => Number(tile.textContent) - 1);
    expect(marked.sort((a, b) => a - b)).toEqual([...mines].sort((a, b) => a - b));
  });

  it('checks a crash hash against the previous round and computes its crash point', async () => {
    const hash = sha256('round-seed');
    const previous = sha256(hash);
    await open({ game: 'CRASH', hash, salt: 'public-salt', edgeBps: '100', previousHash: previous });
    const mac = createHmac('sha256', hash).update('public-salt').digest('hex');
    const r = BigInt(`0x${mac.slice(0, 13)}`);
    const space = 2n ** 52n;
    const point = Math.max(100, Number((9_900n * space) / (100n * (space - r))));
    expect(screen.getByTestId('verify-outcome').textContent).toBe(`${(point / 100).toFixed(2)}×`);
    expect(screen.getByText('This hash leads to the previous round’s hash.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Previous round hash (optional)' }), {
      target: { value: sha256('something else') },
    });
    expect(screen.getByText('This hash does NOT lead to the previous round’s hash.')).toBeTruthy();
  });
});
