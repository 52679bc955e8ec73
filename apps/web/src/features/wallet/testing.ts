import type {
  RechargeChannel,
  RechargeOrder,
  WalletTransaction,
  WithdrawAccount,
  WithdrawConfig,
  WithdrawOrder,
} from '@cailiao/contracts';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { setStoredUser, setToken } from '../../lib/storage';
import { useAuthStore } from '../auth/store/auth-store';

// jsdom has no pointer capture; antd-mobile's Popup drag gesture calls it on pointer down.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(name in Element.prototype)) Object.assign(Element.prototype, { [name]: () => undefined });
}
if (!('hasPointerCapture' in Element.prototype))
  Object.assign(Element.prototype, { hasPointerCapture: () => false });

/** Fixtures and helpers of the money page tests (test code only). */
export function signIn() {
  setToken('tok-1');
  setStoredUser({
    id: 7,
    username: 'player7',
    nickname: '玩家七',
    avatar: null,
    inviteCode: 'XYZ789',
    balance: 0,
    vipLevel: 0,
  });
  useAuthStore.getState().restore();
}

export function signOut() {
  useAuthStore.setState({ user: null, token: null });
}

export const page = <T>(list: T[], page = 1, totalPages = 1) => ({
  list,
  pagination: { page, limit: 20, total: list.length * totalPages, totalPages },
});

export const balance = (total: number, frozen = 0) => ({
  balance: total,
  frozenAmount: frozen,
  availableBalance: total - frozen,
  todayWinLoss: 0,
  pendingAmount: frozen,
});

const channelBase = {
  feeRate: 0,
  feeFixed: 0,
  accountName: null,
  accountNo: null,
  bankName: null,
  qrCodeUrl: null,
  presets: [100, 500, 1000],
  instant: false,
};
export const demoChannel: RechargeChannel = {
  ...channelBase,
  id: 1,
  code: 'demo',
  type: 'demo',
  name: '演示通道',
  minAmount: 1,
  maxAmount: 50_000,
  instructions: '提交后立即到账',
  instant: true,
};
export const bankChannel: RechargeChannel = {
  ...channelBase,
  id: 2,
  code: 'bank',
  type: 'bank',
  name: '银行卡转账',
  minAmount: 100,
  maxAmount: 500_000,
  feeRate: 0.5,
  instructions: '请备注订单号后6位',
  accountName: '彩聊科技',
  accountNo: '6222 0000 0000 0008 888',
  bankName: '工商银行',
};

export function rechargeOrder(over: Partial<RechargeOrder> = {}): RechargeOrder {
  return {
    id: 11,
    orderNo: 'R20261123000000000011',
    channelId: 1,
    channelCode: 'demo',
    channelType: 'demo',
    channelName: '演示通道',
    amount: 500,
    fee: 0,
    creditAmount: 500,
    status: 'completed',
    statusName: '已到账',
    requestId: null,
    payerName: null,
    remark: null,
    reason: null,
    payment: { accountName: null, accountNo: null, bankName: null, qrCodeUrl: null, instructions: '' },
    expiresAt: '2026-11-22T20:36:15.000Z',
    completedAt: '2026-11-22T20:06:15.000Z',
    createdAt: '2026-11-22T20:06:15.000Z',
    updatedAt: '2026-11-22T20:06:15.000Z',
    ...over,
  };
}

export function account(over: Partial<WithdrawAccount> = {}): WithdrawAccount {
  return {
    id: 3,
    type: 'bank',
    typeName: '银行卡',
    accountName: '张三',
    accountNo: '6222****7890',
    bankName: '工商银行',
    bankBranch: null,
    qrCodeUrl: null,
    isDefault: true,
    createdAt: '2026-11-22T20:06:15.000Z',
    updatedAt: '2026-11-22T20:06:15.000Z',
    ...over,
  };
}

export const withdrawConfig: WithdrawConfig = {
  minAmount: 100,
  maxAmount: 50_000,
  dailyCount: 5,
  todayCount: 0,
  remainingCount: 5,
  feeRate: 1,
  feeFixed: 0,
  feeMin: 2,
  feeMax: 50,
  feeBps: 100,
  turnoverRequired: false,
  turnoverMultiple: 1,
  turnoverRemaining: 0,
};

export function withdrawOrder(over: Partial<WithdrawOrder> = {}): WithdrawOrder {
  return {
    id: 21,
    orderNo: 'W20261123000000000021',
    accountId: 3,
    accountType: 'bank',
    accountName: '张三',
    accountNo: '6222****7890',
    bankName: '工商银行',
    amount: 100,
    fee: 2,
    totalAmount: 102,
    status: 'pending',
    statusName: '审核中',
    requestId: null,
    reason: null,
    createdAt: '2026-11-22T20:06:20.000Z',
    updatedAt: '2026-11-22T20:06:20.000Z',
    completedAt: null,
    ...over,
  };
}

export function transaction(over: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 1,
    kind: 'recharge',
    kindName: '充值',
    amount: 500,
    frozenChange: 0,
    balanceBefore: 0,
    balanceAfter: 500,
    frozenAfter: 0,
    reference: 'recharge:1',
    memo: '演示通道充值',
    createdAt: '2026-11-22T20:06:15.000Z',
    ...over,
  };
}

/** Clicks a button of the open antd-mobile dialog (it ignores pointer events while animating in). */
export async function clickDialogButton(name: string) {
  const dialog = await waitFor(() => {
    // A dialog that is closing stays in the DOM for its animation: the newest one is last.
    const found = [...document.querySelectorAll<HTMLElement>('.adm-dialog')].at(-1);
    if (!found) throw new Error('no dialog open');
    return found;
  });
  const button = await within(dialog).findByRole('button', { name });
  await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
  await waitFor(() => expect(dialog.isConnected).toBe(false));
}
