import { Nickname, Password, Username } from '@cailiao/contracts';
import { describe, expect, it } from 'vitest';
import { compactValues, toFormFields, zodRule } from './zod-rule';

const check = (rule: ReturnType<typeof zodRule>, value: unknown) => rule.validator(undefined, value);

describe('zodRule', () => {
  it('passes valid values and throws the schema message otherwise', async () => {
    await expect(check(zodRule(Username), 'demo_1')).resolves.toBeUndefined();
    await expect(check(zodRule(Username), '1abc')).rejects.toThrow(
      '用户名为4-16位字母、数字或下划线，且以字母开头',
    );
    await expect(check(zodRule(Username), 'abc')).rejects.toThrow('用户名为4-16位');
    await expect(check(zodRule(Password), '12345')).rejects.toThrow('密码长度为6-32位');
  });

  it('skips empty optional values and uses the required message for empty ones', async () => {
    await expect(check(zodRule(Nickname, { optional: true }), '')).resolves.toBeUndefined();
    await expect(check(zodRule(Username, { requiredMessage: '请输入用户名' }), '')).rejects.toThrow(
      '请输入用户名',
    );
  });
});

describe('form helpers', () => {
  it('maps known server field errors', () => {
    expect(
      toFormFields(
        [
          { field: 'username', message: '用户名已存在' },
          { field: 'other', message: 'x' },
        ],
        ['username'],
      ),
    ).toEqual([{ name: 'username', errors: ['用户名已存在'] }]);
  });

  it('drops empty values and keeps the rest as typed', () => {
    expect(compactValues({ a: ' x ', b: '', c: undefined, d: 0 })).toEqual({ a: ' x ', d: 0 });
  });
});
