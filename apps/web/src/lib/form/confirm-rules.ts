import type { FormItemProps } from 'antd-mobile';

type Rules = NonNullable<FormItemProps['rules']>;

/**
 * The rules of a "type it again" field (确认密码): required with `requiredMessage`, and equal to the
 * field `field`. Pair with `dependencies={[field]}` so that changing the first re-checks it.
 */
export function confirmRules(field: string, requiredMessage: string): Rules {
  return [
    { required: true, message: requiredMessage },
    ({ getFieldValue }) => ({
      validator: async (_: unknown, value: unknown) => {
        if (value && value !== getFieldValue(field)) throw new Error('两次输入的密码不一致');
      },
    }),
  ];
}
