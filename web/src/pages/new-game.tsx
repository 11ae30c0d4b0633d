import { useState } from 'preact/hooks';
import type { BotLevel, CreateGame, RulesetId } from '../api.js';
import { pagePath } from '../paths.js';
import { navigate } from '../router.js';
import { rulesets } from '../rulesets.js';
import { useSession } from '../session.js';
import { CheckField, ChoiceSelect, MakeForm, NumberField, RulesetSelect } from '../form.js';
import { useAction, useLoad } from '../ui.js';

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
    <MakeForm title="New game" submit="Create game" busy={create.busy} error={list.error ?? create.error} onSubmit={() => void create.start()}>
      <RulesetSelect id="ng-ruleset" label="Ruleset" rulesets={list.data ?? []} value={form.ruleset} onChange={(ruleset) => set({ ruleset })} />
      <div class="row">
        <NumberField id="ng-seats" label="Seats" min={1} value={form.seats} onChange={(seats) => set({ seats })} />
        <NumberField id="ng-bots" label="Bots" min={0} value={form.bots} onChange={(bots) => set({ bots })} />
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
      <ChoiceSelect id="ng-turn" label="Time per turn" choices={TURN_TIMES} value={form.turn} onChange={(turn) => set({ turn })} />
      <fieldset>
        <legend>Who may join</legend>
        <label class="choice">
          <input type="radio" name="ng-visibility" checked={form.visibility === 'private'} onChange={() => set({ visibility: 'private' })} /> Private: people I send the link to
        </label>
        <label class="choice">
          <input type="radio" name="ng-visibility" checked={form.visibility === 'public'} onChange={() => set({ visibility: 'public' })} /> Public: listed in the lobby
        </label>
      </fieldset>
      <CheckField checked={form.hints} onChange={(hints) => set({ hints })}>
        Allow hints
      </CheckField>
    </MakeForm>
  );
}
