// The house's own ESLint rules (decision 0033). Each guards a boundary the layout depends on.
import { dirname, resolve } from 'node:path';
import { packageFolderOf } from './package-graph.mjs';

/** Every import's source literal in a file: static, dynamic, and re-exports. */
function eachImportSource(report) {
  const check = (node) => {
    if (node.source?.type === 'Literal' && typeof node.source.value === 'string') report(node.source);
  };
  return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
}

/** A relative import reaches only into its own package; another package is imported by its name. */
/** @type {import('eslint').Rule.RuleModule} */
const noRelativeImportAcrossPackages = {
  meta: {
    type: 'problem',
    docs: { description: 'A relative import may not leave its package: import another package by its name.' },
    messages: {
      crosses: "'{{source}}' leaves this file's package ({{from}}) for {{to}}: import it by the package's name (and export what it needs).",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    return eachImportSource((source) => {
      const specifier = source.value;
      if (!specifier.startsWith('.')) return;
      const from = packageFolderOf(file);
      // As if a file inside the target: a folder import ('../web') lands in that folder's package.
      const to = packageFolderOf(resolve(dirname(file), specifier, 'x'));
      if (to !== from) context.report({ node: source, messageId: 'crosses', data: { source: specifier, from, to } });
    });
  },
};

/** Folders by which packages keep their inner modules; a package's public entry points are what its exports name. */
const internalPath = /^(?:@[^/]+\/)?[^/@.][^/]*\/(?:.*\/)?(?:lib|src|dist|esm|cjs|internal|internals|build)(?:\/|$)/;

/**
 * A dependency's private parts are not ours to use: its inner modules (imported by a deep path),
 * the symbols it keeps its state under (`pino.symbols`, `Symbol.for('…')` keys of another
 * library). They change without notice between patch versions.
 */
/** @type {import('eslint').Rule.RuleModule} */
const noPrivateDependencySymbols = {
  meta: {
    type: 'problem',
    docs: { description: "No dependency's private module or symbol: use what its documented entry points export." },
    messages: {
      deepImport: "'{{source}}' reaches into a dependency's inner modules: import from an entry point its package exports.",
      symbols: "'{{name}}.symbols' are a dependency's private state: use its public API.",
      symbolFor: "Symbol.for('{{key}}') reads another library's private state: use its public API.",
    },
    schema: [],
  },
  create(context) {
    const imported = new Set();
    return {
      ...eachImportSource((source) => {
        if (internalPath.test(source.value)) context.report({ node: source, messageId: 'deepImport', data: { source: source.value } });
      }),
      ImportDefaultSpecifier(node) {
        if (!node.parent.source.value.startsWith('.')) imported.add(node.local.name);
      },
      ImportNamespaceSpecifier(node) {
        if (!node.parent.source.value.startsWith('.')) imported.add(node.local.name);
      },
      MemberExpression(node) {
        if (node.object.type === 'Identifier' && imported.has(node.object.name) && !node.computed && node.property.name === 'symbols') {
          context.report({ node, messageId: 'symbols', data: { name: node.object.name } });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.object.name !== 'Symbol' || callee.property.name !== 'for') return;
        const key = node.arguments[0];
        if (key?.type === 'Literal' && typeof key.value === 'string' && !key.value.startsWith('office.')) {
          context.report({ node, messageId: 'symbolFor', data: { key: key.value } });
        }
      },
    };
  },
};

/** The definitions libraries keep for themselves: tRPC's `_def`, zod's `_zod`. */
const internalMembers = new Set(['_def', '_zod']);

/**
 * Reading a library's kept definitions (`router._def.procedures`, `schema._zod.def`): they have no
 * stability promise. Tests may (they enumerate every procedure and schema on purpose, and a
 * library upgrade that moves them fails there first); the product may not.
 */
/** @type {import('eslint').Rule.RuleModule} */
const noLibraryInternals = {
  meta: {
    type: 'problem',
    docs: { description: "No library's kept definitions (`_def`, `_zod`) outside tests." },
    messages: { internal: "'.{{name}}' is a library's own definition: use its public API." },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (!node.computed && node.property.type === 'Identifier' && internalMembers.has(node.property.name)) {
          context.report({ node: node.property, messageId: 'internal', data: { name: node.property.name } });
        }
      },
    };
  },
};

export const officeRules = {
  meta: { name: '@office/lint' },
  rules: {
    'no-relative-import-across-packages': noRelativeImportAcrossPackages,
    'no-private-dependency-symbols': noPrivateDependencySymbols,
    'no-library-internals': noLibraryInternals,
  },
};
