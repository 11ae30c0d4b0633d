import type { GameEvent, Ruleset } from '../api.js';
import { categoryLabel, columnName } from '../rulesets.js';

/*
 * What the live region says about another player's move or the game's progress. The viewer's
 * own moves are announced from the answers to them, not from their events.
 */
export function eventWords(event: GameEvent, ruleset: Ruleset | undefined, me: string | null, solo: boolean): string | null {
  const data = event.data as { player?: { id: string; name: string } | null };
  const who = data.player?.name ?? 'A player';
  const mine = me !== null && data.player?.id === me;
  const cat = (id: string) => (ruleset ? categoryLabel(ruleset, id) : id);
  switch (event.type) {
    case 'player.joined':
      return mine ? null : `${who} joined.`;
    case 'game.started':
      return 'The game has started.';
    case 'turn.started':
      return mine && !solo ? 'Your turn.' : null;
    case 'move.rolled':
      return mine ? null : `${who} rolled ${event.data.dice.join(', ')}.`;
    case 'move.announced':
      return mine ? null : `${who} announced ${cat(event.data.category)}.`;
    case 'move.scored':
      return mine ? null : `${who} scored ${event.data.score} in ${cat(event.data.category)}, ${ruleset ? columnName(ruleset, event.data.column) : event.data.column}.`;
    case 'player.resigned':
      return `${who} resigned.`;
    case 'turn.timedOut':
      return `${who} ran out of time.`;
    case 'player.invited':
      return event.data.rematchOf === null ? `${event.data.by.name} invited ${event.data.player.name}.` : null;
    case 'invitation.declined':
      return `${who} declined the invitation.`;
    case 'player.left':
      return `${who} left.`;
    case 'game.cancelled':
      return 'The game was cancelled.';
    case 'game.finished': {
      if (event.data.winners.length === 0) return 'Game over. Nobody wins: every player left the game.';
      const winners = event.data.winners.map((w) => w.player?.name ?? `seat ${w.seat}`);
      const best = event.data.places.find((p) => p.place === 1)?.total;
      return `Game over. ${winners.join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}${best === undefined ? '' : ` with ${best}`}.`;
    }
    default:
      return null;
  }
}
