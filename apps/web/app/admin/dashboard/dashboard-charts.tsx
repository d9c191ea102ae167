import type { DashboardAnswer } from '@shringar/contracts/dashboard';
import { formatRupees } from '@shringar/contracts/money';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { axisRupees, shortDay } from './dashboard-format';

/** The store's brand colour and a neutral, both readable on white (WCAG AA for the marks). */
const BRAND = '#b32a56';
const SECOND = '#475569';
const axis = { fontSize: 12, fill: '#374151' };

/** Orders and revenue per day, cancellations and returns per day, top products and categories. */
export function DashboardCharts({ data }: { data: DashboardAnswer }) {
  const days = data.daily.map((d) => ({ ...d, label: shortDay(d.day) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure
        id="chart-revenue"
        title="Revenue per day, last 30 days"
        head={['Day', 'Orders', 'Revenue']}
        rows={days.map((d) => [d.label, d.orders, formatRupees(d.revenue)])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={days} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
              <CartesianGrid stroke="#e5e7eb" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tick={axis} tickFormatter={axisRupees} width={52} />
              <Tooltip formatter={(v) => formatRupees(Number(v))} />
              <Bar dataKey="revenue" name="Revenue" fill={BRAND} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        }
      />
      <ChartFigure
        id="chart-orders"
        title="Orders, cancellations and returns per day"
        head={['Day', 'Orders', 'Cancellations', 'Returns']}
        rows={days.map((d) => [d.label, d.orders, d.cancellations, d.returns])}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days} accessibilityLayer={false} margin={{ left: 4, right: 4 }}>
              <CartesianGrid stroke="#e5e7eb" vertical={false} />
              <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tick={axis} allowDecimals={false} width={32} />
              <Tooltip />
              <Line
                dataKey="orders"
                name="Orders"
                stroke={BRAND}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                dataKey="cancellations"
                name="Cancellations"
                stroke={SECOND}
                strokeDasharray="4 3"
                dot={false}
                isAnimationActive={false}
              />
              <Line dataKey="returns" name="Returns" stroke="#b45309" dot={false} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        }
      />
      <RankedChart id="chart-products" title="Top products, last 30 days (units sold)" rows={data.topProducts} />
      <RankedChart id="chart-categories" title="Top categories, last 30 days (units sold)" rows={data.topCategories} />
    </div>
  );
}

function RankedChart({ id, title, rows }: { id: string; title: string; rows: DashboardAnswer['topProducts'] }) {
  return (
    <ChartFigure
      id={id}
      title={title}
      head={['Name', 'Units', 'Revenue']}
      rows={rows.length ? rows.map((r) => [r.name, r.units, formatRupees(r.revenue)]) : [['No sales yet', 0, '₹0']]}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ left: 4, right: 12 }}>
            <CartesianGrid stroke="#e5e7eb" horizontal={false} />
            <XAxis type="number" tick={axis} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="name"
              tick={axis}
              width={120}
              tickFormatter={(n: string) => (n.length > 18 ? `${n.slice(0, 17)}…` : n)}
            />
            <Tooltip />
            <Bar
              dataKey="units"
              name="Units"
              fill={BRAND}
              radius={[0, 3, 3, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}
