import { type DailyReport, type DailyReportRow, REPORT_MAX_DAYS } from '@cailiao/contracts';
import { addShanghaiDays, shanghaiDate } from '@cailiao/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, get, query } from '../api';
import { yuan } from '../format';
import { session } from '../session';
import { ReportChart } from './report-chart';

const DAY = 'YYYY-MM-DD';
const money = (v: number) => (v < 0 ? `−${yuan(-v)}` : yuan(v));

const MOVEMENTS: [keyof DailyReportRow, string][] = [
  ['deposits', '充值'],
  ['withdrawals', '提现'],
  ['stakes', '投注'],
  ['payouts', '派奖'],
  ['refunds', '退款'],
  ['rewards', '活动奖励'],
  ['commissions', '推荐佣金'],
  ['adjustments', '人工调整'],
  ['other', '其他'],
  ['net', '净额'],
  ['balanceChange', '余额变动'],
];

type Row = DailyReport['days'][number] | DailyReport['total'];

const tieOut = (r: Row) =>
  r.balanced ? (
    <Tag color="green">已平</Tag>
  ) : (
    <Tooltip
      title={`流水差额 ${money(r.ledgerDifference)}；充值差额 ${money(r.depositDifference)}（充值订单到账 ${money(r.rechargeOrders)}）`}
    >
      <Tag color="red">不平 {money(r.ledgerDifference !== 0 ? r.ledgerDifference : r.depositDifference)}</Tag>
    </Tooltip>
  );

const COLUMNS: ColumnsType<Row> = [
  { title: '日期', dataIndex: 'date', width: 110 },
  ...MOVEMENTS.map(([key, title]) => ({
    title,
    align: 'right' as const,
    render: (_: unknown, r: Row) =>
      key === 'net' ? <strong>{money(r[key])}</strong> : money(r[key] as number),
  })),
  { title: '对账', render: (_, r) => tieOut(r) },
];

/**
 * The daily reconciliation report (Asia/Shanghai days): the ledger's movements by kind per day,
 * tied out against the balances and the approved recharge orders; exported as CSV for Excel.
 */
export function ReportsPage() {
  const { message } = App.useApp();
  // The report's days are Shanghai days whatever the operator's own time zone: "today" is too.
  const today = shanghaiDate(new Date());
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs(addShanghaiDays(today, -6)), dayjs(today)]);
  const [exporting, setExporting] = useState(false);
  const from = range[0].format(DAY);
  const to = range[1].format(DAY);
  const report = useQuery({
    queryKey: ['daily-report', from, to],
    queryFn: () => get<DailyReport>(`/api/admin/reports/daily${query({ from, to })}`),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const res = await fetch(`/api/admin/reports/daily.csv${query({ from, to })}`, {
        headers: { authorization: `Bearer ${session.get()?.token ?? ''}` },
      });
      if (!res.ok) {
        const json = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new ApiError(json?.message || `导出失败（${res.status}）`, res.status);
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `对账报表_${from}_${to}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '导出失败，请重试');
    } finally {
      setExporting(false);
    }
  };

  const rows = report.data?.days ?? [];
  const unbalanced = rows.filter((r) => !r.balanced).length;
  return (
    <Card
      title="对账报表"
      extra={
        <Space>
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowClear={false}
            value={range}
            disabledDate={(d) => d.format(DAY) > today}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              if (v[1].diff(v[0], 'day') >= REPORT_MAX_DAYS) {
                message.warning(`一次最多查询${REPORT_MAX_DAYS}天`);
                return;
              }
              setRange([v[0], v[1]]);
            }}
          />
          <Button onClick={exportCsv} loading={exporting} disabled={!report.data}>
            导出CSV
          </Button>
        </Space>
      }
    >
      {report.isError && (
        <Alert
          type="error"
          showIcon
          message={report.error instanceof ApiError ? report.error.message : '报表加载失败'}
          action={<Button onClick={() => report.refetch()}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {report.data && (
        <Alert
          type={unbalanced ? 'error' : 'success'}
          showIcon
          message={
            unbalanced
              ? `${unbalanced} 天不平：请核对账本（GET /api/admin/ledger/audit）与当天的充值订单`
              : '所选日期每天都已平：各类流水之和等于余额变动，充值流水等于已确认的充值订单'
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<Row>
        rowKey="date"
        size="small"
        loading={report.isLoading}
        dataSource={rows}
        columns={COLUMNS}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '所选日期没有数据' }}
        summary={() =>
          report.data && rows.length > 1 ? (
            <Table.Summary fixed>
              <Table.Summary.Row>
                {COLUMNS.map((c, i) => (
                  <Table.Summary.Cell
                    key={String(c.title)}
                    index={i}
                    align={i > 0 && i <= MOVEMENTS.length ? 'right' : undefined}
                  >
                    <strong>
                      {i === 0
                        ? '合计'
                        : i <= MOVEMENTS.length
                          ? money(report.data.total[MOVEMENTS[i - 1]![0]] as number)
                          : tieOut(report.data.total)}
                    </strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          ) : undefined
        }
      />
      {rows.length > 1 && (
        <div style={{ marginTop: 24 }}>
          <ReportChart days={rows} />
        </div>
      )}
      <p style={{ color: '#888', marginTop: 12 }}>
        按北京时间分日，金额为玩家余额的变动（流出为负）：各列之和为净额。对账：净额应等于账本记录的余额变动，充值流水应等于当天确认到账的充值订单。
      </p>
    </Card>
  );
}
