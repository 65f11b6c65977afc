// ESLint rule: a feature folder (apps/<app>/src/features/<name>/) may not import another
// feature's files; app/ composes features, and shared code lives in shared/ or packages/.
import { dirname, resolve, sep } from 'node:path';

const FEATURES = /^(.*[\\/]apps[\\/][^\\/]+[\\/]src[\\/]features)[\\/]([^\\/]+)[\\/]/;

/** The features root and feature name a file belongs to, or null outside features/. */
function featureOf(path) {
  const match = FEATURES.exec(path);
  return match ? { root: match[1], name: match[2] } : null;
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features do not import each other: compose them in app/ or move the shared part to shared/ or packages/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (!target.startsWith(own.root + sep)) return;
      const other = target.slice(own.root.length + 1).split(sep)[0];
      if (other && other !== own.name) context.report({ node, messageId: 'crossFeature', data: { from: own.name, to: other } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
