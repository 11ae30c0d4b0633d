import type { GameStatus, RulesetId } from '../engine/index.js';
import { GAME_STATUSES, isRulesetId } from '../engine/index.js';
import type { Store } from '../store/index.js';
import { withDeadline } from '../store/index.js';
import type { ExportLimits, GameRecord } from '../contract/index.js';
import { ApiError, EXPORT_LIMITS } from '../contract/index.js';
import { isStoreFault } from './errors.js';
import { fullLog } from './log.js';
import { recordOf } from './record-service.js';
import { ID_PATTERN } from './secrets.js';
import type { Holder, Lease, Slots } from './stream-slots.js';

/*
 * The records export: a player's games as NDJSON, one whole record per line (the game view,
 * every move, the proof once finished, optionally the notation), oldest first by creation
 * time then id, a stable order that new games only extend. It pages through the store while
 * it streams: a page of memberships and their games, then each game's log and line as the
 * reader takes it, then the next page, so memory holds one page of game items and one
 * record whatever the count. A client address runs a few exports at once (`slots`), and the
 * HTTP layer hangs up on a reader that stops taking lines.
 *
 * One response stops at the first limit it meets: `limit` lines, EXPORT_LIMITS.maxBytes, no
 * new page after EXPORT_LIMITS.maxMillis, or a store fault after the first page. They are what a function can answer: a buffered
 * Lambda response holds 6 MB, and this media type goes base64-encoded (4/3 larger), inside
 * the function's 10 s. A client resumes with `after=<id of the last line>` until a response
 * has no line; every game is in exactly one response of such a chain.
 */

/** Games read per store page. */
const PAGE = 25;

/** Unchecked query parameters, as a client sends them. */
export interface ExportQuery {
  readonly player?: string | undefined;
  readonly ruleset?: string | undefined;
  readonly status?: string | undefined;
  readonly since?: string | undefined;
  readonly until?: string | undefined;
  readonly after?: string | undefined;
  readonly limit?: number | undefined;
  readonly notation?: boolean | undefined;
}

/** An ISO-8601 date, or date and time with a zone (Z or an offset); seconds and fractions optional. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** sortableTime's last year, so `until` stays a key the walk can use. */
const LATEST = Date.UTC(5000, 0, 1);

const invalid = (field: string, message: string) => new ApiError('VALIDATION_FAILED', message, { field });

function time(text: string | undefined, field: string, fallback: number): number {
  if (text === undefined) return fallback;
  const ms = ISO_TIME.test(text) ? Date.parse(text) : NaN;
  if (Number.isNaN(ms)) throw invalid(field, `${field} must be an ISO-8601 time such as 2026-11-29T12:00:00Z`);
  return Math.min(Math.max(ms, 0), LATEST);
}

/** The lines of one export, each ending in "\n"; `release` gives its place back (the iteration ending does too). */
export type ExportLines = AsyncIterable<string> & Lease;

export function createExportService({ store: base, slots }: { store: Store; slots?: Slots | undefined }) {
  return {
    /**
     * Checks the query (a refusal is an ApiError before any line), takes one of `holder`'s
     * places (RATE_LIMITED when its address runs all of its exports), then returns the lines,
     * each ending in "\n". Filters: `player` (required), `ruleset`, `status` (finished unless
     * given), `since` (inclusive) and `until` (exclusive) compared with the creation time.
     */
    async open(query: ExportQuery, limits: ExportLimits = EXPORT_LIMITS, holder?: Holder): Promise<ExportLines> {
      const { player } = query;
      if (player === undefined) throw invalid('player', 'name the player whose games to export (player=<id>)');
      if (!ID_PATTERN.test(player)) throw invalid('player', 'player must be a player id');
      if (query.ruleset !== undefined && !isRulesetId(query.ruleset)) throw invalid('ruleset', 'ruleset must be a ruleset id');
      const status = (query.status ?? 'finished') as GameStatus;
      if (!GAME_STATUSES.includes(status)) throw invalid('status', `status must be one of ${GAME_STATUSES.join(', ')}`);
      const from = time(query.since, 'since', 0);
      const to = time(query.until, 'until', LATEST);
      const maxLines = Math.min(query.limit ?? limits.maxLines, limits.maxLines);
      if (!Number.isInteger(maxLines) || maxLines < 1) throw invalid('limit', `limit must be a whole number from 1 to ${limits.maxLines}`);
      let after: { createdAt: number; gameId: string } | undefined;
      if (query.after !== undefined) {
        const game = ID_PATTERN.test(query.after) ? await base.getGame(query.after) : null;
        if (!game) throw invalid('after', 'after must be the id of a game, the last line of the previous response');
        after = { createdAt: game.createdAt, gameId: game.id };
      }
      const filter = { status, ruleset: query.ruleset as RulesetId | undefined };
      const withNotation = query.notation === true;

      /** One page of games and where the next page starts. */
      const page = (cursor: string | undefined) =>
        withDeadline(limits.pageMillis, async (deadline) => {
          const store = base.within(deadline);
          const memberships = await store.membershipsBetween(player, filter, { from, to, after }, { limit: PAGE, cursor });
          return { games: await store.getGames(memberships.items.map((m) => m.gameId)), next: memberships.nextCursor };
        });

      /** One game's line, its log read as it is written; null for a game whose status is not the one asked. */
      const line = (read: GameRecord) =>
        withDeadline(limits.pageMillis, async (deadline) => {
          const store = base.within(deadline);
          // The batch read is eventually consistent: a game that seems to differ from its membership is read again.
          const game = read.state.status === status ? read : await store.getGame(read.id);
          // An open private game is listed to its players alone; the export is anyone's.
          if (!game || game.state.status !== status || (status === 'open' && game.options.visibility === 'private')) return null;
          return `${JSON.stringify(recordOf(game, await fullLog(store, game), withNotation))}\n`;
        });

      const lease = slots?.take(holder ?? { address: 'unknown' }) ?? { release() {} };
      async function* lines(): AsyncGenerator<string> {
        const started = Date.now();
        let [count, bytes] = [0, 0];
        try {
          for (let current = await page(undefined); ; ) {
            for (const game of current.games) {
              if (count >= maxLines) return;
              const text = await line(game);
              if (text === null) continue;
              const size = Buffer.byteLength(text);
              if (count > 0 && bytes + size > limits.maxBytes) return;
              yield text;
              [count, bytes] = [count + 1, bytes + size];
            }
            if (current.next === null || Date.now() - started >= limits.maxMillis) return;
            current = await page(current.next);
          }
        } catch (error) {
          // Once the response has begun, a store that fails ends it after its last whole line,
          // where the client resumes (`after`), rather than cutting a line.
          if (count === 0 || !isStoreFault(error)) throw error;
        } finally {
          lease.release();
        }
      }
      // The first line is made before the response starts, so its failure is an ordinary 503.
      const generator = lines();
      const head = await generator.next().catch((error: unknown) => {
        lease.release();
        throw error;
      });
      return {
        release: () => {
          lease.release();
          void generator.return(undefined);
        },
        async *[Symbol.asyncIterator]() {
          if (head.done) return;
          yield head.value;
          yield* generator;
        },
      };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
