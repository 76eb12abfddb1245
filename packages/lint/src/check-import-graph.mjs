#!/usr/bin/env node
// Fails when a package below (packages/*) depends on an app above it (apps/*, e2e, bench), when
// packages depend on each other in a circle, or when the folders of a source tree import each other in a circle (components → hooks →
// components), printing the folders' imports among each other, one file import for each. A file circle inside one folder
// is that folder's business; a circle between folders means no folder can be understood, tested or
// moved without the others (decision 0016).
//
// dependency-cruiser reads the imports (type-only and dynamic ones too, `.js` specifiers resolved to
// their `.ts` files); this script folds its file graph into a folder graph: each first-level folder
// under `src` is one node, and each file directly in `src` (entries, the router) is a node of its own.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';
import { workspaceGraph } from './package-graph.mjs';

const sourceRoots = ['apps/web/src', 'apps/server/src', 'packages/api/src', 'packages/db/src', 'apps/console/src'];

process.chdir(fileURLToPath(new URL('../../..', import.meta.url)));
const { output } = await cruise(sourceRoots, { tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' } });
if (typeof output === 'string') throw new Error('dependency-cruiser returned a report, not a result');

let failed = false;

// Packages below, apps above: a package may use packages only; the workspace has no circle.
const folders = [...['apps', 'packages'].flatMap((parent) => readdirSync(parent).map((name) => `${parent}/${name}`)), 'e2e', 'bench'];
const packages = workspaceGraph(folders);
const byName = new Map([...packages].map(([name, { uses }]) => [name, new Map(uses.map((used) => [used, `${name} depends on ${used}`]))]));
for (const [name, { folder, uses }] of packages) {
  if (!folder.startsWith('packages/')) continue;
  for (const used of uses) {
    if (packages.get(used)?.folder.startsWith('packages/')) continue;
    failed = true;
    console.log(`error: ${name} (${folder}) depends on ${used} (${packages.get(used)?.folder}): packages may depend on packages only`);
  }
}
for (const members of stronglyConnected(byName).filter((group) => group.length > 1)) {
  failed = true;
  console.log(`error: packages depend on each other in a circle: ${members.join(', ')}`);
}

for (const root of sourceRoots) {
  const graph = folderGraph(output.modules, root);
  const cycles = stronglyConnected(graph).filter((members) => members.length > 1);
  for (const members of cycles) {
    failed = true;
    console.log(`error: folders of ${root} import each other in a circle: ${members.join(', ')}`);
    for (const from of members) {
      for (const [to, example] of graph.get(from) ?? []) if (members.includes(to)) console.log(`  ${from} → ${to}  (${example})`);
    }
  }
}
if (failed) process.exit(1);
console.log(`${packages.size} packages in layers without a circle; no folder import circles in ${sourceRoots.join(', ')}`);

/** The node a file belongs to: its first-level folder under the root, or the file itself. */
function nodeOf(root, path) {
  const rest = path.slice(root.length + 1);
  const slash = rest.indexOf('/');
  return slash < 0 ? rest : rest.slice(0, slash + 1);
}

/** folder → (imported folder → one import that makes the edge, as "file imports file"). */
function folderGraph(modules, root) {
  const graph = new Map();
  for (const module of modules) {
    if (!module.source.startsWith(`${root}/`)) continue;
    const from = nodeOf(root, module.source);
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    for (const dependency of module.dependencies) {
      if (!dependency.resolved.startsWith(`${root}/`)) continue;
      const to = nodeOf(root, dependency.resolved);
      if (to !== from && !edges.has(to)) edges.set(to, `${module.source.slice(root.length + 1)} imports ${dependency.module}`);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components: each group of nodes that reach each other. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const members = [];
      let member;
      do {
        member = stack.pop();
        members.push(member);
      } while (member !== node);
      components.push(members.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}
