import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { Action, Api, Game, GameEvent, Move, Ruleset } from '../api.js';
import { type StreamState, openEventStream } from '../live/event-stream.js';
import { ruleset as loadRuleset } from '../rulesets.js';
import { addMove, moveOfEvent } from './log-entries.js';

/*
 * A game as the page shows it: the view, the move log and the ruleset, kept current by the
 * game's event stream. Each event newer than the view asks for the view again (coalesced: one
 * read at a time, then one more if events came meanwhile), so what is shown is always a whole
 * view the API gave, never something the client computed from events; the log grows from the
 * events themselves (log-entries.ts).
 */

export interface GameState {
  readonly game: Game | undefined;
  readonly moves: readonly Move[];
  readonly ruleset: Ruleset | undefined;
  readonly error: unknown;
  readonly stream: StreamState;
}

export interface UseGame extends GameState {
  /** Sends an action on the version shown; the answer becomes the view. */
  act(action: Action): Promise<Game>;
  /** Shows a view an action (join, leave) answered with. */
  show(game: Game): void;
  refresh(): void;
}

export function useGame(api: Api, gameId: string, onEvent: (event: GameEvent, game: Game | undefined) => void): UseGame {
  const [state, setState] = useState<GameState>({ game: undefined, moves: [], ruleset: undefined, error: null, stream: 'connecting' });
  const current = useRef<Game | undefined>(undefined);
  const wanted = useRef(0);
  const reading = useRef(false);
  const listener = useRef(onEvent);
  listener.current = onEvent;

  const show = useCallback((game: Game) => {
    if (current.current && game.version < current.current.version) return;
    current.current = game;
    setState((s) => ({ ...s, game, error: null }));
  }, []);

  // Reads the view until it is at least at the newest version an event named.
  const catchUp = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    try {
      // A read behind the event (a replica, a cache) is tried again a few times, a little later.
      let behind = 0;
      while (wanted.current > (current.current?.version ?? 0)) {
        const game = await api.game(gameId);
        show(game);
        if (game.version >= wanted.current) continue;
        if (++behind >= 5) break;
        await new Promise((resolve) => setTimeout(resolve, 250 * behind));
      }
    } catch (error) {
      setState((s) => ({ ...s, error }));
    } finally {
      reading.current = false;
    }
  }, [api, gameId, show]);

  useEffect(() => {
    let closeStream = () => undefined as void;
    let live = true;
    current.current = undefined;
    wanted.current = 0;
    void (async () => {
      try {
        // The view and the log at once (the log's last entry is the version it was read at).
        const [game, moves] = await Promise.all([api.game(gameId), api.moves(gameId)]);
        const ruleset = await loadRuleset(api, game.ruleset);
        if (!live) return;
        show(game);
        setState((s) => ({ ...s, moves, ruleset }));
        // From the older of the two reads: the stream sends what happened after it (a move
        // already in the log is not added twice, and a newer event reads the view again).
        const after = Math.min(game.version, moves.at(-1)?.version ?? 0);
        closeStream = openEventStream({
          url: api.eventsUrl(gameId),
          firstQuery: { after: String(after) },
          onState: (stream) => setState((s) => ({ ...s, stream })),
          onEvent: (raw) => {
            const event = JSON.parse(raw.data) as GameEvent;
            listener.current(event, current.current);
            const move = moveOfEvent(event);
            if (move) setState((s) => ({ ...s, moves: addMove(s.moves, move) }));
            wanted.current = Math.max(wanted.current, event.data.version);
            void catchUp();
          },
        });
      } catch (error) {
        if (live) setState((s) => ({ ...s, error }));
      }
    })();
    return () => {
      live = false;
      closeStream();
    };
  }, [api, gameId, show, catchUp]);

  const act = useCallback(
    async (action: Action) => {
      const version = current.current?.version ?? 0;
      try {
        const game = await api.act(gameId, version, action);
        show(game);
        return game;
      } catch (error) {
        // The game moved on (another device, a timeout): show it as it is now.
        void catchUp();
        throw error;
      }
    },
    [api, gameId, show, catchUp],
  );

  const refresh = useCallback(() => void catchUp(), [catchUp]);
  return { ...state, act, show, refresh };
}
