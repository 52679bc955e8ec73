import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSerializerCompiler = typeof zodSerializerCompiler;
type RouteSchema = Parameters<ZodSerializerCompiler>[0];

/**
 * The JSON Schema of a response contract when fast-json-stringify writes exactly what Zod would:
 * the schema has no transform, codec or default (its input and output shapes are the same JSON
 * Schema). Anything else answers undefined and keeps the Zod serializer.
 */
function plainJsonSchemaOf(schema: unknown): object | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const options = { target: 'draft-07', unrepresentable: 'throw' } as const;
    const { $schema: _in, ...input } = z.toJSONSchema(schema, { ...options, io: 'input' });
    const { $schema: _out, ...output } = z.toJSONSchema(schema, { ...options, io: 'output' });
    // Output objects are closed (additionalProperties: false); fast-json-stringify writes only the
    // declared properties either way, as Zod strips unknown keys.
    const shape = (s: object) =>
      JSON.stringify(s, (key, value) =>
        key === 'additionalProperties' && value === false ? undefined : value,
      );
    return shape(input) === shape(output) ? output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Response serializer for production: compiled once per route from the JSON Schema of its Zod
 * contract (fast-json-stringify, as Fastify does for JSON Schema routes), instead of validating
 * every response with Zod. Tests keep the Zod serializer (config `responseValidation`) so that a
 * response drifting from its contract still fails them.
 */
export const fastSerializerCompiler: ZodSerializerCompiler = (route: RouteSchema) => {
  const json = plainJsonSchemaOf(route.schema);
  if (!json) return zodSerializerCompiler(route);
  try {
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(route);
  }
};
