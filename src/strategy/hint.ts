import type { GameState } from '../engine/index.js';
import type { Action } from './actions.js';
import { legalChoices } from './actions.js';
import { rankOptions } from './rank.js';
import type { ValuedAction } from './yams-play.js';
import { exactOptions } from './yams-play.js';
import { isExact } from './yams-tables.js';
import { estimatedOptions } from './yamb-play.js';

export interface Hint {
  /** The first option: the action the strong bot takes. */
  readonly best: Action;
  /** Every distinct legal action, best first (see `hint`). */
  readonly options: readonly ValuedAction[];
  /** True when the values are the exact optimum of solitaire play. */
  readonly exact: boolean;
}

/**
 * The hint for the seat to move, from its own sheet alone (solitaire value), or null when the
 * game has no turn to play.
 *
 * Options: every available box; every announceable category; and every distinct roll: the
 * first roll of the turn, or, after it, one roll per distinct multiset of dice kept (other than
 * all of them), naming for each kept face the lowest positions that show it. `value` is the
 * seat's expected final grand total (bonus and middle included) if it takes that action and
 * plays on as the hint does: exact for yams-5 and yams-6, the strong bot's estimate for jamb
 * and yamb-classic. Options are sorted by value, best first; equal values keep the order
 * boxes (sheet order), announcements (sheet order), rolls (more dice kept first, then by
 * positions).
 */
export function hint(state: GameState): Hint | null {
  const choices = legalChoices(state);
  if (!choices) return null;
  const { options, exact } = isExact(state.ruleset) ? exactOptions(state.ruleset, choices) : estimatedOptions(choices);
  const sorted = rankOptions(options);
  const best = sorted[0];
  if (!best) throw new Error('an active turn with no legal action');
  return { best: best.action, options: sorted, exact };
}
