/** Chinese names of the audited operator actions (`METHOD /api/admin/...`), for the filter and the table. */
export const AUDIT_ACTION_NAMES: Record<string, string> = {
  'POST /api/admin/recharge/orders/:id/approve': '充值确认到账',
  'POST /api/admin/recharge/orders/:id/reject': '充值驳回',
  'PUT /api/admin/recharge/channels': '修改充值通道',
  'POST /api/admin/withdraw/orders/:id/approve': '提现审核通过',
  'POST /api/admin/withdraw/orders/:id/reject': '提现驳回',
  'PUT /api/admin/withdraw/config': '修改提现设置',
  'POST /api/admin/activity/applications/:id/approve': '活动报名通过',
  'POST /api/admin/activity/applications/:id/reject': '活动报名驳回',
  'PUT /api/admin/engagement/settings': '修改活动规则',
  'POST /api/admin/notices': '发布公告',
  'PUT /api/admin/referral/config': '修改推广返佣',
  'POST /api/admin/players/:id/freeze': '冻结玩家',
  'POST /api/admin/players/:id/unfreeze': '解冻玩家',
  'GET /api/admin/recharge/channels': '查看充值通道',
  'POST /api/admin/adjustments': '人工调整余额',
  'GET /api/admin/adjustments': '查看余额调整',
  'GET /api/admin/reports/daily': '查看对账报表',
  'GET /api/admin/reports/daily.csv': '导出对账报表',
  'GET /api/admin/recharge/orders': '查看充值订单',
  'GET /api/admin/withdraw/orders': '查看提现订单',
  'GET /api/admin/audit-logs': '查看审计日志',
};

export const actionName = (action: string) => AUDIT_ACTION_NAMES[action] ?? action;
