import { z } from 'zod';

/** A JSON schema as the OpenAPI document holds it; only a few keys are read. */
export type JsonSchema = { [key: string]: unknown };
export const JsonSchemaShape: z.ZodType<JsonSchema> = z.record(z.string(), z.unknown());

export function asSchema(value: unknown): JsonSchema | undefined {
  const parsed = JsonSchemaShape.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function resolveRef(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return components[name];
}

/** A short human reading of a JSON schema type, e.g. `string (email)`, `array of integer`, `string | null`. */
export function describeSchemaType(
  schema: JsonSchema | undefined,
  components: Record<string, JsonSchema> = {},
): string {
  const resolved = resolveRef(schema, components);
  if (!resolved) return 'any';
  if (Array.isArray(resolved.enum)) return resolved.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in resolved) return JSON.stringify(resolved.const);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (Array.isArray(variants)) {
    return [...new Set(variants.map((v) => describeSchemaType(asSchema(v), components)))].join(' | ');
  }
  if (resolved.type === undefined) return resolved.properties ? 'object' : 'any';
  const types = Array.isArray(resolved.type) ? resolved.type.map(String) : [String(resolved.type)];
  return types
    .map((type) => {
      if (type === 'array') return `array of ${describeSchemaType(asSchema(resolved.items), components)}`;
      if (typeof resolved.format === 'string' && type === 'string') return `string (${resolved.format})`;
      return type;
    })
    .join(' | ');
}
