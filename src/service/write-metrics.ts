import type { MetricsSink } from '../metrics.js';
import { METRIC } from '../metrics.js';
import type { GameRecord } from '../contract/index.js';

/**
 * Counts what one game write that landed did, from the log entries it added: a timeout, or
 * else the player's action (the write's first entry), and the turns bots played after it in
 * the same write. Every landed write passes here once, whoever made it and whether or not its
 * reply was lost; a write that lost its race, a refusal or a replay never does.
 */
export function countWrite(metrics: MetricsSink, game: GameRecord, fromVersion: number): void {
  const added = game.pending.filter((e) => e.version > fromVersion);
  const first = added[0];
  if (!first) return;
  metrics.count(first.event.type === 'timeout' ? METRIC.timeoutsApplied : METRIC.actionsAccepted);
  // A bot's turn ends with its score; its joins (at a create) and rolls are not turns.
  const botTurns = added.filter((e) => e.event.type === 'score' && game.bots[e.event.seat]).length;
  if (botTurns > 0) metrics.count(METRIC.botTurns, botTurns);
}
