import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ReminderRecord } from '../contract/index.js';
import { idOfPartition, reminderIndexKeys, reminderKey, reminderPartition } from './keys.js';
import type { Item, TableAccess } from './table-access.js';
import { dueItems, refusedByCondition } from './table-access.js';

/*
 * Reminder items, one per game beside it: the turn to recall to its player by push. o the
 * player, v the version that started the turn, e its turn.started event id, ra when to remind,
 * dl the turn's deadline, dn the subscriptions already reminded, f failed rounds, nx when the
 * next round is due. While a round waits, the item sits in the `due` index under R#<shard>.
 * The dispatcher writes it when it sees a turn start; a newer turn's replaces an older one's,
 * never the other way round.
 */

function itemToReminder(item: Item): ReminderRecord {
  return {
    gameId: idOfPartition(item.pk),
    playerId: String(item.o),
    version: Number(item.v),
    eventId: String(item.e),
    remindAt: Number(item.ra),
    deadline: Number(item.dl),
    done: Array.isArray(item.dn) ? item.dn.map(String) : [],
    failures: Number(item.f ?? 0),
    nextAt: item.nx === undefined ? null : Number(item.nx),
  };
}

export function reminderItems(t: TableAccess) {
  return {
    /**
     * Arms the reminder of a turn, unless the game's reminder is already of this turn or a
     * later one (a dispatch seen twice, or late, arms nothing); true when it armed it.
     */
    async armReminder(r: ReminderRecord): Promise<boolean> {
      const at = r.nextAt ?? r.remindAt;
      const item = { ...reminderKey(r.gameId), o: r.playerId, v: r.version, e: r.eventId, ra: r.remindAt, dl: r.deadline, dn: [...r.done], f: r.failures, nx: at, ...reminderIndexKeys(r.gameId, at) };
      return t.put('armReminder', item, { ConditionExpression: 'attribute_not_exists(pk) OR v < :v', ExpressionAttributeValues: { ':v': r.version } });
    },

    /** Reminders due by `now`, the oldest first, across every shard. */
    async dueReminders(now: number, limit = 100): Promise<ReminderRecord[]> {
      return (await dueItems(t, reminderPartition, now, limit)).map(itemToReminder);
    },

    /**
     * Records a round of the reminder of the turn that `version` started: the subscriptions
     * reminded so far, and when the next round is due (null: it is over, out of the index).
     * False when the game's reminder is of another turn by now.
     */
    async settleReminder(gameId: string, version: number, next: { done: readonly string[]; failures: number; nextAt: number | null }): Promise<boolean> {
      const due = next.nextAt === null ? null : reminderIndexKeys(gameId, next.nextAt);
      try {
        await t.send(
          new UpdateCommand({
            TableName: t.tableName,
            Key: reminderKey(gameId),
            UpdateExpression: due ? 'SET dn = :dn, f = :f, nx = :nx, dpk = :dpk, dsk = :dsk' : 'SET dn = :dn, f = :f REMOVE nx, dpk, dsk',
            ConditionExpression: 'v = :v',
            ExpressionAttributeValues: { ':v': version, ':dn': [...next.done], ':f': next.failures, ...(due && { ':nx': next.nextAt, ':dpk': due.dpk, ':dsk': due.dsk }) },
          }),
        );
        return true;
      } catch (error) {
        if (refusedByCondition(error)) return false;
        throw error;
      }
    },
  };
}
