import fc from 'fast-check';

// Requests built from the JSON schemas of the published OpenAPI document, which the app derives
// from the contract's zod schemas (the very ones the routes validate with): mostly valid values,
// then one part replaced by garbage.

/** A JSON schema as the OpenAPI document spells it (the parts the generator reads). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Values no schema expects: NUL and lone surrogates, huge or deep values, wrong types. */
export function garbage(): fc.Arbitrary<unknown> {
  const nasty = fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff',
    'x\ud83d',
    '😀',
    '\u202e',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    '__proto__',
    'constructor',
    '',
    ' ',
    '\n',
  );
  const huge = fc.constantFrom(100, 10_000, 200_000).map((length) => 'é'.repeat(length));
  const deep = fc.integer({ min: 50, max: 1000 }).map((depth) => {
    let value: unknown = 1;
    for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
    return value;
  });
  return fc.oneof(
    nasty,
    huge,
    deep,
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, [], {}, [null], {
      __proto__: { polluted: true },
    }),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  );
}

/** Follows a `$ref` into the document's components. */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  if (!schema.$ref) return schema;
  return resolve(components[schema.$ref.split('/').at(-1)!] ?? {}, components);
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot walk: plain strings are fuzz enough.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

/** A (mostly) valid value of a schema. */
export function valueFor(raw: JsonSchema, components: Record<string, JsonSchema>, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw, components);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFor(choice, components, depth + 1)));
  if (schema.allOf) return valueFor(schema.allOf[0]!, components, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(schema);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + 1, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
        });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(valueFor(schema.items ?? {}, components, depth + 1), {
          maxLength: Math.min(schema.maxItems ?? 3, 3),
        });
      case 'object': {
        const properties = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, valueFor(value, components, depth + 1)]),
        );
        return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

/** The paths of the string leaves of a value. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/** A value whose one string leaf carries a character PostgreSQL or JSON tooling chokes on. */
export function poisoned(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const poison = fc.constantFrom(
    '\u0000',
    '\u0000',
    '\u0000',
    '\u0000',
    '\ud800',
    '\udc00',
    '\u202e',
    '\uffff',
    '😀',
    "'",
    '\\',
  );
  return fc.tuple(valid, poison, fc.nat(), fc.boolean()).map(([value, bad, pick, prefix]) => {
    const paths = stringPaths(value);
    if (paths.length === 0) return value;
    const path = paths[pick % paths.length]!;
    if (path.length === 0) return prefix ? `${bad}${value as string}` : `${value as string}${bad}`;
    const copy = structuredClone(value) as Record<string | number, unknown>;
    let node = copy;
    for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
    const last = path.at(-1)!;
    node[last] = prefix ? `${bad}${node[last] as string}` : `${node[last] as string}${bad}`;
    return copy;
  });
}

/** A value with one spot replaced by garbage or removed, or one of its strings poisoned. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(replaced(valid), poisoned(valid));
}

/** A value with one spot (itself, or one key at some depth) replaced by garbage or removed. */
export function replaced(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, garbage(), fc.nat(), fc.boolean()).map(([value, junk, pick, remove]) => {
    if (value === null || typeof value !== 'object') return junk;
    const copy = structuredClone(value) as Record<string, unknown>;
    let node: Record<string, unknown> = copy;
    for (let hops = pick % 3; hops > 0; hops--) {
      const nested = Object.values(node).filter((child) => child !== null && typeof child === 'object') as Record<
        string,
        unknown
      >[];
      if (nested.length === 0) break;
      node = nested[pick % nested.length]!;
    }
    const keys = Object.keys(node);
    const key = keys.length > 0 ? keys[pick % keys.length]! : 'unexpected';
    if (remove) Reflect.deleteProperty(node, key);
    else node[key] = junk;
    return copy;
  });
}
