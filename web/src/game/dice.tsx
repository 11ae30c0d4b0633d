import type { Turn } from '../api.js';

/*
 * The dice as toggle buttons "Die 1" ... "Die N" (aria-pressed: kept), their faces as pips
 * and a number (the number is each button's description), and the Roll button.
 */

const PIPS: Readonly<Record<number, readonly [number, number][]>> = {
  1: [[2, 2]],
  2: [[1, 1], [3, 3]],
  3: [[1, 1], [2, 2], [3, 3]],
  4: [[1, 1], [3, 1], [1, 3], [3, 3]],
  5: [[1, 1], [3, 1], [2, 2], [1, 3], [3, 3]],
  6: [[1, 1], [3, 1], [1, 2], [3, 2], [1, 3], [3, 3]],
};

function Face({ value }: { value: number | undefined }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" class="pips">
      <rect x="1" y="1" width="38" height="38" rx="7" />
      {(value ? PIPS[value] ?? [] : []).map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x * 10} cy={y * 10} r="3.6" />
      ))}
    </svg>
  );
}

export interface DiceProps {
  readonly count: number;
  readonly turn: Turn | null;
  /** The viewer moves now. */
  readonly mine: boolean;
  readonly kept: readonly boolean[];
  readonly busy: boolean;
  onToggle(position: number): void;
  onRoll(): void;
}

export function Dice({ count, turn, mine, kept, busy, onToggle, onRoll }: DiceProps) {
  const dice = turn?.dice ?? [];
  const canKeep = mine && !busy && dice.length > 0 && Boolean(turn?.canRoll);
  return (
    <div class="dice-bar">
      <div class="dice" role="group" aria-label="Dice">
        {Array.from({ length: count }, (_, i) => {
          const value = dice[i];
          return (
            <button key={i} type="button" class="die" aria-label={`Die ${i + 1}`} aria-pressed={Boolean(kept[i])} aria-describedby={`die-face-${i}`} disabled={!canKeep} onClick={() => onToggle(i)}>
              <Face value={value} />
              <span class="face" id={`die-face-${i}`}>
                {value ?? '–'}
              </span>
            </button>
          );
        })}
      </div>
      <div class="roll">
        <button type="button" class="primary" disabled={!mine || busy || !turn?.canRoll} onClick={onRoll}>
          Roll
        </button>
        {turn && (
          <span class="muted">
            {turn.rollsLeft} {turn.rollsLeft === 1 ? 'roll' : 'rolls'} left
          </span>
        )}
      </div>
    </div>
  );
}
