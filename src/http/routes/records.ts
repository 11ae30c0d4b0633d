import { z } from '@hono/zod-openapi';
import {
  MovePageSchema,
  PlayerStatsSchema,
  ProofSchema,
  EXPORT_LIMITS,
  MAX_MOVES_PAGE,
  GameStatusSchema,
  RulesetIdSchema,
  FAIR_USE_LIMITS,
} from '../../contract/index.js';
import { hangUp } from '../../edge/index.js';
import type { ExportLines } from '../../service/index.js';
import type { App } from '../env.js';
import { etag, json, notModified, services } from '../env.js';
import { HEADERS, IdParam, PUBLIC, jsonResponse, notModifiedResponse, operationRoute, stringsUnchecked } from '../openapi.js';

/* Game records over REST: the proof of a game's dice, the move log in pages, the notation text, the export and a player's statistics. */

const GameParam = IdParam('gameId', 'A game id');
const ReadHeaders = z.object({
  'if-none-match': z.string().optional().meta({ description: 'The ETag of the copy you hold; 304 when the game has not changed since.', example: '"12"' }),
});

const text = (description: string, type: string) => ({
  description,
  headers: { 'X-Request-Id': HEADERS['X-Request-Id'], ETag: HEADERS.ETag },
  content: { [type]: { schema: z.string().meta({ description }) } },
});

const moves = operationRoute({
  method: 'get',
  path: '/games/{gameId}/moves',
  operationId: 'listMoves',
  tags: ['Games'],
  summary: 'The move log',
  description: `Every accepted action in order: seat, player, type, arguments, the dice it produced or scored, the score written, the version it created and when. Paged like the other lists, but \`limit\` is 1 to ${MAX_MOVES_PAGE} and ${MAX_MOVES_PAGE} when absent, which holds every game whole.`,
  security: PUBLIC,
  request: {
    params: GameParam,
    headers: ReadHeaders,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(MAX_MOVES_PAGE).optional().meta({ description: `1 to ${MAX_MOVES_PAGE}; ${MAX_MOVES_PAGE} when absent.` }),
      cursor: z.string().max(100).optional().meta({ description: 'The `nextCursor` of the previous page.' }),
    }),
  },
  responses: { 200: jsonResponse(MovePageSchema, 'The move log', 'ETag'), ...notModifiedResponse },
});

const proof = operationRoute({
  method: 'get',
  path: '/games/{gameId}/proof',
  operationId: 'getProof',
  tags: ['Games'],
  summary: "The proof of a finished game's dice",
  description: 'The server seed (its SHA-256 is the `dice.commitment` every view showed), the scheme and the client seeds: enough to recompute every die (`npm run verify-game -- <game URL>`). 409 GAME_NOT_FINISHED before the end.',
  security: PUBLIC,
  request: { params: GameParam },
  responses: { 200: jsonResponse(ProofSchema, 'The proof') },
});

const notation = operationRoute({
  method: 'get',
  path: '/games/{gameId}/notation.txt',
  operationId: 'getNotation',
  tags: ['Games'],
  summary: 'The game as notation text (YGN 1)',
  description: 'A whole game as text, one line per move with its dice (docs/notation.md): the same bytes for the same game, readable back with the engine\'s parseGame.',
  security: PUBLIC,
  request: { params: GameParam, headers: ReadHeaders },
  responses: { 200: text('The game in YGN 1', 'text/plain'), ...notModifiedResponse },
});

