/** Stable codes of every way the engine refuses an action. */
export const RULE_ERROR_CODES = [
  'UNKNOWN_RULESET',
  'INVALID_SEATS',
  'GAME_FULL',
  'ALREADY_SEATED',
  'NOT_SEATED',
  'ALREADY_RESIGNED',
  'GAME_NOT_ACTIVE',
  'GAME_NOT_OPEN',
  'INVITATION_REQUIRED',
  'NOT_INVITED',
  'ALREADY_INVITED',
  'NOT_YOUR_TURN',
  'MUST_ROLL_FIRST',
  'NO_ROLLS_LEFT',
  'INVALID_KEEP',
  'BOX_FILLED',
  'BOX_NOT_AVAILABLE',
  'ANNOUNCE_TOO_LATE',
  'ANNOUNCE_NOT_ALLOWED',
  'MUST_ANNOUNCE',
  'UNKNOWN_CATEGORY',
  'UNKNOWN_COLUMN',
  'UNKNOWN_ACTION',
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: RuleErrorCode, message: string): Result<T> => ({
  ok: false,
  error: { code, message },
});
