import { InvalidCursorError } from '../store/index.js';
import type { Page } from '../contract/index.js';

/*
 * Leaderboard ranks, correct across pages without counting what came before: a page's cursor
 * carries, beside the store's key, how many entries precede it and the total and rank of the
 * last of them. Ties share a rank and the next rank skips (1, 2, 2, 4: standard competition
 * ranking). Ranks are those of the board as it was read page by page: an entry that lands
 * above a page already read moves the entries below it only for the pages read after.
 */

interface RankState {
  /** Entries before the page. */
  readonly seen: number;
  /** The total and rank of the last of them; null before the first page. */
  readonly last: { readonly total: number; readonly rank: number } | null;
}

const START: RankState = { seen: 0, last: null };
const PREFIX = 'r1.';

/** A ranked list's cursor: where the ranking stands, then the store's cursor, as base64url like every cursor. */
function wrap(store: string, state: RankState): string {
  const last = state.last ? `${state.last.total}.${state.last.rank}` : '.';
  return Buffer.from(`${PREFIX}${state.seen}.${last}.${store}`).toString('base64url');
}

/** The store's cursor and the ranking at a client's cursor; InvalidCursorError for one this list never returned. */
export function unwrapRankCursor(cursor: string | undefined): { readonly cursor: string | undefined; readonly state: RankState } {
  if (cursor === undefined) return { cursor, state: START };
  const text = /^[A-Za-z0-9_-]{1,1400}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('latin1') : '';
  const m = /^r1\.(0|[1-9][0-9]{0,9})\.(?:(-?[0-9]{1,7})\.([1-9][0-9]{0,9})|\.)\.(.+)$/.exec(text);
  if (!m) throw new InvalidCursorError();
  const [, seen = '', total, rank, store = ''] = m;
  const state: RankState = { seen: Number(seen), last: total === undefined ? null : { total: Number(total), rank: Number(rank) } };
  if ((state.last === null) !== (state.seen === 0) || (state.last && state.last.rank > state.seen)) throw new InvalidCursorError();
  return { cursor: store, state };
}

/** `page` with each item's rank, and cursors that carry the ranking on. */
export function rankedPage<T, U>(page: Page<T>, from: RankState, totalOf: (item: T) => number, entry: (item: T, rank: number) => U): Page<U> {
  let state = from;
  const items: U[] = [];
  const cursors: string[] = [];
  page.items.forEach((item, i) => {
    const total = totalOf(item);
    const rank = state.last && state.last.total === total ? state.last.rank : state.seen + 1;
    state = { seen: state.seen + 1, last: { total, rank } };
    items.push(entry(item, rank));
    cursors.push(wrap(page.cursors[i] ?? '', state));
  });
  return { items, cursors, nextCursor: page.nextCursor === null ? null : wrap(page.nextCursor, state) };
}
