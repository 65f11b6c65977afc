// ESLint rule: the import boundaries between areas (ARCHITECTURE.md).
//
// Front ends (apps/web, apps/admin, apps/embed): a feature folder never imports another feature of
// its app; app/ composes them, shared/ and packages/ hold what several use.
//
// Server (apps/server/src): each area (features/<X>/) shows one face, features/<X>/<X>.public.ts.
// Any server file outside features/<X>/ (another area, app.ts, plugins/, db/seed, hardening/, test/)
// may import from features/<X>/ only that file. Test code is held to the same face with one
// opening: a test (*.test.ts, src/test/, hardening/, a testing/ folder, *-test-helpers.ts,
// *.testing.ts) may also import features/<X>/<X>.testing.ts, the area's explicit list of fixtures
// and internals other areas' tests drive. A test inside its own area imports that area's files
// freely, like its code.
//
// A server area also reads and writes only its own tables: a file of features/<X>/ may import
// db/schema/<S>.ts only when S belongs to X (SCHEMA_OWNERS) or to no area (columns, jobs). The
// cross-area schema imports that predate the rule are listed in schema-baseline.js, a list that
// may only shrink: a new pair fails lint, and a listed pair that no longer occurs fails too, so
// the list is kept exact.
//
// Test code may import any area's schema, and is never listed in the baseline: an integration
// test seeds the rows its use case starts from and checks the rows it wrote, across the areas the
// use case spans (a checkout writes an order, a tee-time booking, a payment step and a mail), and
// reading them through public functions made for the test would widen the production faces. The
// boundary guards the coupling between production modules; a test couples to nothing that ships.
import { basename, dirname, relative, resolve, sep } from 'node:path';
import { SCHEMA_BASELINE } from './schema-baseline.js';

const FEATURES = /^(.*[\\/]apps[\\/]([^\\/]+)[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/;
const SERVER_SRC = /^(.*[\\/]apps[\\/]server[\\/]src)[\\/]/;

/**
 * The area owning each schema file of apps/server/src/db/schema/ (null: infrastructure of no
 * area). Decided by who writes the tables: openings, blocks and dynamic pricing are the
 * tee-time inventory the console edits through tee-times' repositories; customers and their
 * opt-ins (profile.ts) are the accounts session's customers repository keeps. Orders and
 * reservations (checkout.ts) stay checkout's although reservations, admin and invitations read
 * and amend them: the booking creates both in its own statements beside invoices and order
 * items, so moving them would only turn the booking's imports into the baseline's.
 */
export const SCHEMA_OWNERS = {
  'admin-counter-sales': 'admin',
  'admin-tee-sheet': 'admin',
  admin: 'admin',
  alerts: 'alerts',
  cart: 'cart',
  checkout: 'checkout',
  columns: null,
  'dynamic-pricing': 'tee-times',
  'engine-images': 'facilities',
  facilities: 'facilities',
  invitations: 'invitations',
  jobs: null,
  mail: 'mail',
  openings: 'tee-times',
  payments: 'payments',
  'pro-profile': 'pro-profile',
  profile: 'session',
  'release-queue': 'release-queue',
  // The console's report summaries: kept by database triggers, read by the reports.
  'report-summaries': 'admin',
  'end-of-day-entries': 'admin',
  reservations: 'reservations',
  session: 'session',
  sms: 'sms',
  store: 'store',
  'tee-time-blocks': 'tee-times',
  'tee-times': 'tee-times',
  wallet: 'wallet',
};

/** The features root, app and feature name a file belongs to, or null outside features/. */
function featureOf(path) {
  const match = FEATURES.exec(path);
  return match ? { root: match[1], app: match[2], name: match[3] } : null;
}

/** Whether a server file is test code (held to the public and testing faces of other areas). */
function isTestCode(srcRoot, path) {
  const name = basename(path);
  const inside = relative(srcRoot, path).split(sep);
  return (
    name.endsWith('.test.ts') ||
    name.endsWith('.testing.ts') ||
    name.includes('test-helpers') ||
    inside.slice(0, -1).includes('testing') ||
    inside[0] === 'test' ||
    inside[0] === 'hardening'
  );
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Areas import each other only through their public file, and read only their own tables' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features do not import each other: compose them in app/ or move the shared part to shared/ or packages/.",
      notPublic:
        "'{{source}}' is inside area '{{to}}': import its public file features/{{to}}/{{to}}.public.ts instead (add the export there if other areas need it).",
      notPublicForTest:
        "'{{source}}' is inside area '{{to}}': a test imports features/{{to}}/{{to}}.public.ts or {{to}}.testing.ts instead.",
      foreignSchema:
        "Area '{{from}}' imports db/schema/{{schema}}.ts, the tables of area '{{owner}}': ask '{{owner}}' through its public file (a named repository function) instead.",
      staleBaseline:
        'This file no longer imports db/schema/{{schema}}.ts: remove the pair from scripts/eslint/schema-baseline.js so the list only shrinks.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    const server = SERVER_SRC.exec(file);
    if (server) return serverChecks(context, file, server[1], own && own.app === 'server' ? own.name : null);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (!target.startsWith(own.root + sep)) return;
      const other = target.slice(own.root.length + 1).split(sep)[0];
      if (other && other !== own.name)
        context.report({ node, messageId: 'crossFeature', data: { from: own.name, to: other } });
    };
    return visitors(check);
  },
};

function serverChecks(context, file, srcRoot, ownArea) {
  const featuresRoot = resolve(srcRoot, 'features');
  const schemaRoot = resolve(srcRoot, 'db', 'schema');
  const test = isTestCode(srcRoot, file);
  const fileKey = relative(srcRoot, file).split(sep).join('/');
  const baselined = new Set(SCHEMA_BASELINE.filter(([from]) => from === fileKey).map(([, schema]) => schema));
  const seenSchemas = new Set();
  const check = (node, source) => {
    if (typeof source !== 'string' || !source.startsWith('.')) return;
    const target = resolve(dirname(file), source);
    if (target.startsWith(featuresRoot + sep)) {
      const [area, ...rest] = target.slice(featuresRoot.length + 1).split(sep);
      if (!area || area === ownArea) return;
      const inner = rest.join('/');
      if (inner === `${area}.public.ts`) return;
      if (test && inner === `${area}.testing.ts`) return;
      context.report({ node, messageId: test ? 'notPublicForTest' : 'notPublic', data: { source, to: area } });
      return;
    }
    if (ownArea && !test && target.startsWith(schemaRoot + sep)) {
      const schema = basename(target).replace(/\.ts$/, '');
      const owner = SCHEMA_OWNERS[schema];
      if (owner === null || owner === ownArea) return;
      seenSchemas.add(schema);
      if (baselined.has(schema)) return;
      context.report({ node, messageId: 'foreignSchema', data: { from: ownArea, schema, owner: owner ?? 'unknown' } });
    }
  };
  return {
    ...visitors(check),
    'Program:exit': (program) => {
      for (const schema of baselined) {
        if (!seenSchemas.has(schema)) context.report({ node: program, messageId: 'staleBaseline', data: { schema } });
      }
    },
  };
}

function visitors(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
  };
}
