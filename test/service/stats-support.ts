import { expect } from 'vitest';
import type { PlayAction } from '../../src/engine/index.js';
import { RULESETS, RULESET_IDS } from '../../src/engine/index.js';
import type { GameView, Service } from '../../src/service/index.js';

/** Helpers of the statistics tests: games played to their last action, and statistics recomputed from the games. */

/** The action the finishQuickly policy takes now: the best box, else an announcement, else a roll. */
export function quickAction(view: GameView): PlayAction {
  const turn = view.turn!;
  if (turn.available.length > 0) {
    const best = [...turn.available].sort((a, b) => b.score - a.score)[0]!;
    return { type: 'score', column: best.column, category: best.category };
  }
  if (turn.rollsUsed > 0 && turn.announceable.length > 0) return { type: 'announce', category: turn.announceable[0]! };
  return { type: 'roll' };
}

/** Whether `action` would end the game: a score of the last empty box, every other seat full or resigned. */
export function isLast(view: GameView, action: PlayAction): boolean {
  if (action.type !== 'score' || !view.turn) return false;
  const empty = (seat: GameView['seats'][number]) => seat.sheet.reduce((n, c) => n + c.boxes.filter((b) => b.score === null).length, 0);
  return view.seats.every((s) => s.resigned || empty(s) === (s.seat === view.turn!.seat ? 1 : 0));
}

/** Plays the game quickly up to its last action; the view then, and that action (not played). */
export async function playToLast(service: Service, view: GameView): Promise<{ view: GameView; last: PlayAction }> {
  let current = view;
  for (;;) {
    const action = quickAction(current);
    if (isLast(current, action)) return { view: current, last: action };
    current = await service.games.act(current.turn!.player, current.id, action);
  }
}

/** Plays the game quickly up to its last action, then runs `beforeLast` and plays that one too; the finished view. */
export async function finishWith(service: Service, view: GameView, beforeLast: () => void | Promise<void> = () => {}): Promise<GameView> {
  let current = view;
  while (current.status === 'active' && current.turn) {
    const action = quickAction(current);
    if (isLast(current, action)) await beforeLast();
    current = await service.games.act(current.turn.player, current.id, action);
  }
  return current;
}

/** A player's statistics recomputed from the games themselves (their views), as the API defines them. */
export async function recomputed(service: Service, playerId: string, gameIds: readonly string[]) {
  const games = await Promise.all(gameIds.map((id) => service.games.get(id)));
  const seated = games.flatMap((g) => g.seats.filter((s) => s.player?.id === playerId).map((s) => ({ g, s })));
  return RULESET_IDS.flatMap((ruleset) => {
    const seats = seated.filter(({ g }) => g.ruleset === ruleset && (g.status === 'active' || g.status === 'finished'));
    if (seats.length === 0) return [];
    const sheets = seats.filter(({ g, s }) => g.status === 'finished' && !s.resigned).map(({ s }) => s);
    const totals = sheets.map((s) => s.total);
    const { totals: rules, columns } = RULESETS[ruleset];
    const sections = rules.kind === 'sections' && rules.upperBonus ? columns.length : 0;
    const bonuses = sheets.reduce((n, s) => n + s.sheet.filter((c) => (c.bonus ?? 0) > 0).length, 0);
    return [
      {
        ruleset,
        played: seats.length,
        finished: seats.filter(({ g }) => g.status === 'finished').length,
        won: sheets.filter((s) => s.place === 1).length,
        resigned: seats.filter(({ s }) => s.resigned).length,
        mean: totals.length ? totals.reduce((a, b) => a + b, 0) / totals.length : null,
        best: totals.length ? Math.max(...totals) : null,
        worst: totals.length ? Math.min(...totals) : null,
        upperBonusRate: sheets.length && sections ? bonuses / (sheets.length * sections) : null,
      },
    ];
  });
}

/** Expects the service's statistics of `player` to equal a recomputation from `gameIds`. */
export async function expectExact(service: Service, player: { id: string; name: string }, gameIds: readonly string[]): Promise<void> {
  expect(await service.records.stats(player.id)).toEqual({ player: { id: player.id, name: player.name }, rulesets: await recomputed(service, player.id, gameIds) });
}
