/*
 * Checks the dice of a finished game, from nothing but what the API publishes:
 *
 *   npx tsx scripts/verify-game.ts [--commitment=<hex>] <game URL>...
 *   npm run verify-game -- https://api.example/v1/games/k3v9x2m7q1w8e4r6
 *
 * It reads the game (GET <url>), its proof (GET <url>/proof) and its whole move log (GET
 * <url>/moves, every page), and imports nothing from the server's code: it is a second,
 * independent reading of the published scheme (docs/fair-dice.md), small enough to audit.
 *
 * What it checks:
 *  1. the game is finished; the proof's seed is 32 bytes and its SHA-256 is the commitment
 *     the game shows (and the one given with --commitment, the value you noted when the game
 *     began: a server that changed both would be caught only by that);
 *  2. the scheme is hmac-sha256-v1 (or hmac-sha256-v0 for games created before client seeds,
 *     which have none) with one client seed per seat;
 *  3. the log is versions 1, 2, 3, ... with no gap, up to the game's version;
 *  4. every die of every roll: the roll that creates version v draws bytes from
 *     HMAC-SHA256(seed, "roll:<v>:<block>:<c>") (v0: "roll:<v>:<block>"), block = 0, 1, ...,
 *     <c> the client seeds joined by "|"; a byte below 252 is the die byte % 6 + 1, the others
 *     are skipped; the dice fill the rerolled positions in ascending order. A timeout that
 *     rolls for the seat draws every die the same way;
 *  5. kept dice: a turn's first roll keeps nothing, and a later roll leaves the kept positions
 *     as the previous roll of that turn showed them;
 *  6. every box written (score and timeout): its dice are the dice of that turn's last roll,
 *     the box was empty, and its score is what those dice make in that category (RULES.md,
 *     written out again below);
 *  7. every box of every sheet the game shows holds what the log wrote there, and each
 *     seat's grand total is the sum of its boxes with the documented bonuses (jamb: per
 *     column, +30 once its six number boxes are filled and add up to 60 or more, and Max and
 *     Min count only as the middle subtotal Ones x (Max - Min), once the three are filled;
 *     yams-5 and yams-6: +35 once the number boxes reach 63, resp. 70).
 * It does not check which boxes the rules allowed (column order, announcements, timeouts'
 * choice of box): those decide nothing about the dice, and the server's replay checks them.
 *
 * It prints each check and a verdict; the exit code is 0 when every game is verified, 1
 * when a check fails, 2 when a game could not be read.
 */
import { createHash, createHmac } from 'node:crypto';
import { pathToFileURL } from 'node:url';

interface Move {
  version: number;
  type: string;
  seat: number;
  turn: number | null;
  keep?: number[];
  dice?: number[];
  rolled?: number[];
  column?: string;
  category?: string;
  score?: number;
}
interface Proof {
  scheme: string;
  serverSeed: string;
  commitment: string;
  clientSeeds: string[];
}
interface GameView {
  ruleset: string;
  status: string;
  version: number;
  dice?: { commitment?: string };
  seats: { total: number; player: { name: string } | null; sheet: { column: string; boxes: { category: string; score: number | null }[] }[] }[];
}

// ---- scoring, from RULES.md

type Dice = readonly number[];
const FACES = [1, 2, 3, 4, 5, 6];
const NUMBERS = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
const sum = (d: Dice) => d.reduce((a, b) => a + b, 0);
const count = (d: Dice, f: number) => d.filter((x) => x === f).length;
/** The highest face shown at least n times, or 0. */
const atLeast = (d: Dice, n: number) => Math.max(0, ...FACES.filter((f) => count(d, f) >= n));
/** Face counts, largest first: "3,2" for a full house. */
const shape = (d: Dice) => FACES.map((f) => count(d, f)).filter((c) => c > 0).sort((a, b) => b - a).join();
const sorted = (d: Dice) => [...d].sort((a, b) => a - b).join('');
const has = (d: Dice, run: number[]) => run.every((f) => d.includes(f));
const straight = (d: Dice) => (sorted(d) === '12345' ? 35 : sorted(d) === '23456' ? 45 : 0);

