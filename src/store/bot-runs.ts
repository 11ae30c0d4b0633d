import type { BotRun } from '../contract/index.js';
import { BOT_RUN_PREFIX, botRunKey, idOfPartition, playerKey } from './keys.js';
import type { Item, TableAccess } from './table-access.js';

/*
 * Bot runs: a player's places for games of bots only running at once, one item per place
 * under the player (g the game that holds it, c when it was taken). A place is taken by a
 * conditional write, so two creates racing for the last one cannot both get it; it is freed
 * lazily, by the next create that finds its game over.
 */

const runOfItem = (item: Item): BotRun => ({
  playerId: idOfPartition(item.pk),
  slot: Number(String(item.sk).slice(BOT_RUN_PREFIX.length)),
  gameId: String(item.g),
  at: Number(item.c),
});

export function botRunItems(t: TableAccess) {
  return {
    /** The player's places, each with the game that took it last; read strongly consistent. */
    async botRuns(playerId: string): Promise<BotRun[]> {
      const items = await t.queryAll('botRuns', {
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :r)',
        ExpressionAttributeValues: { ':p': playerKey(playerId).pk, ':r': BOT_RUN_PREFIX },
        ConsistentRead: true,
      });
      return items.map(runOfItem);
    },

    /** Takes a place for `run.gameId`: a free one, or the one `replacing` still holds; false when another took it first. */
    async claimBotRun(run: BotRun, replacing: string | null): Promise<boolean> {
      const item = { ...botRunKey(run.playerId, run.slot), g: run.gameId, c: run.at };
      return t.put(
        'claimBotRun',
        item,
        replacing === null ? { ConditionExpression: 'attribute_not_exists(pk)' } : { ConditionExpression: 'g = :g', ExpressionAttributeValues: { ':g': replacing } },
      );
    },
  };
}
