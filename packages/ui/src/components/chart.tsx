import { useId } from 'react';

/** One series of a chart: a value per category, drawn as bars or as a line. */
export interface ChartSeries {
  id: string;
  label: string;
  values: readonly number[];
  kind: 'bar' | 'line';
}

const WIDTH = 600;
const HEIGHT = 200;
/** Room above the highest value and below the lowest, in viewBox units. */
const PAD = 8;

/** The range the plot shows: always includes 0, so bars start at the baseline. */
export function chartScale(series: readonly ChartSeries[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const s of series) {
    for (const v of s.values) {
      if (Number.isFinite(v)) {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
  }
  if (min === max) max = min + 1;
  return { min, max };
}

/**
 * A small chart in SVG with no library: bars (grouped per category) and lines, on a baseline at
 * 0 (negative values go below it). The drawing is decorative for assistive technology
 * (`aria-hidden`): the figure is named by its title, summed up by `description`, and the same
 * numbers are a real table a screen reader (or anyone) can open under it. Colours come from the
 * app's stylesheet: `chart__series--0`, `--1`, … in series order.
 */
export function Chart({
  title,
  description,
  categories,
  series,
  formatValue,
  formatCategory = (c) => c,
  tableLabel,
  categoryHeader,
  className = 'chart',
}: {
  title: string;
  /** One sentence a screen reader hears with the title (the period, the totals). */
  description?: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (value: number) => string;
  formatCategory?: (category: string) => string;
  /** The summary of the table alternative ("Show the numbers"). */
  tableLabel: string;
  /** The header of the table's first column ("Day"). */
  categoryHeader: string;
  className?: string;
}) {
  const id = useId();
  const { min, max } = chartScale(series);
  const plot = HEIGHT - 2 * PAD;
  const y = (v: number) => PAD + ((max - v) / (max - min)) * plot;
  const zero = y(0);
  const n = Math.max(categories.length, 1);
  const band = WIDTH / n;
  const bars = series.filter((s) => s.kind === 'bar');
  const barWidth = (band * 0.7) / Math.max(bars.length, 1);
  const x = (i: number) => band * i + band / 2;
  const first = categories[0];
  const last = categories[categories.length - 1];

  return (
    <figure
      className={className}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
    >
      <figcaption className="chart__title" id={`${id}-title`}>
        {title}
      </figcaption>
      {description ? (
        <p className="visually-hidden" id={`${id}-desc`}>
          {description}
        </p>
      ) : null}
      <ul className="chart__legend" aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.id}>
            <span className={`chart__swatch chart__series--${index}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div className="chart__body" aria-hidden="true">
        <div className="chart__axis">
          <span>{formatValue(max)}</span>
          <span>{formatValue(min)}</span>
        </div>
        <svg
          className="chart__plot"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          focusable="false"
          data-testid="chart-plot"
          aria-hidden="true"
        >
          <title>{title}</title>
          <line
            className="chart__baseline"
            x1={0}
            x2={WIDTH}
            y1={zero}
            y2={zero}
            vectorEffect="non-scaling-stroke"
          />
          {series.map((s, index) => {
            if (s.kind === 'bar') {
              const slot = bars.indexOf(s);
              return (
                <g key={s.id} className={`chart__series--${index}`}>
                  {s.values.map((v, i) => {
                    const top = Math.min(y(v), zero);
                    return (
                      <rect
                        // biome-ignore lint/suspicious/noArrayIndexKey: one bar per category, in order
                        key={i}
                        x={band * i + band * 0.15 + slot * barWidth}
                        y={top}
                        width={Math.max(barWidth - 1, 1)}
                        height={Math.abs(y(v) - zero)}
                      />
                    );
                  })}
                </g>
              );
            }
            const points = s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ');
            return (
              <g key={s.id} className={`chart__series--${index} chart__line`}>
                <polyline points={points} fill="none" vectorEffect="non-scaling-stroke" />
              </g>
            );
          })}
        </svg>
        <div className="chart__categories">
          <span>{first === undefined ? '' : formatCategory(first)}</span>
          <span>{last === undefined || last === first ? '' : formatCategory(last)}</span>
        </div>
      </div>
      <details className="chart__table">
        <summary>{tableLabel}</summary>
        <div className="table-scroll">
          <table className="table table--compact">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeader}</th>
                {series.map((s) => (
                  <th key={s.id} scope="col" className="num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((c, i) => (
                <tr key={c}>
                  <th scope="row">{formatCategory(c)}</th>
                  {series.map((s) => (
                    <td key={s.id} className="num">
                      {formatValue(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
