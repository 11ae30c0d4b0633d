import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { type Action, type Game, type RulesetId, type YambClient, createYambClient, ifMatch } from 'yamb-client';

/*
 * A bot that plays a whole solo game through the typed client:
 *
 *   npx tsx examples/play-solo.ts http://localhost:3000 [ruleset]
 *
 * It registers a player, creates a one-seat game and, turn after turn, rolls once and
 * writes the dice in the available box with the best score (announcing first when the only
 * boxes left need an announcement). Every action is sent as the README recommends: with
 * If-Match, so it applies only to the state the bot decided on, and with an Idempotency-Key
 * of its own, so the client may repeat it safely after a timeout or a 503.
 */

export interface PlaySoloOptions {
  readonly baseUrl: string;
  readonly ruleset?: RulesetId;
  readonly name?: string;
  /** Passed to the client; globalThis.fetch by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** Called after each accepted action. */
  readonly onAction?: (action: Action, game: Game) => void;
}

export interface SoloResult {
  readonly gameId: string;
  readonly playerId: string;
  /** The game as the last action left it. */
  readonly game: Game;
  readonly total: number;
  /** Actions sent, not counting the create. */
  readonly actions: number;
}

/** The next action for the bot's turn: roll once, then the best box (ties: the first offered). */
export function nextAction(turn: NonNullable<Game['turn']>): Action {
  if (turn.rollsUsed === 0) return { type: 'roll' };
  const best = turn.available.reduce<(typeof turn.available)[number] | undefined>((top, box) => (top === undefined || box.score > top.score ? box : top), undefined);
  if (best) return { type: 'score', column: best.column, category: best.category };
  // Only boxes that need an announcement are left: announce, and the announced box opens.
  const announce = turn.announceable[0];
  if (announce) return { type: 'announce', category: announce };
  if (turn.canRoll) return { type: 'roll' };
  throw new Error(`no legal action in turn ${turn.number}: ${JSON.stringify(turn)}`);
}

function expectData<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.data === undefined) throw new Error(`${what}: ${result.response.status} ${JSON.stringify(result.error)}`);
  return result.data;
}

async function act(client: YambClient, game: Game, action: Action): Promise<Game> {
  const result = await client.POST('/v1/games/{gameId}/actions', {
    params: { path: { gameId: game.id }, header: { 'if-match': ifMatch(game.version), 'idempotency-key': randomUUID() } },
    body: action,
  });
  return expectData(result, `${action.type} at version ${game.version}`);
}

/** Plays one solo game to the end; resolves with the finished game and its total. */
export async function playSolo({ baseUrl, ruleset = 'yams-5', name = 'Solo bot', fetch, onAction }: PlaySoloOptions): Promise<SoloResult> {
  const anonymous = createYambClient({ baseUrl, ...(fetch && { fetch }) });
  const registered = expectData(await anonymous.POST('/v1/players', { body: { name } }), 'register');
  const client = createYambClient({ baseUrl, token: registered.token, ...(fetch && { fetch }) });

  let game = expectData(
    await client.POST('/v1/games', { params: { header: { 'idempotency-key': randomUUID() } }, body: { ruleset, seats: 1 } }),
    'create a game',
  );
  let actions = 0;
  while (game.status === 'active' && game.turn) {
    const action = nextAction(game.turn);
    game = await act(client, game, action);
    actions += 1;
    onAction?.(action, game);
  }
  const seat = game.seats[0];
  if (game.status !== 'finished' || !seat) throw new Error(`the game ended ${game.status}`);
  return { gameId: game.id, playerId: registered.player.id, game, total: seat.total, actions };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://localhost:3000', rulesetArg = 'yams-5'] = process.argv.slice(2);
  // The server refuses an unknown ruleset with 400 VALIDATION_FAILED, naming the ids it knows.
  const ruleset = rulesetArg as RulesetId;
  const result = await playSolo({
    baseUrl,
    ruleset,
    onAction: (action, game) => {
      if (action.type === 'score') console.log(`turn ${game.lastMove?.turn}: ${action.column} ${action.category} ${game.lastMove?.score}`);
    },
  });
  console.log(`game ${result.gameId} (${ruleset}) finished after ${result.actions} actions: total ${result.total}`);
}
