import type { ComponentChildren } from 'preact';
import type { Ruleset, Seat, Turn } from '../api.js';
import { categoryLabel, columnName } from '../rulesets.js';

/*
 * One seat's sheet as the API gives it: every box, the columns' subtotals and totals, and the
 * grand total, none computed here. The seat to move sees a button in each available box with
 * the score it would get. The grand total is the region's one element named "Total".
 */

type Column = Seat['sheet'][number];
type Section = Ruleset['categories'][number]['section'];

export interface SheetProps {
  readonly seat: Seat;
  readonly ruleset: Ruleset;
  /** The region's name: "Sheet of <name>", with " (seat N)" when two seats share a name. */
  readonly label: string;
  /** The turn, when it is the viewer's own and its boxes are clickable. */
  readonly turn: Turn | null;
  readonly current: boolean;
  readonly busy: boolean;
  onScore(column: string, category: string): void;
}

const SECTION_ROW: Readonly<Record<Section, { label: string; value: (c: Column) => number | null | undefined }[]>> = {
  upper: [
    { label: 'Upper', value: (c) => c.upper },
    { label: 'Bonus', value: (c) => c.bonus },
  ],
  middle: [{ label: 'Middle', value: (c) => c.middle }],
  lower: [{ label: 'Lower', value: (c) => c.lower }],
};

export function Sheet({ seat, ruleset, label, turn, current, busy, onScore }: SheetProps) {
  const columns = ruleset.columns.map((col) => ({ col, sheet: seat.sheet.find((s) => s.column === col.id) }));
  const hasMiddle = ruleset.totals.kind === 'sections' && ruleset.totals.middle;
  const sectioned = ruleset.totals.kind === 'sections';
  const rows: ComponentChildren[] = [];
  ruleset.categories.forEach((cat, i) => {
    rows.push(
      <tr key={cat.id}>
        <th scope="row">{cat.label}</th>
        {columns.map(({ col, sheet }) => {
          const score = sheet?.boxes.find((b) => b.category === cat.id)?.score ?? null;
          const open = turn?.available.find((a) => a.column === col.id && a.category === cat.id);
          const id = `s${seat.seat}-${col.id}-${cat.id}`;
          return (
            <td key={col.id} class={open ? 'open' : score === null ? 'empty' : ''}>
              {open ? (
                <button type="button" class="box" aria-label={`Score ${categoryLabel(ruleset, cat.id)} in ${columnName(ruleset, col.id)}`} aria-describedby={id} disabled={busy} onClick={() => onScore(col.id, cat.id)}>
                  <span id={id}>{open.score}</span>
                </button>
              ) : (
                (score ?? '')
              )}
            </td>
          );
        })}
      </tr>,
    );
    const next = ruleset.categories[i + 1];
    if (sectioned && next?.section !== cat.section) {
      for (const sub of SECTION_ROW[cat.section]) {
        if (cat.section === 'middle' && !hasMiddle) continue;
        rows.push(
          <tr key={`${cat.section}-${sub.label}`} class="subtotal">
            <th scope="row">{sub.label}</th>
            {columns.map(({ col, sheet }) => (
              <td key={col.id}>{sheet ? (sub.value(sheet) ?? '–') : ''}</td>
            ))}
          </tr>,
        );
      }
    }
  });
  if (columns.length > 1 || !sectioned) {
    rows.push(
      <tr key="sum" class="subtotal">
        <th scope="row">Sum</th>
        {columns.map(({ col, sheet }) => (
          <td key={col.id}>{sheet?.total ?? ''}</td>
        ))}
      </tr>,
    );
  }
  return (
    <section class={`sheet${current ? ' current' : ''}`} aria-label={label}>
      <h3>
        {seat.player?.name ?? `Seat ${seat.seat}`}
        {seat.bot && <span class="tag">bot, {seat.bot}</span>}
        {seat.resigned && <span class="tag">resigned</span>}
        {seat.place !== null && <span class="tag">place {seat.place}</span>}
        {current && <span class="tag now">to move</span>}
      </h3>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">
                <span class="sr-only">Category</span>
              </th>
              {columns.map(({ col }) => (
                <th scope="col" key={col.id}>
                  {col.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
      <p class="grand-total">
        <span aria-hidden="true">Total</span>{' '}
        <span role="group" aria-label="Total" class="value">
          {seat.total}
        </span>
      </p>
      {seat.ratingBefore && seat.ratingAfter && <RatingChange before={seat.ratingBefore.rating} after={seat.ratingAfter.rating} />}
    </section>
  );
}

/** "Sheet of Ana", or "Sheet of Ana (seat 1)" when another seat has the same name. */
export function sheetLabel(seats: readonly Seat[], seat: Seat): string {
  const name = seat.player?.name ?? `seat ${seat.seat}`;
  const shared = seats.filter((s) => (s.player?.name ?? `seat ${s.seat}`) === name).length > 1;
  return `Sheet of ${name}${shared ? ` (seat ${seat.seat})` : ''}`;
}

/** A rated game's change of the seat's rating, as the API gives it: "Rating 1000 → 1043 (+43)". */
function RatingChange({ before, after }: { before: number; after: number }) {
  const delta = after - before;
  return (
    <p class="rating">
      Rating {before} → {after} <span class="muted">({delta >= 0 ? '+' : '−'}{Math.abs(delta)})</span>
    </p>
  );
}
