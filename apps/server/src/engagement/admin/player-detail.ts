import {
  type AdminPlayerDetail,
  type AdminPlayerOrder,
  accountTypeName,
  type Page,
  type RechargeOrder,
  type WithdrawOrder,
} from '@cailiao/contracts';
import type { PlayerAdminService } from '../../accounts/index.ts';
import type { ProtectionService, WalletService } from '../../money/index.ts';

const STATUS_NAMES = { active: '正常', disabled: '已冻结' } as const;

/**
 * The console's player detail, composed here where every context below is in reach: the profile
 * from accounts, the balances and protection limits from money. 404 when the player does not exist.
 */
export async function playerDetail(
  s: { playerAdmin: PlayerAdminService; wallet: WalletService; protection: ProtectionService },
  id: number,
): Promise<AdminPlayerDetail> {
  const { user, ...profile } = await s.playerAdmin.profile(id);
  const [balances, protection] = await Promise.all([s.wallet.balanceDetail(id), s.protection.status(id)]);
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    phone: user.phone,
    status: user.status,
    statusName: STATUS_NAMES[user.status],
    vipLevel: user.vipLevel,
    inviteCode: user.inviteCode,
    createdAt: user.createdAt.toISOString(),
    ...profile,
    balance: balances.balance,
    frozenAmount: balances.frozenAmount,
    availableBalance: balances.availableBalance,
    protection,
  };
}

/** A recharge or withdraw order in the one shape of the console's 充值提现 tab. */
export const rechargeRow = (o: RechargeOrder): AdminPlayerOrder => ({
  id: o.id,
  orderNo: o.orderNo,
  type: 'recharge',
  amount: o.amount,
  fee: o.fee,
  status: o.status,
  statusName: o.statusName,
  method: o.channelName,
  reason: o.reason,
  createdAt: o.createdAt,
  completedAt: o.completedAt,
});
export const withdrawRow = (o: WithdrawOrder): AdminPlayerOrder => ({
  id: o.id,
  orderNo: o.orderNo,
  type: 'withdraw',
  amount: o.amount,
  fee: o.fee,
  status: o.status,
  statusName: o.statusName,
  method: `${o.bankName ?? accountTypeName(o.accountType)} ${o.accountNo}`,
  reason: o.reason,
  createdAt: o.createdAt,
  completedAt: o.completedAt,
});
export const mapPage = <A, B>(p: Page<A>, f: (a: A) => B): Page<B> => ({ ...p, list: p.list.map(f) });
