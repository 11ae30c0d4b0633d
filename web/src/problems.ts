import { ApiFailure, type ProblemCode } from './api.js';

/*
 * API errors in words for people. The API's own detail (written for developers) follows in
 * brackets with its code, so a report of the problem names it exactly.
 */

const WORDS: Partial<Record<ProblemCode | 'NETWORK', string>> = {
  NETWORK: 'The server could not be reached. Check the connection and try again.',
  VALIDATION_FAILED: 'That was not accepted: please check what you entered.',
  UNAUTHENTICATED: 'This access token was not accepted. Check it, or create a new player.',
  FORBIDDEN: 'Only the players seated in this game may do that.',
  INSUFFICIENT_SCOPE: 'The token you signed in with may not do that: sign in with your account token, or a token with the scope named here.',
  NOT_FOUND: 'There is nothing here: the link may be wrong, or the game was removed.',
  NOT_YOUR_TURN: 'It is not your turn.',
  ILLEGAL_MOVE: 'That move is not allowed now.',
  GAME_NOT_ACTIVE: 'This game is not being played.',
  GAME_NOT_OPEN: 'This game no longer takes players.',
  GAME_NOT_FINISHED: 'The game is not finished yet.',
  GAME_FULL: 'Every seat of this game is taken.',
  INVITATION_REQUIRED: 'This private game is joined by invitation: open the invitation link a player sent you, or ask a player to invite you.',
  ALREADY_SEATED: 'You already have a seat in this game.',
  VERSION_CONFLICT: 'The game moved on meanwhile; it has been reloaded. Please look again.',
  PAYLOAD_TOO_LARGE: 'That is too long.',
  RATE_LIMITED: 'Too many requests: please wait a moment and try again.',
  UNAVAILABLE: 'The server is busy; please try again in a moment.',
  INTERNAL: 'Something went wrong on the server.',
};

/** A failure as a sentence for the person, with the API's code and detail. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof ApiFailure)) return `Something went wrong: ${error instanceof Error ? error.message : String(error)}`;
  const words = WORDS[error.code] ?? 'The request was refused.';
  return error.code === 'NETWORK' ? words : `${words} (${error.code}: ${error.detail})`;
}
