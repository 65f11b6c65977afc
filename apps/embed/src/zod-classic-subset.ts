import * as m from 'zod/mini';

// embed.js runs on every host page, so it must stay small. The contract's schemas are written
// with classic zod (`z.string().regex(...)`), which bundles to ~97 KB gzipped because its
// namespace cannot be tree-shaken. For embed.js only, the build resolves `zod` to this module:
// the same zod core validators, reached through zod/mini, behind the few classic methods the
// bridge contract calls. The contract's schema definitions run unchanged; the differential test
// in zod-classic-subset.test.ts bundles them both ways and checks they agree.
// Deliberately no z.config() here: zod keeps its config on globalThis, shared with any zod the
// host page runs, and an embed must not change the host's locale or settings.

type Params = string | { message?: string };
type Mini = m.ZodMiniType;

/** A zod/mini schema with the classic methods used by host-bridge.contract and theme.contract. */
export type ClassicSubset = Mini & {
  regex(pattern: RegExp, params?: Params): ClassicSubset;
  max(value: number, params?: Params): ClassicSubset;
  min(value: number, params?: Params): ClassicSubset;
  int(params?: Params): ClassicSubset;
  nullable(): ClassicSubset;
  optional(): ClassicSubset;
  strict(): ClassicSubset;
  partial(): ClassicSubset;
};

function classic(schema: Mini): ClassicSubset {
  const self = schema as ClassicSubset;
  const isString = schema._zod.def.type === 'string';
  const check = (c: unknown) => classic(schema.check(c as m.core.$ZodCheck<unknown>));
  self.regex = (pattern, params) => check(m.regex(pattern, params));
  self.max = (value, params) => check(isString ? m.maxLength(value, params) : m.lte(value, params));
  self.min = (value, params) => check(isString ? m.minLength(value, params) : m.gte(value, params));
  self.int = (params) => check(m.int(params));
  self.nullable = () => classic(m.nullable(schema));
  self.optional = () => classic(m.optional(schema));
  // Classic's .strict(): the same object with a `never` catch-all, so unknown keys are refused.
  self.strict = () => classic(schema.clone({ ...schema._zod.def, catchall: m.never() } as typeof schema._zod.def));
  self.partial = () => classic(m.partial(schema as m.ZodMiniObject));
  return self;
}

type Shape = Record<string, Mini>;

/** The classic `z` namespace, reduced to the constructors the bridge contract uses. */
export const z = {
  string: (params?: Params) => classic(m.string(params)),
  number: (params?: Params) => classic(m.number(params)),
  literal: (value: string | number | boolean | null, params?: Params) => classic(m.literal(value, params)),
  object: (shape: Shape, params?: Params) => classic(m.object(shape, params)),
  discriminatedUnion: (discriminator: string, options: readonly Mini[], params?: Params) =>
    classic(m.discriminatedUnion(discriminator, options as unknown as [m.core.$ZodTypeDiscriminable], params)),
};
