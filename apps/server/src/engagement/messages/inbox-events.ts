import { fenToYuan } from '@cailiao/domain';
import type { EventOf } from '../../platform/events/domain-events.ts';
import type { NewMessage } from './player-messages.service.ts';

/** The inbox message of a recharge credited to the wallet. */
export function rechargeMessage(e: EventOf<'RechargeCredited'>): NewMessage {
  return {
    kind: 'recharge',
    title: '充值到账',
    content: `您的${e.channelName}充值${fenToYuan(e.creditFen)}元已到账（订单号 ${e.orderNo}），祝您游戏愉快。`,
    data: { orderId: e.orderId, orderNo: e.orderNo, amount: fenToYuan(e.creditFen) },
    dedupeKey: `recharge:${e.orderId}`,
  };
}

/** The inbox message of a withdrawal the operator approved or rejected (with the reason). */
export function withdrawalMessage(e: EventOf<'WithdrawalDecided'>): NewMessage {
  const amount = fenToYuan(e.amountFen);
  const data = { orderId: e.orderId, orderNo: e.orderNo, amount, decision: e.decision };
  if (e.decision === 'approved') {
    return {
      kind: 'withdraw',
      title: '提现成功',
      content: `您的提现${amount}元（订单号 ${e.orderNo}）已审核通过，请留意到账。`,
      data,
      dedupeKey: `withdraw:${e.orderId}`,
    };
  }
  return {
    kind: 'withdraw',
    title: '提现未通过',
    content: `您的提现${amount}元（订单号 ${e.orderNo}）未通过审核，原因：${e.reason || '审核未通过'}。冻结金额已退回您的账户余额。`,
    data: { ...data, reason: e.reason },
    dedupeKey: `withdraw:${e.orderId}`,
  };
}
