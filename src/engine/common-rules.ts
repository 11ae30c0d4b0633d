/**
 * The rules every ruleset shares, in words. Every ruleset description carries them
 * (`Ruleset.commonRules`) beside its own rules, so a client reading one ruleset learns the
 * whole game. Written once, here.
 */
/** The timeout rule of games with turn deadlines (lifecycle.ts `timeoutTurn` plays it). */
export const TIMEOUT_RULE =
  "Turn deadlines (games created with turnSeconds): when a turn's time runs out, the server ends it for the seat. If the seat has not rolled, every die is rolled. If only the announce column has room and nothing is announced, the first category that can be announced is announced. Then the dice are written into the available box where they score least, the first in sheet order (column by column, top to bottom) on ties. A seat's third timed-out turn in a row is written the same way and resigns the seat; a turn the player moves in starts the count again.";

export const COMMON_RULES: readonly string[] = Object.freeze([
  'Dice are fair six-sided dice, faces 1 to 6. A turn has up to 3 rolls.',
  'The first roll of a turn rolls every die.',
  'Before a later roll the player names the dice to keep, by position (0-based index); the other dice are rerolled and the kept dice stay at their positions.',
  'Decision: a later roll must reroll at least one die. Keeping every die is refused with INVALID_KEEP: it would spend a roll and change nothing.',
  'The player may score after the 1st, 2nd or 3rd roll, never before the first.',
  "Scoring fills exactly one empty box of the player's own sheet and ends the turn.",
  'A combination that is not met scores 0 in its box (a scratch); the 0 fills the box like any other score.',
  'A filled box never changes afterwards.',
  'Every score is the best the dice allow: the engine picks the dice that count; the player never picks a subset of dice for a box.',
  'The game starts when every seat is taken. Players take turns in seat order, starting with seat 0 (the player who created the game), each on a sheet of their own.',
  'The game ends when the sheet of every player who has not resigned is full.',
  'The highest grand total wins; equal totals share the win.',
  'A player may resign at any time while the game is active, also out of turn: they take no more turns and rank last, behind every player who did not resign, whatever their total. Resigned players rank among themselves by grand total (equal totals share a place). Only a player who did not resign can win: when every player resigns (also by letting turns time out), nobody wins, and the places still follow the grand totals.',
  'Before the game starts, a seated player may leave it: the seat is free again. When the creator (seat 0) leaves, the game is cancelled and never starts.',
  TIMEOUT_RULE,
]);
