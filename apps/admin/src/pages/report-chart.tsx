import type { DailyReportRow } from '@cailiao/contracts';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { yuan } from '../format';

/** Money in and out of the wallets per day (deposits up, withdrawals down) and the day's net. */
export function ReportChart({ days }: { days: DailyReportRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={days} margin={{ top: 8, right: 16, left: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} />
        <YAxis tickFormatter={(v: number) => v.toLocaleString('zh-CN')} />
        <Tooltip formatter={(v) => yuan(Number(v))} />
        <Legend />
        <Bar dataKey="deposits" name="充值" fill="#1677ff" />
        <Bar dataKey="withdrawals" name="提现" fill="#faad14" />
        <Line dataKey="net" name="净额" stroke="#d4380d" strokeWidth={2} dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
