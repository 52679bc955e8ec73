import { type RechargeChannel, type WithdrawConfig, YuanAmount } from '@cailiao/contracts';
import {
  type AmountRange,
  rechargeFeeFen as domainRechargeFeeFen,
  maxWithdrawableFen as maxWithdrawable,
  type WithdrawFeeRule,
  withdrawFeeFen,
  yuanToFen,
} from '@cailiao/domain';

export type AmountCheck = { ok: true; yuan: number; fen: number } | { ok: false; error: string };

const AMOUNT_TEXT = /^\d+(\.\d{0,2})?$/;

/** Reads an amount typed by the player: yuan, at most two decimals, > 0, within the API's bound. */
export function parseAmount(text: string | undefined | null): AmountCheck {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, error: '请输入金额' };
  if (/^\d+\.\d{3,}$/.test(trimmed)) return { ok: false, error: '金额最多保留两位小数' };
  if (!AMOUNT_TEXT.test(trimmed)) return { ok: false, error: '请输入有效的金额' };
  const yuan = Number(trimmed);
  const checked = YuanAmount.safeParse(yuan);
  if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message ?? '请输入有效的金额' };
  return { ok: true, yuan, fen: yuanToFen(yuan) };
}

/** Checks a parsed amount against a [min, max] range in yuan. */
export function checkRange(check: AmountCheck, min: number, max: number, what = '单笔金额'): AmountCheck {
  if (!check.ok) return check;
  if (check.yuan < min || check.yuan > max) return { ok: false, error: `${what}须在${min}-${max}元之间` };
  return check;
}

/** Recharge fee in fen, as the server computes it (the channel speaks percent and yuan). */
export function rechargeFeeFen(amountFen: number, channel: Pick<RechargeChannel, 'feeRate' | 'feeFixed'>) {
  return domainRechargeFeeFen(amountFen, {
    feeBps: Math.round(channel.feeRate * 100),
    feeFixedFen: Math.round(channel.feeFixed * 100),
  });
}

/** The withdraw config's fee rule and range in fen and basis points, as @cailiao/domain takes them. */
export function withdrawRule(config: WithdrawConfig): WithdrawFeeRule & AmountRange {
  return {
    feeBps: config.feeBps,
    feeFixedFen: Math.round(config.feeFixed * 100),
    feeMinFen: Math.round(config.feeMin * 100),
    feeMaxFen: Math.round(config.feeMax * 100),
    minFen: Math.round(config.minAmount * 100),
    maxFen: Math.round(config.maxAmount * 100),
  };
}

/** Fee of a withdrawal of `amountFen`, in fen (the preview equals what the server freezes). */
export function withdrawFee(amountFen: number, config: WithdrawConfig): number {
  return withdrawFeeFen(amountFen, withdrawRule(config));
}

/** The largest withdrawal (fen) whose amount + fee fits in `availableFen`; 0 when none does. */
export function maxWithdrawableFen(availableFen: number, config: WithdrawConfig): number {
  return maxWithdrawable(availableFen, withdrawRule(config));
}
