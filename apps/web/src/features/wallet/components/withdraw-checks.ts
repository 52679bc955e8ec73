import type { WithdrawConfig } from '@cailiao/contracts';
import { formatMoney } from '../../../lib/format/money';
import { type AmountCheck, checkRange, parseAmount, withdrawFee } from '../lib/amount';

export type WithdrawCheck = AmountCheck & { feeFen?: number; totalFen?: number };

/** A typed withdrawal: valid, within the config's range, and amount + fee within the available balance. */
export function checkWithdrawAmount(
  text: string,
  config: WithdrawConfig,
  availableFen: number,
): WithdrawCheck {
  const check = checkRange(parseAmount(text), config.minAmount, config.maxAmount, '单笔提现金额');
  if (!check.ok) return check;
  const feeFen = withdrawFee(check.fen, config);
  const totalFen = check.fen + feeFen;
  if (totalFen > availableFen)
    return { ok: false, error: `可用余额不足（需 ${formatMoney(totalFen / 100)} 元，含手续费）` };
  return { ...check, feeFen, totalFen };
}

/** "手续费 1%（最低2.00元，最高50.00元）" */
export function feeRuleText(config: WithdrawConfig): string {
  const parts: string[] = [];
  if (config.feeRate > 0) parts.push(`${config.feeRate}%`);
  if (config.feeFixed > 0) parts.push(`${formatMoney(config.feeFixed)}元`);
  if (parts.length === 0 && config.feeMin === 0) return '免手续费';
  const bounds: string[] = [];
  if (config.feeMin > 0) bounds.push(`最低${formatMoney(config.feeMin)}元`);
  if (config.feeMax > 0) bounds.push(`最高${formatMoney(config.feeMax)}元`);
  return `手续费 ${parts.join(' + ') || '0'}${bounds.length ? `（${bounds.join('，')}）` : ''}`;
}
