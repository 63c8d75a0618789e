// The import graph of a folder of TypeScript sources, read with the TypeScript compiler's own pre-processor (every
// `import`, `import type`, `export … from`, `import()` and `require()`), and the circles in it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import * as ts from 'typescript';

/** File (relative to the root) -> the files of the root it imports. Packages and files outside the root are left out. */
export type ImportGraph = Map<string, string[]>;

function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return tsFilesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a relative specifier names, as the bundler resolves it: the path with .ts, or its folder's index.ts. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, join(base, 'index.ts')].find(
    (candidate) => candidate.endsWith('.ts') && isFile(candidate),
  );
}

export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of tsFilesUnder(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveSpecifier(file, imported.fileName))
      .filter((target): target is string => target !== undefined && !relative(root, target).startsWith('..'))
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)].sort());
  }
  return graph;
}

/** Each circle (a strongly connected set of two or more files, or a file that imports itself), files sorted. */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's strongly connected components.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}
