import { useState } from 'preact/hooks';
import type { BotLevel, CreateGame, RulesetId } from '../api.js';
import { pagePath } from '../paths.js';
import { navigate } from '../router.js';
import { rulesets } from '../rulesets.js';
import { useSession } from '../session.js';
import { ErrorNote, Section, useAction, useLoad } from '../ui.js';

/** Choices of the turn deadline; the API takes any whole number of seconds in its range. */
const TURN_TIMES: readonly [label: string, seconds: number | null][] = [
  ['No limit', null],
  ['1 hour', 3600],
  ['12 hours', 43_200],
  ['1 day', 86_400],
  ['3 days', 259_200],
  ['1 week', 604_800],
];
const BOT_LEVELS: readonly BotLevel[] = ['random', 'greedy', 'strong'];

/** Create a game: ruleset, seats, bots, deadline, public or private, hints. */
export function NewGame() {
  const { api } = useSession();
  const list = useLoad(() => rulesets(api), [api]);
  const [form, setForm] = useState({ ruleset: 'jamb' as RulesetId, seats: 1, bots: 0, level: 'greedy' as BotLevel, turn: 0, visibility: 'private' as CreateGame['visibility'], hints: true });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const create = useAction(async () => {
    const turnSeconds = TURN_TIMES[form.turn]?.[1] ?? null;
    const game = await api.createGame({
      ruleset: form.ruleset,
      seats: form.seats,
      ...(form.bots > 0 && { bots: Array.from({ length: form.bots }, () => ({ level: form.level })) }),
      ...(turnSeconds !== null && { turnSeconds }),
      visibility: form.visibility,
      hints: form.hints,
    });
    navigate(pagePath('game', { gameId: game.id }));
  });
  return (
    <Section title="New game">
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void create.start();
        }}
      >
        <label for="ng-ruleset">Ruleset</label>
        <select id="ng-ruleset" value={form.ruleset} onChange={(e) => set({ ruleset: e.currentTarget.value as RulesetId })}>
          {(list.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name} ({r.id})
            </option>
          ))}
        </select>
        <div class="row">
          <span>
            <label for="ng-seats">Seats</label>
            <input id="ng-seats" type="number" inputMode="numeric" min={1} value={form.seats} onInput={(e) => set({ seats: Number(e.currentTarget.value) })} />
          </span>
          <span>
            <label for="ng-bots">Bots</label>
            <input id="ng-bots" type="number" inputMode="numeric" min={0} value={form.bots} onInput={(e) => set({ bots: Number(e.currentTarget.value) })} />
          </span>
          <span>
            <label for="ng-level">Bot level</label>
            <select id="ng-level" value={form.level} disabled={form.bots === 0} onChange={(e) => set({ level: e.currentTarget.value as BotLevel })}>
              {BOT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </span>
        </div>
        <label for="ng-turn">Time per turn</label>
        <select id="ng-turn" value={String(form.turn)} onChange={(e) => set({ turn: Number(e.currentTarget.value) })}>
          {TURN_TIMES.map(([label], i) => (
            <option key={label} value={String(i)}>
              {label}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>Who may join</legend>
          <label class="choice">
            <input type="radio" name="ng-visibility" checked={form.visibility === 'private'} onChange={() => set({ visibility: 'private' })} /> Private: people I send the link to
          </label>
          <label class="choice">
            <input type="radio" name="ng-visibility" checked={form.visibility === 'public'} onChange={() => set({ visibility: 'public' })} /> Public: listed in the lobby
          </label>
        </fieldset>
        <label class="choice">
          <input type="checkbox" checked={form.hints} onChange={(e) => set({ hints: e.currentTarget.checked })} /> Allow hints
        </label>
        <button type="submit" disabled={create.busy}>
          Create game
        </button>
        <ErrorNote error={list.error ?? create.error} />
      </form>
    </Section>
  );
}
