/**
 * Hints and bots for every ruleset.
 *
 * - `hintFor(state)` (also `hint`): every distinct legal action of the seat to move with the
 *   expected final grand total of that seat's sheet if it takes the action and plays on as the
 *   hint does (solitaire value: other seats are ignored), best first. Exact optimum for yams-5
 *   and yams-6 (from shipped turn-start tables), the strong player's estimate for jamb and
 *   yamb-classic.
 * - `botAction(state, level, random)`: the next action of a `random`, `greedy` or `strong` bot;
 *   `botTurn(state, level, random, dice)`: its whole turn, applied by the engine.
 * - `loadStrategy(ruleset)`: loads the data the strategy of that ruleset plays from (the exact
 *   tables of yams-5 and yams-6, the learned value of jamb and yamb-classic), modules of their
 *   own imported on demand; `hintFor` and the bots on a game of that ruleset need it loaded
 *   first (they throw, naming it, otherwise).
 *
 * Actions are exactly the bodies `POST /v1/games/{id}/actions` takes; neither ever resigns.
 * Everything but the loader is synchronous and pure apart from caches; a first hint of a yams
 * ruleset in a fresh process decodes its table (tens of milliseconds), later hints take well
 * under a millisecond.
 */
export type { Action } from './actions.js';
export type { Hint } from './hint.js';
export { hint, hint as hintFor } from './hint.js';
export type { ValuedAction as HintOption } from './yams-play.js';
export type { BotLevel, BotStep } from './bots.js';
export { BOT_LEVELS, botAction, botTurn } from './bots.js';
export { loadStrategy } from './load.js';
