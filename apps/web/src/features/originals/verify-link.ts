import type { OriginalGame, TOriginalRound } from '@portal/contracts';
import { fairnessHref } from '@/lib/fairness-link';

export { fairnessHref };

/** What the verifier needs to recompute a round: its seeds, nonce and the player's choices. */
export function roundVerifyHref(round: TOriginalRound): string {
  // The edge the round was played at, not the brand's current one.
  const { edgeBps } = round;
  const base = {
    game: round.game,
    serverSeed: round.serverSeed,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  };
  const { params, outcome } = round;
  switch (params.game) {
    case 'DICE':
      return fairnessHref({ ...base, direction: params.direction, target: params.target, edgeBps });
    case 'LIMBO':
      return fairnessHref({ ...base, target: params.target, edgeBps });
    case 'PLINKO':
      return fairnessHref({ ...base, rows: params.rows, risk: params.risk });
    case 'KENO':
      return fairnessHref({ ...base, picks: params.picks.join(','), risk: params.risk });
    case 'MINES':
      return fairnessHref({ ...base, mines: params.mines });
    case 'HILO':
      return fairnessHref({ ...base, cards: outcome.game === 'HILO' ? outcome.cards.length : undefined });
  }
}

/** A revealed pair on the verifier, for a game, at the last nonce it was used with. */
export function pairVerifyHref(
  game: OriginalGame,
  pair: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
): string {
  return fairnessHref({
    game,
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: Math.max(0, pair.nonce - 1),
  });
}
