import { useState } from 'preact/hooks';
import type { Api, Hint, Ruleset } from '../api.js';
import { categoryLabel, columnName } from '../rulesets.js';
import { ErrorNote } from '../ui.js';

type HintAction = Hint['best'];

export function describeAction(action: HintAction, ruleset: Ruleset): string {
  switch (action.type) {
    case 'roll':
      return action.keep.length ? `Roll again, keeping ${action.keep.map((k) => `die ${k + 1}`).join(', ')}` : 'Roll every die';
    case 'announce':
      return `Announce ${categoryLabel(ruleset, action.category)}`;
    case 'score':
      return `Score ${categoryLabel(ruleset, action.category)} in ${columnName(ruleset, action.column)}`;
    default:
      return 'Another move';
  }
}

/** The hint on request: the best action and the others with the final total each leads to. */
export function HintBox({ api, gameId, version, ruleset }: { api: Api; gameId: string; version: number; ruleset: Ruleset }) {
  const [hint, setHint] = useState<{ version: number; hint: Hint } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      setHint({ version, hint: await api.hint(gameId) });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const current = hint?.version === version ? hint.hint : null;
  return (
    <div class="hint">
      <button type="button" disabled={busy} onClick={() => void ask()}>
        Show a hint
      </button>
      <ErrorNote error={error} />
      {current && (
        <div>
          <p>
            Best: <strong>{describeAction(current.best, ruleset)}</strong> ({current.exact ? 'exact' : 'estimated'} expected final total{' '}
            {Math.max(...current.options.map((o) => o.value)).toFixed(1)})
          </p>
          <details>
            <summary>Other choices</summary>
            <ul>
              {current.options.slice(0, 8).map((o, i) => (
                <li key={i}>
                  {describeAction(o.action, ruleset)}: {o.value.toFixed(1)}
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
    </div>
  );
}
