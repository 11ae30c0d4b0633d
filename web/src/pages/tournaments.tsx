import { useState } from 'preact/hooks';
import type { RulesetId, TournamentSummary } from '../api.js';
import { pagePath } from '../paths.js';
import { navigate } from '../router.js';
import { rulesets } from '../rulesets.js';
import { useSession } from '../session.js';
import { CheckField, ChoiceSelect, MakeForm, NumberField, RulesetSelect } from '../form.js';
import { ErrorNote, Section, relativeTime, useAction, useLoad } from '../ui.js';

/* The start page's tournaments: the upcoming and running ones, and a form to create one. */

const link = (t: TournamentSummary) => pagePath('tournament', { tournamentId: t.id });

export function Tournaments() {
  const { api } = useSession();
  const list = useLoad(async () => (await Promise.all([api.tournaments('upcoming'), api.tournaments('running')])).flat(), [api]);
  const join = useAction(async (id: string) => {
    await api.joinTournament(id);
    navigate(pagePath('tournament', { tournamentId: id }));
  });
  return (
    <Section title="Tournaments">
      <ErrorNote error={list.error ?? join.error} />
      {list.data?.length === 0 && <p class="muted">No tournament is coming up. Create one!</p>}
      <ul class="list">
        {list.data?.map((t) => (
          <li key={t.id}>
            <a href={link(t)}>{t.name}</a>{' '}
            <span class="muted">
              {t.ruleset}, {t.playerCount} {t.playerCount === 1 ? 'player' : 'players'}, {t.status === 'upcoming' ? `starts ${relativeTime(t.startsAt)}` : `round ${t.currentRound} of ${t.settings.rounds}`}
            </span>{' '}
            {t.status === 'upcoming' && (
              <button type="button" disabled={join.busy} aria-label={`Join ${t.name}`} onClick={() => void join.start(t.id)}>
                Join
              </button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}

const STARTS: readonly [label: string, minutes: number][] = [
  ['in 10 minutes', 10],
  ['in 1 hour', 60],
  ['in 1 day', 1440],
  ['in 1 week', 10_080],
];
const TURNS: readonly [label: string, seconds: number][] = [
  ['1 hour', 3600],
  ['1 day', 86_400],
  ['3 days', 259_200],
];

export function NewTournament() {
  const { api } = useSession();
  const list = useLoad(() => rulesets(api), [api]);
  const [form, setForm] = useState({ name: '', ruleset: 'jamb' as RulesetId, tableSize: 3, rounds: 3, start: 1, turn: 1, rated: true });
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  const create = useAction(async () => {
    const t = await api.createTournament({
      name: form.name,
      ruleset: form.ruleset,
      tableSize: form.tableSize,
      rounds: form.rounds,
      turnSeconds: TURNS[form.turn]?.[1] ?? 86_400,
      startsAt: new Date(Date.now() + (STARTS[form.start]?.[1] ?? 60) * 60_000).toISOString(),
      rated: form.rated,
    });
    navigate(pagePath('tournament', { tournamentId: t.id }));
  });
  return (
    <MakeForm title="New tournament" submit="Create tournament" busy={create.busy} error={list.error ?? create.error} onSubmit={() => void create.start()}>
      <label for="nt-name">Tournament name</label>
      <input id="nt-name" required maxLength={60} value={form.name} onInput={(e) => set({ name: e.currentTarget.value })} />
      <RulesetSelect id="nt-ruleset" label="Tournament ruleset" rulesets={list.data ?? []} value={form.ruleset} onChange={(ruleset) => set({ ruleset })} />
      <div class="row">
        <NumberField id="nt-table" label="Players per table" min={2} max={4} value={form.tableSize} onChange={(tableSize) => set({ tableSize })} />
        <NumberField id="nt-rounds" label="Rounds" min={1} max={20} value={form.rounds} onChange={(rounds) => set({ rounds })} />
      </div>
      <ChoiceSelect id="nt-start" label="Starts" choices={STARTS} value={form.start} onChange={(start) => set({ start })} />
      <ChoiceSelect id="nt-turn" label="Time per turn in its games" choices={TURNS} value={form.turn} onChange={(turn) => set({ turn })} />
      <CheckField checked={form.rated} onChange={(rated) => set({ rated })}>
        Rated games
      </CheckField>
    </MakeForm>
  );
}
