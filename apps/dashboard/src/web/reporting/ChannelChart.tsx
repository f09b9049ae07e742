// One channel's chart (recharts). This module and the chart library are a chunk of their own, loaded when a
// reporting view shows its first chart: neither the sign-in page nor the other screens carry them.
// Live months are drawn solid; months from the imported history dashed (lines) or lighter (bars).
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  type DotItemDotProps,
  Line,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from 'recharts';
import { useI18n } from '../i18n';
import { formatMetric, formatMonth, formatTick, metricLabel } from './format';
import { type ChannelChart as Chart, type ChartRow, metricColor } from './series';

const HEIGHT = 260;

function HistoryDot(props: DotItemDotProps & { color: string }) {
  const { cx, cy, payload, index, color } = props;
  if ((payload as ChartRow | undefined)?.source !== 'history' || cx == null || cy == null) {
    return <g key={`h-${index}`} />;
  }
  return (
    <circle
      key={`h-${index}`}
      className="history-dot"
      cx={cx}
      cy={cy}
      r={3.5}
      stroke={color}
      strokeOpacity={0.6}
      strokeWidth={1.5}
    />
  );
}

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const { t, lang } = useI18n();
  const row = payload?.[0]?.payload as ChartRow | undefined;
  if (!active || !row || row.source === null) return null;
  return (
    <div className="chart-tooltip">
      <p>
        <strong>{formatMonth(lang, row.month)}</strong>{' '}
        {row.source === 'history' && <span className="badge badge-history">{t('reporting.history')}</span>}
      </p>
      <ul>
        {Object.entries(row.metrics).map(([key, value]) => (
          <li key={key}>
            {metricLabel(t, key)}: {formatMetric(lang, key, value)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ChannelChart({ chart }: { chart: Chart }) {
  const { t, lang } = useI18n();
  const leftKey = chart.metrics.find((m) => m.axis === 'left')?.key ?? '';
  const rightKey = chart.metrics.find((m) => m.axis === 'right')?.key ?? '';
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <ComposedChart data={chart.rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="month"
          tickFormatter={(month: string) => formatMonth(lang, month, 'short')}
          tick={{ fontSize: 12 }}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        {chart.axes.left && (
          <YAxis
            yAxisId="left"
            tickFormatter={(value: number) => formatTick(lang, leftKey, value)}
            tick={{ fontSize: 12 }}
            width={56}
          />
        )}
        {chart.axes.right && (
          <YAxis
            yAxisId="right"
            orientation="right"
            tickFormatter={(value: number) => formatTick(lang, rightKey, value)}
            tick={{ fontSize: 12 }}
            width={56}
          />
        )}
        <Tooltip content={(props) => <ChartTooltip {...props} />} />
        {chart.metrics.flatMap((metric, index) => {
          const color = metricColor(index);
          const name = metricLabel(t, metric.key);
          const live = (row: ChartRow) => row.live[metric.key];
          const history = (row: ChartRow) => row.history[metric.key];
          if (metric.kind === 'bar') {
            return [
              <Bar
                key={`${metric.key}-live`}
                className="series-live"
                yAxisId={metric.axis}
                dataKey={live}
                name={name}
                stackId={metric.key}
                fill={color}
                isAnimationActive={false}
                maxBarSize={28}
              />,
              <Bar
                key={`${metric.key}-history`}
                className="series-history"
                yAxisId={metric.axis}
                dataKey={history}
                name={`${name} (${t('reporting.history')})`}
                stackId={metric.key}
                fill={color}
                fillOpacity={0.3}
                stroke={color}
                strokeOpacity={0.7}
                strokeDasharray="4 3"
                isAnimationActive={false}
                maxBarSize={28}
              />,
            ];
          }
          return [
            <Line
              key={`${metric.key}-history`}
              className="series-history"
              yAxisId={metric.axis}
              dataKey={history}
              name={`${name} (${t('reporting.history')})`}
              stroke={color}
              strokeOpacity={0.55}
              strokeWidth={2}
              strokeDasharray="6 4"
              dot={(props: DotItemDotProps) => <HistoryDot {...props} color={color} />}
              activeDot={false}
              isAnimationActive={false}
            />,
            <Line
              key={`${metric.key}-live`}
              className="series-live"
              yAxisId={metric.axis}
              dataKey={live}
              name={name}
              stroke={color}
              strokeWidth={2}
              dot={{ r: 3, fill: color }}
              isAnimationActive={false}
            />,
          ];
        })}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