type Rule = (d: Dice) => number;
const numbers: Record<string, Rule> = Object.fromEntries(NUMBERS.map((c, i) => [c, (d: Dice) => count(d, i + 1) * (i + 1)]));
const yamb: Record<string, Rule> = { ...numbers, max: sum, min: sum, straight, fullHouse: (d) => (shape(d) === '3,2' ? sum(d) + 30 : 0) };
const RULES: Record<string, { dice: number; bonus: [number, number] | null; jamb: boolean; score: Record<string, Rule> }> = {
  'yamb-classic': { dice: 5, bonus: null, jamb: false, score: { ...yamb, poker: (d) => (atLeast(d, 4) ? sum(d) + 40 : 0), yamb: (d) => (atLeast(d, 5) ? sum(d) + 50 : 0) } },
  jamb: {
    dice: 5,
    bonus: [60, 30],
    jamb: true,
    score: { ...yamb, trips: (d) => (atLeast(d, 3) ? 3 * atLeast(d, 3) + 10 : 0), poker: (d) => (atLeast(d, 4) ? 4 * atLeast(d, 4) + 40 : 0), yamb: (d) => (atLeast(d, 5) ? sum(d) + 50 : 0) },
  },
  'yams-5': {
    dice: 5,
    bonus: [63, 35],
    jamb: false,
    score: {
      ...numbers,
      threeOfAKind: (d) => 3 * atLeast(d, 3),
      square: (d) => 4 * atLeast(d, 4),
      fullHouse: (d) => (shape(d) === '3,2' ? 25 : 0),
      smallStraight: (d) => ([[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]].some((r) => has(d, r)) ? 30 : 0),
      largeStraight: (d) => (['12345', '23456'].includes(sorted(d)) ? 40 : 0),
      chance: sum,
      yams: (d) => (atLeast(d, 5) ? 50 : 0),
    },
  },
  'yams-6': {
    dice: 6,
    bonus: [70, 35],
    jamb: false,
    score: {
      ...numbers,
      square: (d) => 4 * atLeast(d, 4),
      largeStraight: (d) => (has(d, [1, 2, 3, 4, 5]) || has(d, [2, 3, 4, 5, 6]) ? 40 : 0),
      fullHouse: (d) => (atLeast(d, 3) && FACES.some((f) => f !== atLeast(d, 3) && count(d, f) >= 2) ? 25 : 0),
      twoTriples: (d) => (shape(d) === '3,3' ? 40 : 0),
      chance: (d) => sum(d) - Math.min(...d),
      yams: (d) => (atLeast(d, 5) ? 50 : 0),
      yamsSix: (d) => (atLeast(d, 6) ? 70 : 0),
    },
  },
};

/** A seat's grand total from its boxes ("column/category" -> score). */
function grandTotal(ruleset: string, boxes: ReadonlyMap<string, number>): number {
  const rule = RULES[ruleset]!;
  let total = 0;
  for (const column of new Set([...boxes.keys()].map((k) => k.split('/')[0]!))) {
    const box = (c: string) => boxes.get(`${column}/${c}`);
    const upper = NUMBERS.reduce((a, c) => a + (box(c) ?? 0), 0);
    // In jamb Max and Min count only through the middle subtotal.
    const counted = [...boxes].filter(([k]) => k.startsWith(`${column}/`) && !(rule.jamb && /\/(max|min)$/.test(k)));
    total += counted.reduce((a, [, v]) => a + v, 0);
    if (rule.bonus && upper >= rule.bonus[0] && (!rule.jamb || NUMBERS.every((c) => box(c) !== undefined))) total += rule.bonus[1];
    const [ones, max, min] = [box('ones'), box('max'), box('min')];
    if (rule.jamb && ones !== undefined && max !== undefined && min !== undefined) total += ones * (max - min);
  }
  return total;
}

// ---- dice

