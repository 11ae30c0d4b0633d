import type { ComponentChildren } from 'preact';
import type { RulesetId } from './api.js';
import { ErrorNote, Section } from './ui.js';

/** The forms that make something (a game, a tournament): a card, its fields, one submit button and the failure, if any. */
export function MakeForm({ title, submit, busy, error, onSubmit, children }: { title: string; submit: string; busy: boolean; error: unknown; onSubmit: () => void; children: ComponentChildren }) {
  return (
    <Section title={title}>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <button type="submit" disabled={busy}>
          {submit}
        </button>
        <ErrorNote error={error} />
      </form>
    </Section>
  );
}

/** A labelled choice of the rulesets the API lists. */
export function RulesetSelect({ id, label, rulesets, value, onChange }: { id: string; label: string; rulesets: readonly { id: RulesetId; name: string }[]; value: RulesetId; onChange: (ruleset: RulesetId) => void }) {
  return (
    <>
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as RulesetId)}>
        {rulesets.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name} ({r.id})
          </option>
        ))}
      </select>
    </>
  );
}

/** A labelled choice among `choices` (each a label first), by position. */
export function ChoiceSelect({ id, label, choices, value, onChange }: { id: string; label: string; choices: readonly (readonly [string, ...unknown[]])[]; value: number; onChange: (index: number) => void }) {
  return (
    <>
      <label for={id}>{label}</label>
      <select id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
        {choices.map(([text], i) => (
          <option key={text} value={String(i)}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

/** A labelled whole number, for a row of fields. */
export function NumberField({ id, label, min, max, value, onChange }: { id: string; label: string; min: number; max?: number; value: number; onChange: (value: number) => void }) {
  return (
    <span>
      <label for={id}>{label}</label>
      <input id={id} type="number" inputMode="numeric" min={min} max={max} value={value} onInput={(e) => onChange(Number(e.currentTarget.value))} />
    </span>
  );
}

/** A checkbox with its label after it. */
export function CheckField({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ComponentChildren }) {
  return (
    <label class="choice">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} /> {children}
    </label>
  );
}
