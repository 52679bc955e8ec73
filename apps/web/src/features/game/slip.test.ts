import { describe, expect, it } from 'vitest';
import { addItem, parseAmount, slipTotal, toBetItems, toggleItem, validateSlip } from './slip';

const sum10 = { play: 'k3.sum', option: '10', name: '和值 10', odds: 7.6 };
const big = { play: 'k3.big_small', option: 'big', name: '大小 大', odds: 2.01 };

describe('bet slip rules', () => {
  it('toggles an option on and off, and keeps several plays at once', () => {
    const one = toggleItem([], sum10);
    expect(one).toEqual([sum10]);
    expect(toggleItem(one, sum10)).toEqual([]);
    expect(toggleItem(one, big)).toEqual([sum10, big]);
    expect(addItem([sum10], sum10)).toEqual([sum10]);
  });

  it.each([
    ['', '请输入投注金额'],
    ['   ', '请输入投注金额'],
    ['abc', '请输入有效的投注金额'],
    ['-5', '请输入有效的投注金额'],
    ['1e3', '请输入有效的投注金额'],
    ['0', '单注金额不能低于1元'],
    ['0.99', '单注金额不能低于1元'],
    ['100000.01', '单注金额不能超过100000元'],
    ['250000', '单注金额不能超过100000元'],
    ['1.234', '投注金额最多保留两位小数'],
  ])('refuses the amount %j with %s', (text, message) => {
    expect(parseAmount(text)).toEqual({ ok: false, error: message });
    expect(validateSlip([sum10], text)).toBe(message);
  });

  it.each([
    ['1', 1],
    ['10', 10],
    ['12.5', 12.5],
    ['0099.90', 99.9],
    ['100000', 100000],
  ])('accepts the amount %j', (text, amount) => {
    expect(parseAmount(text)).toEqual({ ok: true, amount });
    expect(validateSlip([sum10], text)).toBeNull();
  });

  it('needs at least one and at most 100 items', () => {
    expect(validateSlip([], '10')).toBe('请选择投注内容');
    const many = Array.from({ length: 101 }, (_, i) => ({ ...sum10, option: String(i) }));
    expect(validateSlip(many, '10')).toBe('单次最多投注100注');
    expect(validateSlip(many.slice(0, 100), '10')).toBeNull();
  });

  it('totals in fen and builds the submit items', () => {
    expect(slipTotal(3, 0.1)).toBe(0.3);
    expect(slipTotal(2, 100000)).toBe(200000);
    expect(toBetItems([sum10, big], 5)).toEqual([
      { play: 'k3.sum', option: '10', amount: 5 },
      { play: 'k3.big_small', option: 'big', amount: 5 },
    ]);
  });
});
