import { LIMITS } from '@cailiao/domain';

/** One selection of the bet slip: a play's option with the odds shown when it was picked. */
export interface SlipItem {
  play: string;
  option: string;
  /** Chinese text, e.g. "和值 10" or "二全中 03,15". */
  name: string;
  odds: number;
}

/** The most items one slip may hold (the server's limit). */
export const MAX_SLIP_ITEMS = 100;

export const slipKey = (play: string, option: string) => `${play}|${option}`;

/** Adds the item, or removes it when it is already on the slip. */
export function toggleItem(items: readonly SlipItem[], item: SlipItem): SlipItem[] {
  const key = slipKey(item.play, item.option);
  return items.some((i) => slipKey(i.play, i.option) === key)
    ? items.filter((i) => slipKey(i.play, i.option) !== key)
    : [...items, item];
}

/** Adds the item unless the same play and option is already there. */
export function addItem(items: readonly SlipItem[], item: SlipItem): SlipItem[] {
  const key = slipKey(item.play, item.option);
  return items.some((i) => slipKey(i.play, i.option) === key) ? [...items] : [...items, item];
}

const AMOUNT_RE = /^\d+(\.\d+)?$/;

/** The amount typed for each item, or a Chinese message why it cannot be staked (1–100,000, 2 decimals). */
export function parseAmount(text: string): { ok: true; amount: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: '请输入投注金额' };
  if (!AMOUNT_RE.test(trimmed)) return { ok: false, error: '请输入有效的投注金额' };
  if ((trimmed.split('.')[1] ?? '').length > 2) return { ok: false, error: '投注金额最多保留两位小数' };
  const amount = Number(trimmed);
  if (amount < LIMITS.betMinYuan) return { ok: false, error: `单注金额不能低于${LIMITS.betMinYuan}元` };
  if (amount > LIMITS.betMaxYuan) return { ok: false, error: `单注金额不能超过${LIMITS.betMaxYuan}元` };
  return { ok: true, amount };
}

/** Why the slip cannot be submitted, or null when it can. */
export function validateSlip(items: readonly SlipItem[], amountText: string): string | null {
  if (items.length === 0) return '请选择投注内容';
  if (items.length > MAX_SLIP_ITEMS) return `单次最多投注${MAX_SLIP_ITEMS}注`;
  const parsed = parseAmount(amountText);
  return parsed.ok ? null : parsed.error;
}

/** Total stake in yuan, computed in fen so that 3 × 0.1 is 0.3. */
export function slipTotal(count: number, amount: number): number {
  return (Math.round(amount * 100) * count) / 100;
}

/** The body items of POST /api/bets/submit. */
export function toBetItems(items: readonly SlipItem[], amount: number) {
  return items.map(({ play, option }) => ({ play, option, amount }));
}
