import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { measureText, type Measure } from './measure';
import './stats.css';

/** One bar: a month or a day with its luggage and consumption values (counts, or amounts in fen). */
export interface ChartBar {
  key: string;
  /** The period in words ('November 2026'), for the summary and the bar's tooltip. */
  label: string;
  /** Under the bar ('Nov', '23'); '' leaves the place empty where bars are too narrow for every label. */
  axisLabel: string;
  luggage: number;
  consume: number;
}

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** Oldest first, drawn left to right. */
  bars: readonly ChartBar[];
  measure: Measure;
  period: 'month' | 'day';
}

/** Height of the plotting area in SVG units; the axis labels sit under it. */
const PLOT_HEIGHT = 120;
const AXIS_HEIGHT = 16;

/** What a screen reader hears instead of the bars: the span, the total and the busiest period. */
function chartSummary({ bars, measure, period }: BarChartProps, t: TFunction<'reports'>): string {
  const totals = bars.map(({ luggage, consume }) => luggage + consume);
  const total = totals.reduce((sum, value) => sum + value, 0);
  const span = { period: t(period === 'month' ? 'stats.periodMonth' : 'stats.periodDay'), from: bars[0]?.label, to: bars.at(-1)?.label };
  if (total === 0) return t('stats.emptyChart', span);
  const top = totals.indexOf(Math.max(...totals));
  return t('stats.chart', {
    ...span,
    what: t(measure === 'orders' ? 'stats.orders' : 'stats.amount'),
    total: measureText(total, measure, t),
    top: bars[top]!.label,
    topValue: measureText(totals[top]!, measure, t),
  });
}

/**
 * A small stacked bar chart drawn as inline SVG: per period the luggage value (brand yellow) with the
 * consumption value on top, scaled so the largest total fills the height. Every period keeps a grey track,
 * so months or days with nothing are still visible as empty columns. The SVG is one image for assistive
 * technology, labelled with a summary; the exact figures are in the table shown with it.
 */
export function BarChart(props: BarChartProps) {
  const { bars } = props;
  const { t } = useTranslation('reports');
  // Days need narrower slots than months; the SVG scales to the width it gets.
  const slot = bars.length > 16 ? 12 : 28;
  const barWidth = slot * 0.6;
  const max = Math.max(0, ...bars.map(({ luggage, consume }) => luggage + consume));
  const scale = (value: number) => (max === 0 ? 0 : (value / max) * PLOT_HEIGHT);
  return (
    <div className="bar-chart">
      <svg
        role="img"
        aria-label={chartSummary(props, t)}
        viewBox={`0 0 ${bars.length * slot} ${PLOT_HEIGHT + AXIS_HEIGHT}`}
        className="bar-chart__svg"
      >
        {bars.map((bar, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const luggageHeight = scale(bar.luggage);
          const consumeHeight = scale(bar.consume);
          return (
            <g key={bar.key} data-bar={bar.key}>
              <title>
                {t('stats.barTitle', {
                  label: bar.label,
                  luggage: measureText(bar.luggage, props.measure, t),
                  consume: measureText(bar.consume, props.measure, t),
                })}
              </title>
              <rect className="bar-chart__track" x={x} y={0} width={barWidth} height={PLOT_HEIGHT} />
              <rect
                className="bar-chart__luggage"
                data-series="luggage"
                x={x}
                y={PLOT_HEIGHT - luggageHeight}
                width={barWidth}
                height={luggageHeight}
              />
              <rect
                className="bar-chart__consume"
                data-series="consume"
                x={x}
                y={PLOT_HEIGHT - luggageHeight - consumeHeight}
                width={barWidth}
                height={consumeHeight}
              />
              {bar.axisLabel && (
                <text className="bar-chart__axis" x={index * slot + slot / 2} y={PLOT_HEIGHT + AXIS_HEIGHT - 4} textAnchor="middle">
                  {bar.axisLabel}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* The colours' key is for the eye: assistive technology gets the summary and the table. */}
      <p className="bar-chart__legend" aria-hidden="true">
        <span className="bar-chart__key bar-chart__key--luggage">{t('stats.luggage')}</span>
        <span className="bar-chart__key bar-chart__key--consume">{t('stats.consume')}</span>
      </p>
    </div>
  );
}
