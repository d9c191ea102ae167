import type { DashboardAnswer } from '@shringar/contracts/dashboard';
import { DashboardCharts } from './dashboard-charts';
import { longDay } from './dashboard-format';
import { SalesSummaryCards } from './sales-summary';
import { LowStockTable, WaitingCards } from './waiting-cards';

/** The dashboard: what is waiting, today's and the month's figures, the charts with their tables, low stock. */
export function DashboardPanel({ data }: { data: DashboardAnswer }) {
  return (
    <div className="flex flex-col gap-6">
      <WaitingCards data={data} />
      <SalesSummaryCards id="today-heading" title={`Today, ${longDay(data.today)}`} summary={data.todaySummary} />
      <SalesSummaryCards id="period-heading" title="Last 30 days" summary={data.periodSummary} />
      <DashboardCharts data={data} />
      <LowStockTable lowStock={data.lowStock} />
    </div>
  );
}
