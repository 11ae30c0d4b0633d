import { EventEmitter } from 'node:events';
import type { EventView } from '../contract/index.js';
import type { VersionEvents } from './events.js';
import { addressees, receives } from './events.js';

/*
 * The events of this process's writes, pushed to the streams open in this process: how the
 * local server's streams learn of a move without polling. (A deployed function serves a
 * stream by polling the store instead, since the move may be written by any instance.)
 */

export type LiveListener = (events: readonly EventView[]) => void;

export function createLiveEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    /** No stream listens in this process: what a write would publish need not be built. */
    get idle(): boolean {
      return emitter.eventNames().length === 0;
    },

    /** Events of a game (or a tournament), just written. */
    publish(sourceId: string, versions: readonly VersionEvents[]): void {
      const all = versions.flatMap((v) => v.events);
      if (all.length === 0) return;
      emitter.emit(`source:${sourceId}`, all);
      for (const player of addressees(versions)) {
        emitter.emit(`player:${player}`, versions.flatMap((v) => v.events.filter((e) => receives(v, e, player))));
      }
    },

    /** Listens to one game's (or tournament's) events, or those a player receives; returns how to stop. */
    subscribe(topic: { game: string } | { tournament: string } | { player: string }, listener: LiveListener): () => void {
      const name = 'game' in topic ? `source:${topic.game}` : 'tournament' in topic ? `source:${topic.tournament}` : `player:${topic.player}`;
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

export type LiveEvents = ReturnType<typeof createLiveEvents>;
