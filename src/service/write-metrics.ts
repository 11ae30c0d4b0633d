import type { MetricsSink } from '../metrics.js';
import { METRIC } from '../metrics.js';
import type { GameRecord } from '../contract/index.js';

/**
 * Counts what one game write that landed did, from the log entries it added: a timeout, or
 * else the player's action (the write's first entry), and the turns bots played after it in
 * the same write (or, in a write of the background player, the turns alone). Every landed write passes here once, whoever made it and whether or not its
 * reply was lost; a write that lost its race, a refusal or a replay never does.
 */
export function countWrite(metrics: MetricsSink, game: GameRecord, fromVersion: number): void {
  const added = game.pending.filter((e) => e.version > fromVersion);
  const first = added[0];
  if (!first) return;
  // A write of the background player's starts with a bot's move: its turns are all it did.
  const background = game.bots[first.event.seat] && first.event.type !== 'create' && first.event.type !== 'join' && first.event.type !== 'timeout';
  if (!background) metrics.count(first.event.type === 'timeout' ? METRIC.timeoutsApplied : METRIC.actionsAccepted);
  // A bot's turn ends with its score; its joins (at a create) and rolls are not turns.
  const botTurns = added.filter((e) => e.event.type === 'score' && game.bots[e.event.seat]).length;
  if (botTurns > 0) metrics.count(METRIC.botTurns, botTurns);
}
