import type { ApiErrorCode, IllegalMoveReason } from './errors.js';

/*
 * The reasons a refusal names beside its code (a problem's `reason`, GraphQL's
 * `extensions.reason`), each with what it means and what a client should do: the other half
 * of the error catalogue (docs/errors.md, the `ErrorReason` enum of OpenAPI and GraphQL).
 */

export interface ReasonEntry {
  readonly meaning: string;
  readonly action: string;
}

const AVAILABLE = 'Offer only the boxes of `turn.available`.';

/** ILLEGAL_MOVE's reasons, the engine's rule codes: a rule code added to the engine is a compile error here until it is described. */
const ILLEGAL_MOVE = {
  MUST_ROLL_FIRST: { meaning: 'Scoring (or, where the ruleset says so, announcing) needs a roll first.', action: 'Roll first: `turn.canRoll` is true before the first roll.' },
  NO_ROLLS_LEFT: { meaning: 'Every roll of the turn is used.', action: `Score a box. ${AVAILABLE}` },
  INVALID_KEEP: {
    meaning: 'The kept positions are not valid: out of range, named twice, any on the first roll, or every die.',
    action: 'Keep positions of the last roll (0 to dice - 1), each once and not all of them; keep nothing on the first roll.',
  },
  BOX_FILLED: { meaning: 'The box already holds a score.', action: `Choose an empty box. ${AVAILABLE}` },
  BOX_NOT_AVAILABLE: { meaning: "The column's order (down, up, announce) or this turn's announcement does not allow this box now.", action: AVAILABLE },
  ANNOUNCE_TOO_LATE: { meaning: 'Announcements are made before the second roll.', action: 'Roll or score this turn; announce in a later turn before its second roll.' },
  ANNOUNCE_NOT_ALLOWED: { meaning: 'The ruleset has no announce column, or this turn already has its announcement.', action: 'Announce only a category of `turn.announceable` (empty when none is possible).' },
  MUST_ANNOUNCE: { meaning: 'Only the announce column has room and nothing is announced yet (`turn.mustAnnounce`).', action: 'Announce a category of `turn.announceable`, then roll or score.' },
  UNKNOWN_CATEGORY: { meaning: "The game's ruleset has no such category.", action: "Use a category id of the game's ruleset (its `categories[].id`; people see the `label`)." },
  UNKNOWN_COLUMN: { meaning: "The game's ruleset has no such column.", action: "Use a column id of the game's ruleset (its `columns[].id`; people see the `name`)." },
  ALREADY_INVITED: { meaning: 'The player is invited to this game already.', action: 'Nothing to do: the invitation stands (it is in their `GET /v1/players/me/invitations`).' },
} as const satisfies Record<IllegalMoveReason, ReasonEntry>;

/** NOT_YOUR_TURN's reasons. */
const NOT_YOUR_TURN = {
  TURN_TIMED_OUT: {
    meaning: "The caller's turn ran out before this request arrived: the server ended it by the timeout rule (a `timeout` in the move log) and another seat is to move.",
    action: 'Re-read the game and show the player what the timeout wrote; act again on their next turn. A third timed-out turn in a row resigns the seat.',
  },
} as const satisfies Record<string, ReasonEntry>;

/** Every reason a refusal can carry, by the code it comes with. */
export const ERROR_REASONS = { ILLEGAL_MOVE, NOT_YOUR_TURN } as const satisfies Partial<Record<ApiErrorCode, Record<string, ReasonEntry>>>;

export type ErrorReason = { [C in keyof typeof ERROR_REASONS]: keyof (typeof ERROR_REASONS)[C] }[keyof typeof ERROR_REASONS];

/** The code each reason comes with. */
export const REASON_CODES = Object.fromEntries(
  Object.entries(ERROR_REASONS).flatMap(([code, reasons]) => Object.keys(reasons).map((reason) => [reason, code])),
) as Record<ErrorReason, keyof typeof ERROR_REASONS>;

/** Every reason, in the order of the table. */
export const ERROR_REASON_CODES = Object.keys(REASON_CODES) as [ErrorReason, ...ErrorReason[]];

/** What a reason means and what to do about it. */
export const reasonEntry = (reason: ErrorReason): ReasonEntry => (ERROR_REASONS[REASON_CODES[reason]] as Record<string, ReasonEntry>)[reason]!;