/** The `count` dice the roll creating `version` draws. */
function drawDice(scheme: string, seed: Buffer, version: number, clientSeeds: string[], count: number): number[] {
  const dice: number[] = [];
  for (let block = 0; dice.length < count; block++) {
    const message = scheme === 'hmac-sha256-v0' ? `roll:${version}:${block}` : `roll:${version}:${block}:${clientSeeds.join('|')}`;
    for (const byte of createHmac('sha256', seed).update(message, 'utf8').digest()) {
      if (byte < 252 && dice.length < count) dice.push((byte % 6) + 1);
    }
  }
  return dice;
}

// ---- the checks

export interface Verdict {
  readonly ok: boolean;
  /** One line per check passed, then one per problem found. */
  readonly lines: readonly string[];
}

/** Verifies the game at `url` (…/v1/games/<id>), optionally against the commitment noted when it began. */
export async function verifyGame(url: string, noted?: string): Promise<Verdict> {
  const base = url.replace(/\/+$/, '');
  const game = await get<GameView>(base);
  const proof = await get<Proof>(`${base}/proof`);
  const moves: Move[] = [];
  for (let page = `${base}/moves`; ; ) {
    const body = await get<{ items: Move[]; nextCursor?: string | null }>(page);
    moves.push(...body.items);
    if (!body.nextCursor) break;
    page = `${base}/moves?cursor=${encodeURIComponent(body.nextCursor)}`;
  }

  const lines: string[] = [];
  const problems: string[] = [];
  const fail = (text: string) => void problems.push(`FAIL ${text}`);
  /** Adds `text` as a passed check when nothing failed since `before` problems. */
  const passed = (before: number, text: string) => problems.length === before && lines.push(`ok   ${text}`);
  const rule = RULES[game.ruleset];
  if (!rule) return { ok: false, lines: [`FAIL unknown ruleset "${game.ruleset}"`] };
  if (game.status !== 'finished') fail(`the game is ${game.status}, not finished`);

  const seed = Buffer.from(/^[0-9a-f]{64}$/.test(proof.serverSeed) ? proof.serverSeed : '', 'hex');
  const hash = createHash('sha256').update(seed).digest('hex');
  if (seed.length !== 32) fail('the revealed seed is not 32 bytes in lowercase hex');
  else if (hash !== proof.commitment) fail(`SHA-256 of the revealed seed is ${hash}, the proof's commitment ${proof.commitment}`);
  else if (game.dice?.commitment !== hash) fail(`the game shows the commitment ${game.dice?.commitment}, the seed hashes to ${hash}`);
  else if (noted !== undefined && noted.toLowerCase() !== hash) fail(`the commitment you noted is ${noted}, the seed hashes to ${hash}`);
  else lines.push(`ok   commitment ${hash} is the SHA-256 of the revealed seed${noted !== undefined ? ' and the one you noted' : ''}`);

  const seats = game.seats.length;
  if (!['hmac-sha256-v0', 'hmac-sha256-v1'].includes(proof.scheme)) fail(`unknown scheme "${proof.scheme}"`);
  else if (proof.clientSeeds.length !== seats) fail(`${proof.clientSeeds.length} client seeds for ${seats} seats`);
  else if (proof.scheme === 'hmac-sha256-v0' && proof.clientSeeds.some((s) => s !== '')) fail('a game of scheme hmac-sha256-v0 has no client seeds');
  else lines.push(`ok   scheme ${proof.scheme}, client seeds ${JSON.stringify(proof.clientSeeds)}`);

  if (moves.length !== game.version || moves.some((m, i) => m.version !== i + 1)) fail(`the log is not versions 1 to ${game.version}`);

  const sheets = game.seats.map(() => new Map<string, number>());
  let turn = { number: 0, seat: -1, dice: [] as number[] };
  let [rolls, drawn, kept, boxes] = [0, 0, 0, 0];
  const beforeMoves = problems.length;
  const draw = (m: Move, n: number) => drawDice(proof.scheme, seed, m.version, proof.clientSeeds, n);
  const same = (a: Dice | undefined, b: Dice) => a !== undefined && a.join() === b.join();
  for (const m of moves) {
    const at = `version ${m.version} (${m.type}, seat ${m.seat})`;
    if (m.turn !== null && m.turn !== turn.number) turn = { number: m.turn, seat: m.seat, dice: [] };
    if (m.type === 'roll') {
      rolls++;
      const keep = m.keep ?? [];
      const fresh = draw(m, rule.dice - keep.length);
      const expected = turn.dice.length === 0 ? fresh : turn.dice.map((d, i) => (keep.includes(i) ? d : fresh.shift()!));
      if (turn.dice.length === 0 && keep.length > 0) fail(`${at}: keeps dice on the turn's first roll`);
      if (!same(m.dice, expected)) fail(`${at}: the dice are ${m.dice?.join('')}, the seed gives ${expected.join('')}`);
      drawn += rule.dice - keep.length;
      kept += keep.length;
      turn.dice = m.dice ?? [];
    } else if (m.type === 'score' || m.type === 'timeout') {
      if (m.type === 'timeout' && (m.rolled ?? []).length > 0) {
        const expected = turn.dice.length === 0 ? draw(m, rule.dice) : [];
        if (!same(m.rolled, expected)) fail(`${at}: rolled ${m.rolled?.join('')}, the seed gives ${expected.join('') || 'no roll'}`);
        drawn += rule.dice;
        turn.dice = m.rolled ?? [];
      }
      const key = `${m.column}/${m.category}`;
      const score = rule.score[m.category ?? '']?.(m.dice ?? []);
      const sheet = sheets[m.seat];
      if (!same(m.dice, turn.dice)) fail(`${at}: scores ${m.dice?.join('')}, the turn's dice are ${turn.dice.join('')}`);
      if (!sheet || sheet.has(key)) fail(`${at}: ${key} of seat ${m.seat} is not an empty box`);
      if (score !== m.score) fail(`${at}: ${key} is written ${m.score}, the dice ${m.dice?.join('')} make ${score}`);
      sheet?.set(key, m.score ?? 0);
      boxes++;
      turn.dice = [];
    }
  }
  passed(beforeMoves, `${moves.length} moves: ${rolls} rolls with ${drawn} dice drawn from the seed and ${kept} kept dice unchanged, ${boxes} boxes scored from their dice`);

  game.seats.forEach((seat, i) => {
    const before = problems.length;
    const sheet = sheets[i]!;
    for (const { column, boxes: shown } of seat.sheet) {
      for (const { category, score } of shown) {
        if ((sheet.get(`${column}/${category}`) ?? null) !== score) fail(`seat ${i}: the sheet shows ${score} in ${column}/${category}, the log wrote ${sheet.get(`${column}/${category}`) ?? 'nothing'}`);
      }
    }
    const total = grandTotal(game.ruleset, sheet);
    if (total !== seat.total) fail(`seat ${i}: the game shows the total ${seat.total}, the log's boxes make ${total}`);
    passed(before, `seat ${i} (${JSON.stringify(seat.player?.name ?? null)}): the sheet is what the log wrote, total ${total}`);
  });
  return { ok: problems.length === 0, lines: [...lines, ...problems.slice(0, 20), ...(problems.length > 20 ? [`FAIL ... and ${problems.length - 20} more`] : [])] };
}

async function get<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

async function main(args: string[]): Promise<number> {
  const noted = args.find((a) => a.startsWith('--commitment='))?.slice('--commitment='.length);
  const urls = args.filter((a) => !a.startsWith('--'));
  if (urls.length === 0) {
    console.error('usage: verify-game [--commitment=<hex>] <game URL>...');
    return 2;
  }
  let code = 0;
  for (const url of urls) {
    console.log(`game ${url}`);
    try {
      const verdict = await verifyGame(url, noted);
      for (const line of verdict.lines) console.log(`  ${line}`);
      console.log(verdict.ok ? '  VERIFIED: every die follows from the committed seed, and every score from its dice' : '  NOT VERIFIED');
      if (!verdict.ok) code = Math.max(code, 1);
    } catch (error) {
      console.log(`  COULD NOT VERIFY: ${error instanceof Error ? error.message : String(error)}`);
      code = 2;
    }
  }
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main(process.argv.slice(2));
