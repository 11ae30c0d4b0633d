import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULESET_IDS, type PlayAction, type RulesetId } from '../../src/engine/index.js';
import { silentLogger } from '../../src/log.js';
import { type GameView, createService } from '../../src/service/index.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * One seeded whole solo game per ruleset, pinned move by move: played through the service
 * over the embedded store with a fixed clock, seeded ids and dice (seededRandom) and a seeded
 * move chooser (chooseAction), and compared exactly with test/fixtures/transcripts/<ruleset>.json:
 * every action sent, the dice and score it got, the version it made, and the seat's totals
 * after it. Any change to the rules, the scoring, the dice derivation or the order in which the
 * service draws random bytes shows up here as the first move that differs.
 *
 * A change that is meant to alter the games: regenerate the fixtures deliberately, and review
 * their diff, with
 *
 *   UPDATE_TRANSCRIPTS=1 npx vitest run test/engine/transcripts.test.ts
 */

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'transcripts');
const UPDATE = process.env.UPDATE_TRANSCRIPTS === '1';
const START = Date.UTC(2026, 0, 1);

const ctx = useEmbeddedStore();

interface Totals {
  readonly total: number;
  readonly columns: Record<string, { upper?: number; bonus?: number | null; middle?: number | null; lower?: number; total: number }>;
}

type Entry = { readonly version: number; readonly type: string } & Record<string, unknown>;

function totalsOf(view: GameView): Totals {
  const seat = view.seats[0]!;
  const columns = Object.fromEntries(seat.sheet.map(({ column, upper, bonus, middle, lower, total }) => [column, { upper, bonus, middle, lower, total }]));
  return { total: seat.total, columns };
}

/** What the move that made `view` did, as the view's last move tells it. */
function entryOf(action: PlayAction, view: GameView): Entry {
  const move = view.lastMove!;
  return { version: move.version, ...action, dice: move.dice, ...(move.score !== undefined && move.score !== null && { score: move.score }), totals: totalsOf(view) };
}

async function playSeeded(ruleset: RulesetId) {
  const seed = `transcript:${ruleset}`;
  let now = START;
  const service = createService({ store: ctx.store, clock: () => (now += 1000), random: seededRandom(seed), log: silentLogger });
  const { player } = await service.players.register('Seeded');
  const ref = { id: player.id, name: player.name };
  let view = await service.games.create(ref, { ruleset, seats: 1 });
  const choose = prng(RULESET_IDS.indexOf(ruleset) + 1);
  const moves: Entry[] = [{ version: view.version, type: 'create', ruleset, seats: 1 }];
  while (view.status === 'active' && view.turn) {
    const action = chooseAction(view.turn, choose) as PlayAction;
    view = await service.games.act(ref, view.id, action);
    moves.push(entryOf(action, view));
  }
  return { ruleset, seed, gameId: view.id, status: view.status, final: totalsOf(view), moves };
}

/** One move per line, so a regenerated fixture's diff reads move by move. */
function format({ moves, ...header }: { moves: readonly unknown[] } & Record<string, unknown>): string {
  const head = JSON.stringify(header, null, 2).slice(0, -2);
  return `${head},\n  "moves": [\n${moves.map((m) => `    ${JSON.stringify(m)}`).join(',\n')}\n  ]\n}\n`;
}

describe('seeded whole-game transcripts', () => {
  it.each(RULESET_IDS)('%s plays exactly as pinned', async (ruleset) => {
    const transcript = JSON.parse(JSON.stringify(await playSeeded(ruleset))) as Awaited<ReturnType<typeof playSeeded>>;
    expect(transcript.status).toBe('finished');
    const file = join(FIXTURES, `${ruleset}.json`);
    if (UPDATE) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, format(transcript));
    }
    expect(existsSync(file), `${file} is missing: UPDATE_TRANSCRIPTS=1 npx vitest run test/engine/transcripts.test.ts`).toBe(true);
    const pinned = JSON.parse(readFileSync(file, 'utf8')) as typeof transcript;
    // Move by move first, so a difference names the first move that differs.
    for (let i = 0; i < Math.max(pinned.moves.length, transcript.moves.length); i++) {
      expect(transcript.moves[i], `move ${i + 1} of ${ruleset}`).toEqual(pinned.moves[i]);
    }
    expect(transcript).toEqual(pinned);
  });
});
