import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module of the build configuration, no type declarations
import { ROUTER_EXPORTS } from '../rspack/shared-exports.mjs';

const root = join(import.meta.dirname, '../../..');
const frontendSources = ['shell/src', 'mfe-public/src', 'mfe-crm/src', 'mfe-portal/src', 'mfe-client/src', 'libs/ui/src', 'libs/web-kit/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `import { a, b as c } from 'react-router…'` of the frontends' shipped code. */
function routerImports() {
  const found: { file: string; from: string; names: string[] }[] = [];
  for (const file of frontendSources.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"](react-router[^'"]*)['"]/g)) {
      if (match[1]) continue; // types only: nothing at run time
      const named = /\{([^}]*)\}/.exec(match[2]!)?.[1] ?? '';
      const names = named
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/)[0]!);
      const other = match[2]!.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
      found.push({ file: file.slice(root.length + 1), from: match[3]!, names: other ? [...names, `<${other}>`] : names });
    }
  }
  return found;
}

describe('react-router, a tree-shaken shared singleton', () => {
  const imports = routerImports();

  it('finds the frontends’ router imports', () => {
    expect(imports.length).toBeGreaterThan(0);
  });

  it('is imported by its package name only (a subpath would be bundled as a second copy)', () => {
    expect(imports.filter(({ from }) => from !== 'react-router' && from !== 'react-router-dom')).toEqual([]);
  });

  it('is only used through the exports every federated copy keeps (rspack/shared-exports.mjs)', () => {
    const missing = imports.flatMap(({ file, names }) => names.filter((name) => !ROUTER_EXPORTS.includes(name)).map((name) => `${file}: ${name}`));
    expect(missing).toEqual([]);
  });
});
