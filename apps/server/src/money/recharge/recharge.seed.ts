import type { Db } from '../../platform/db/client.ts';
import { rechargeChannels } from './recharge.schema.ts';

type ChannelSeed = typeof rechargeChannels.$inferInsert;

/** The channels of a demo installation. Real receiving accounts are the operator's to enter. */
export const DEMO_RECHARGE_CHANNELS: ChannelSeed[] = [
  {
    code: 'demo',
    type: 'demo',
    name: '演示通道（即时到账）',
    minFen: 100,
    maxFen: 5_000_000,
    presetsFen: [10_000, 50_000, 100_000, 500_000],
    instructions: '演示环境专用：提交后立即到账，无需真实付款。',
    sort: 0,
  },
  {
    code: 'bank',
    type: 'bank',
    name: '银行卡转账',
    minFen: 10_000,
    maxFen: 50_000_000,
    presetsFen: [10_000, 50_000, 100_000, 500_000],
    instructions: '请使用本人银行卡转账，并在附言中填写订单号后6位。到账后客服人工确认，一般5-30分钟。',
    accountName: '彩聊科技（演示）',
    accountNo: '6222 0000 0000 0008 888',
    bankName: '中国工商银行 深圳分行',
    sort: 10,
  },
  {
    code: 'alipay',
    type: 'alipay',
    name: '支付宝',
    minFen: 1_000,
    maxFen: 5_000_000,
    presetsFen: [5_000, 10_000, 50_000, 100_000],
    instructions: '请向下方支付宝账号转账，备注订单号后6位，付款后点击“我已付款”。',
    accountName: '彩聊科技（演示）',
    accountNo: 'pay@cailiao.demo',
    sort: 20,
  },
  {
    code: 'wechat',
    type: 'wechat',
    name: '微信支付',
    minFen: 1_000,
    maxFen: 2_000_000,
    presetsFen: [5_000, 10_000, 50_000, 100_000],
    instructions: '请添加下方微信号转账，备注订单号后6位。',
    accountName: '彩聊客服（演示）',
    accountNo: 'cailiao_pay',
    sort: 30,
  },
  {
    code: 'usdt',
    type: 'usdt',
    name: 'USDT（TRC20）',
    minFen: 10_000,
    maxFen: 100_000_000,
    feeBps: 50,
    presetsFen: [50_000, 100_000, 500_000],
    instructions: '仅支持TRC20网络，转错网络无法找回。手续费0.5%从到账金额中扣除。',
    accountName: 'USDT-TRC20',
    accountNo: 'TXyDemoAddr11111111111111111111111',
    sort: 40,
  },
];

/** Adds the demo channels that do not exist yet (an operator's edits of existing ones are kept). */
export async function seedRechargeChannels(
  db: Db,
  channels: ChannelSeed[] = DEMO_RECHARGE_CHANNELS,
): Promise<void> {
  await db.insert(rechargeChannels).values(channels).onConflictDoNothing({ target: rechargeChannels.code });
}
