import { useState } from 'preact/hooks';
import type { Move, Ruleset } from '../api.js';
import { categoryLabel, columnName } from '../rulesets.js';

/** One entry of the move log in words. */
export function describeMove(move: Move, ruleset: Ruleset | undefined): string {
  const who = move.player?.name ?? `Seat ${move.seat}`;
  const cat = (id: string | undefined | null) => (id && ruleset ? categoryLabel(ruleset, id) : (id ?? ''));
  const col = (id: string | undefined) => (id && ruleset ? columnName(ruleset, id) : (id ?? ''));
  switch (move.type) {
    case 'create':
      return `${who} created the game`;
    case 'join':
      return `${who} joined`;
    case 'leave':
      return `${who} left`;
    case 'roll':
      return `${who} rolled ${(move.dice ?? []).join(' ')}${move.keep?.length ? ` (kept ${move.keep.map((k) => `die ${k + 1}`).join(', ')})` : ''}`;
    case 'announce':
      return `${who} announced ${cat(move.category)}`;
    case 'score':
      return `${who} scored ${move.score} in ${cat(move.category)}, ${col(move.column)}`;
    case 'resign':
      return `${who} resigned`;
    case 'invite':
      return `${who} invited ${move.invited?.[0]?.name ?? 'a player'}`;
    case 'decline':
      return `${who} declined the invitation`;
    case 'timeout':
      return `${who} ran out of time${move.category ? `: ${move.score ?? 0} in ${cat(move.category)}, ${col(move.column)}` : ''}${move.resigned ? ', and the seat resigned' : ''}`;
  }
}

const SHOWN = 12;

/** The move log, newest first; the latest few, or all on request. */
export function MoveLog({ moves, ruleset }: { moves: readonly Move[]; ruleset: Ruleset | undefined }) {
  const [all, setAll] = useState(false);
  const newest = [...moves].reverse();
  const shown = all ? newest : newest.slice(0, SHOWN);
  return (
    <section class="card log" aria-labelledby="log-heading">
      <h2 id="log-heading">Moves</h2>
      <ol reversed>
        {shown.map((m) => (
          <li key={m.version}>
            {m.turn !== null && <span class="muted">Turn {m.turn} · </span>}
            {describeMove(m, ruleset)}
          </li>
        ))}
      </ol>
      {moves.length > SHOWN && (
        <button type="button" class="link" onClick={() => setAll(!all)}>
          {all ? 'Show the latest moves' : `Show all ${moves.length} moves`}
        </button>
      )}
    </section>
  );
}
