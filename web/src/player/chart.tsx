/*
 * A small line chart of a player's recent totals, oldest to newest, drawn as SVG by hand: a
 * polyline over a few dozen points needs no chart library.
 */

export interface ChartProps {
  readonly title: string;
  readonly totals: readonly number[];
  readonly width?: number;
  readonly height?: number;
}

export function TotalsChart({ title, totals, width = 320, height = 120 }: ChartProps) {
  if (totals.length === 0) return null;
  const pad = { left: 34, right: 8, top: 8, bottom: 18 };
  const lo = Math.min(...totals);
  const hi = Math.max(...totals);
  const span = hi - lo || 1;
  const x = (i: number) => pad.left + (totals.length === 1 ? (width - pad.left - pad.right) / 2 : (i * (width - pad.left - pad.right)) / (totals.length - 1));
  const y = (v: number) => pad.top + (1 - (v - lo) / span) * (height - pad.top - pad.bottom);
  const points = totals.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const summary = `${title}: ${totals.length} games, from ${totals[0]} to ${totals[totals.length - 1]}; lowest ${lo}, highest ${hi}.`;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary} preserveAspectRatio="xMidYMid meet">
        <line x1={pad.left} x2={width - pad.right} y1={y(hi)} y2={y(hi)} class="grid" />
        <line x1={pad.left} x2={width - pad.right} y1={y(lo)} y2={y(lo)} class="grid" />
        <text x={pad.left - 4} y={y(hi) + 4} text-anchor="end">
          {hi}
        </text>
        <text x={pad.left - 4} y={y(lo) + 4} text-anchor="end">
          {lo}
        </text>
        <polyline points={points} class="line" />
        {totals.map((v, i) => (
          <circle key={i} cx={x(i)} cy={y(v)} r="3" class="dot" />
        ))}
        <text x={pad.left} y={height - 4}>
          older
        </text>
        <text x={width - pad.right} y={height - 4} text-anchor="end">
          newer
        </text>
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