const exportGames = operationRoute({
  method: 'get',
  path: '/games/export',
  operationId: 'exportGames',
  tags: ['Games'],
  summary: "A player's games as NDJSON, one whole record per line",
  description: [
    'Each line is `{ game, moves, proof, notation? }`: the game view, every move, the proof once finished, and the notation text with `notation=true`. Oldest first (creation time, then id), streamed as the store is read.',
    `One response holds at most ${EXPORT_LIMITS.maxLines.toLocaleString('en')} lines (\`limit\`), ${EXPORT_LIMITS.maxBytes / 1024 / 1024} MiB, and reads no page after ${EXPORT_LIMITS.maxMillis / 1000} s (what a function may answer).`,
    `A client address runs at most ${FAIR_USE_LIMITS.exportsPerAddress} exports at once (429 RATE_LIMITED beyond), and a reader that takes nothing for ${FAIR_USE_LIMITS.exportStallMillis / 1000} s is disconnected.`,
    'Resume with `after=<id of the last line>` until a response has no line.',
  ].join(' '),
  security: PUBLIC,
  request: {
    query: z.object({
      player: z.string().max(64).meta({ description: 'Whose games (required).', example: 'k3v9x2m7q1w8e4r6' }),
      ruleset: RulesetIdSchema.optional(),
      status: GameStatusSchema.optional().meta({ description: 'Only games with this status; `finished` when absent.' }),
      since: z.string().max(40).optional().meta({ description: 'Games created at or after this ISO-8601 time.', example: '2026-11-01T00:00:00Z' }),
      until: z.string().max(40).optional().meta({ description: 'Games created before this ISO-8601 time.', example: '2026-12-01T00:00:00Z' }),
      after: z.string().max(64).optional().meta({ description: 'The id of the last line of the previous response: continue after it.' }),
      limit: z.coerce.number().int().min(1).max(EXPORT_LIMITS.maxLines).optional().meta({ description: `Lines at most, 1 to ${EXPORT_LIMITS.maxLines}.` }),
      notation: z.enum(['true', 'false']).optional().meta({ description: 'Add each game\'s notation text (`notation`).' }),
    }),
  },
  responses: {
    200: {
      description: 'One JSON record per line',
      headers: { 'X-Request-Id': HEADERS['X-Request-Id'] },
      content: { 'application/x-ndjson': { schema: z.string().meta({ description: 'Newline-delimited JSON: one `{ game, moves, proof, notation? }` per line.' }) } },
    },
  },
});

const stats = operationRoute({
  method: 'get',
  path: '/players/{playerId}/stats',
  operationId: 'getPlayerStats',
  tags: ['Players'],
  summary: "A player's statistics per ruleset",
  description: 'Games played, finished, won and resigned, mean, best and worst total, upper-bonus rate, per ruleset played; every game counts once, computed from the player\'s games.',
  security: PUBLIC,
  request: { params: IdParam('playerId', 'A player id') },
  responses: { 200: jsonResponse(PlayerStatsSchema, 'The statistics') },
});

/**
 * The lines of an export as a byte stream, pulled as the client reads. A reader that takes
 * nothing for `stallMs` while lines remain is hung up on (`cut`): the export's place and its
 * page of games are given back, and the client resumes with `after`.
 */
function ndjson(lines: ExportLines, stallMs: number, cut: () => void): ReadableStream<Uint8Array> {
  const iterator = lines[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let stalled: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(stalled);
    lines.release();
  };
  return new ReadableStream({
    async pull(controller) {
      clearTimeout(stalled);
      const next = await iterator.next();
      if (next.done) {
        end();
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value));
      stalled = setTimeout(() => {
        end();
        void iterator.return?.();
        controller.error(new Error('the reader stopped reading'));
        cut();
      }, stallMs);
    },
    async cancel() {
      end();
      await iterator.return?.();
    },
  });
}

/** Registered before the game routes: `/games/export` must not be read as a game id. */
export function recordRoutes(app: App, exportStallMs: number = FAIR_USE_LIMITS.exportStallMillis): void {
  app.openapi(exportGames, async (c) => {
    const q = c.req.valid('query');
    const opened = await services(c).exports.open({ ...q, notation: q.notation === 'true' }, EXPORT_LIMITS, { address: c.get('client') });
    const lines = ndjson(opened, exportStallMs, () => hangUp(c));
    // The body is a stream, which the route types cannot name (as in events.ts).
    return c.body(lines, 200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' }) as never;
  });

  app.openapi(stringsUnchecked(app, moves), async (c) => {
    const page = await services(c).records.moves(c.req.param('gameId'), c.req.valid('query'));
    if (notModified(c, etag(page.version))) return c.body(null, 304, { etag: etag(page.version) });
    c.header('etag', etag(page.version));
    c.header('cache-control', 'no-cache');
    return c.json(json({ items: page.items, nextCursor: page.nextCursor }), 200);
  });

  app.openapi(proof, async (c) => c.json(json(await services(c).records.proof(c.req.valid('param').gameId)), 200));

  app.openapi(stringsUnchecked(app, notation), async (c) => {
    const { version, text: body } = await services(c).records.notation(c.req.param('gameId'));
    if (notModified(c, etag(version))) return c.body(null, 304, { etag: etag(version) });
    return c.body(body, 200, { 'content-type': 'text/plain; charset=utf-8', etag: etag(version), 'cache-control': 'no-cache' });
  });

  app.openapi(stats, async (c) => c.json(json(await services(c).records.stats(c.req.valid('param').playerId)), 200));
}
