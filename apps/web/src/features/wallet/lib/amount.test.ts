import { describe, expect, it } from 'vitest';
import { withdrawConfig } from '../testing';
import { checkRange, maxWithdrawableFen, parseAmount, rechargeFeeFen, withdrawFee } from './amount';

describe('parseAmount', () => {
  it.each([
    ['', '请输入金额'],
    ['  ', '请输入金额'],
    ['abc', '请输入有效的金额'],
    ['1e3', '请输入有效的金额'],
    ['-5', '请输入有效的金额'],
    ['1.234', '金额最多保留两位小数'],
    ['0', '金额必须大于0'],
    ['0.00', '金额必须大于0'],
    ['10000001', '金额超出允许范围'],
  ])('refuses %j with %s', (text, error) => {
    expect(parseAmount(text)).toEqual({ ok: false, error });
  });

  it.each([
    ['100', 100, 10_000],
    ['0.01', 0.01, 1],
    ['12.5', 12.5, 1_250],
    ['19.99', 19.99, 1_999],
    ['500.', 500, 50_000],
  ])('reads %j as %d yuan (%d fen)', (text, yuan, fen) => {
    expect(parseAmount(text)).toEqual({ ok: true, yuan, fen });
  });

  it('checks a range', () => {
    expect(checkRange(parseAmount('99.99'), 100, 500, '单笔提现金额')).toEqual({
      ok: false,
      error: '单笔提现金额须在100-500元之间',
    });
    expect(checkRange(parseAmount('500'), 100, 500).ok).toBe(true);
  });
});

describe('fees (the rules are @cailiao/domain fees.ts; these read the config in yuan and percent)', () => {
  it('recharge: the channel rate in percent and fixed part in yuan', () => {
    expect(rechargeFeeFen(100_000, { feeRate: 0.5, feeFixed: 0 })).toBe(500);
    expect(rechargeFeeFen(333, { feeRate: 0.5, feeFixed: 1.5 })).toBe(152);
  });

  it('withdraw: 1 %, at least 2 yuan, at most 50 yuan, within the config range', () => {
    expect(withdrawFee(10_000, withdrawConfig)).toBe(200);
    expect(withdrawFee(5_000_000, withdrawConfig)).toBe(5_000);
    expect(maxWithdrawableFen(50_000, withdrawConfig)).toBe(49_504);
    expect(maxWithdrawableFen(10_100, withdrawConfig)).toBe(0);
    expect(maxWithdrawableFen(1e9, withdrawConfig)).toBe(5_000_000);
  });
});
