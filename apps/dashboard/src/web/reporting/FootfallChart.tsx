// The visitors per day as bars (recharts), a chunk of its own like the reporting charts: loaded when the footfall
// screen first has counts to show. The table below the chart says the same for screen readers.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useI18n } from '../i18n';
import { formatDay } from './footfall-format';

export default function FootfallChart({ series }: { series: { day: string; visitors: number }[] }) {
  const { t, lang } = useI18n();
  const number = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB');
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={(day: string) => formatDay(lang, day, 'short')} minTickGap={16} />
          <YAxis tickFormatter={(value: number) => number.format(value)} width={64} />
          <Tooltip
            formatter={(value) => [number.format(Number(value)), t('footfall.visitors')]}
            labelFormatter={(day) => formatDay(lang, String(day), 'long')}
          />
          <Bar dataKey="visitors" fill="var(--accent, #0f766e)" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
