/**
 * A small schemathesis-style generator: values for an OpenAPI operation's parameters and body,
 * made from the operation's own JSON Schemas. `valid` aims to satisfy the schema; `hostile`
 * breaks it on purpose (wrong types, control characters, huge numbers, missing and extra fields).
 * Seeded, so a failure can be replayed.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  $ref?: string;
}

/** mulberry32: tiny, fast, good enough to spread test cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings that have broken servers: control characters, odd Unicode, injections, huge text. */
export const hostileStrings = [
  '\u0000',
  'soup\u0000',
  '%00',
  'bell\u0007\u001b[31m',
  '\ud800',
  '🍲😀\u200d👩‍🍳',
  'ﬀ\u0301İ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'javascript:alert(1)',
  '',
  '   ',
  'x'.repeat(70_000),
  '1e999',
  '-1',
  '9'.repeat(40),
  'null',
];

/** Control characters get a bigger share: PostgreSQL refuses NUL in text. */
const controlStrings = ['\u0000', 'soup\u0000', '\u0000\u0001\u001f', 'tab\tline\nreturn\r'];

export const hostileNumbers = [1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -2147483649, -1, 0, 0.5, 1e-300];

/** Candidates tried for a `pattern`: the first that matches is used as a valid value. */
const patternCandidates = [
  '/media/1/0123456789abcdef01234567-800.webp',
  'tomato',
  'cook_1',
  '12',
  'a',
  'https://example.test/',
];

export class SchemaFuzzer {
  constructor(
    private readonly random: () => number,
    private readonly components: Record<string, JsonSchema> = {},
  ) {}

  int(below: number): number {
    return Math.floor(this.random() * below);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  private resolve(schema: JsonSchema): JsonSchema {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return this.resolve(this.components[name] ?? {});
  }

  private typeOf(schema: JsonSchema): string | undefined {
    if (Array.isArray(schema.type)) return this.pick(schema.type);
    if (schema.type) return schema.type;
    if (schema.properties) return 'object';
    if (schema.items) return 'array';
    return undefined;
  }

  /** A value meant to pass the schema. */
  valid(input: JsonSchema, depth = 0): unknown {
    const schema = this.resolve(input);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return this.pick(schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return this.valid(this.pick(choices), depth);
    if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => this.valid(part, depth)));
    switch (this.typeOf(schema)) {
      case 'string':
        return this.validString(schema);
      case 'integer':
      case 'number': {
        const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
        const high = Math.min(schema.maximum ?? low + 100, low + 100);
        return low + this.int(Math.max(1, high - low + 1));
      }
      case 'boolean':
        return this.chance(0.5);
      case 'null':
        return null;
      case 'array': {
        const count = Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + this.int(3));
        return depth > 4 ? [] : Array.from({ length: count }, () => this.valid(schema.items ?? {}, depth + 1));
      }
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || this.chance(0.6)) out[key] = this.valid(property, depth + 1);
        }
        return out;
      }
      default:
        return this.pick(['text', 1, true, null]);
    }
  }

  private validString(schema: JsonSchema): string {
    if (schema.format === 'email') return `cook${this.int(1e6)}@example.test`;
    if (schema.format === 'uri' || schema.format === 'url') return 'https://example.test/page';
    if (schema.format === 'date-time') return new Date(1_700_000_000_000).toISOString();
    if (schema.pattern) {
      const pattern = new RegExp(schema.pattern);
      const match = patternCandidates.find((candidate) => pattern.test(candidate));
      if (match) return match;
    }
    const min = schema.minLength ?? 0;
    const max = Math.max(min, Math.min(schema.maxLength ?? min + 12, min + 12));
    const length = min + this.int(max - min + 1);
    const letters = 'abcdefghijklmnopqrstuvwxyzäöüđ ';
    return Array.from({ length }, () => letters[this.int(letters.length)]).join('');
  }

  hostileString(): string {
    return this.chance(0.4) ? this.pick(controlStrings) : this.pick(hostileStrings);
  }

  /** A value meant to break the schema somewhere (or the server behind it). */
  hostile(input: JsonSchema, depth = 0): unknown {
    const schema = this.resolve(input);
    const type = this.typeOf(schema);
    if (type === 'object' && depth < 4 && this.chance(0.7)) return this.hostileObject(schema, depth);
    if (type === 'array' && depth < 4 && this.chance(0.5)) {
      const items = this.valid(schema, depth) as unknown[];
      return [...items, this.hostile(schema.items ?? {}, depth + 1)];
    }
    switch (this.int(6)) {
      case 0:
        return this.hostileString();
      case 1:
        return this.pick(hostileNumbers);
      case 2:
        return this.pick([null, true, false, [], {}, [[[[]]]]]);
      case 3:
        return type === 'string' ? `${this.validString(schema)}${this.hostileString()}` : this.hostileString();
      case 4:
        return { nested: this.hostileString() };
      default:
        return type === 'string' ? this.pick(hostileNumbers) : this.hostileString();
    }
  }

  private hostileObject(schema: JsonSchema, depth: number): Record<string, unknown> {
    const out = this.valid(schema, depth) as Record<string, unknown>;
    const keys = Object.keys(schema.properties ?? {});
    const strategy = this.int(4);
    if (strategy === 0 && keys.length > 0) {
      const key = this.pick(keys);
      out[key] = this.hostile(schema.properties![key]!, depth + 1);
    } else if (strategy === 1 && schema.required?.length) {
      delete out[this.pick(schema.required)];
    } else if (strategy === 2) {
      out[this.pick(['constructor', 'extra', 'id', 'createdByUserId', 'role\u0000'])] = this.hostileString();
    } else {
      for (const key of keys) if (this.chance(0.3)) out[key] = this.hostile(schema.properties![key]!, depth + 1);
    }
    return out;
  }
}
