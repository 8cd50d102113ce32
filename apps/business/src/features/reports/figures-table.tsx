import { formatYuan } from '@luggage/domain/money';
import { ScrollRegion } from '@luggage/ui/layout';
import { useTranslation } from 'react-i18next';
import type { PeriodFigures } from './measure';

/** One row of {@link FiguresTable}: a month or a day, with the counter's moves for a day. */
export interface FiguresRow {
  key: string;
  /** The period in words, the row's header. */
  label: string;
  figures: PeriodFigures & { checkIns?: number; checkOuts?: number };
}

/** Props of {@link FiguresTable}. */
export interface FiguresTableProps {
  caption: string;
  /** The first column's header: 'month' or 'date'. */
  periodHeader: string;
  rows: readonly FiguresRow[];
  /** Adds the check-in and check-out columns (the daily statistic). */
  hasCounterMoves?: boolean;
}

/**
 * Every number of a chart as a table (the chart's accessible counterpart): per period the luggage and
 * consumption orders and amounts in yuan, and for days the check-ins and check-outs. On a narrow phone the
 * table scrolls sideways in a ScrollRegion, a shadow at the edge showing there is more.
 */
export function FiguresTable({ caption, periodHeader, rows, hasCounterMoves = false }: FiguresTableProps) {
  const { t } = useTranslation('reports');
  const yuan = (fen: number) => t('yuan', { amount: formatYuan(fen) });
  const columns = [
    ...(hasCounterMoves ? (['checkIns', 'checkOuts'] as const) : []),
    'luggageOrder',
    'luggageAmount',
    'consumeOrder',
    'consumeAmount',
  ] as const;
  return (
    <ScrollRegion className="figures-table" label={t('stats.tableRegion', { caption })}>
      <table>
        <caption className="lg-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeader}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`stats.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, figures }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {columns.map((column) => {
                const value = figures[column] ?? 0;
                return <td key={column}>{column.endsWith('Amount') ? yuan(value) : value}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
