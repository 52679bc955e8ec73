import type { FieldError } from '@cailiao/contracts';

/** The part of a Zod schema a form rule needs (structural, so no zod import is required here). */
export interface ParseableSchema {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/**
 * An antd-mobile Form rule from a contracts schema: the schema's Chinese message becomes the
 * field's error. Optional fields skip empty values.
 */
export function zodRule(
  schema: ParseableSchema,
  options: { optional?: boolean; requiredMessage?: string } = {},
) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const empty = value === undefined || value === null || value === '';
      if (empty && options.optional) return;
      if (empty && options.requiredMessage) throw new Error(options.requiredMessage);
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '输入有误');
    },
  };
}

/** Server field errors (`errors` of a failure envelope) in the shape Form.setFields takes. */
export function toFormFields(errors: FieldError[], known: readonly string[]) {
  return errors.filter((e) => known.includes(e.field)).map((e) => ({ name: e.field, errors: [e.message] }));
}

/** Drops empty optional fields before sending a form (passwords are never trimmed). */
export function compactValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' || value === undefined || value === null) continue;
    out[key] = value;
  }
  return out as Partial<T>;
}
