import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/deploy.md is what an operator reads: it must keep up with the settings there are and point at files
// that exist.
const repoRoot = join(import.meta.dirname, '../..');
const doc = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8');

describe('docs/deploy.md', () => {
  it('says what every variable of .env.example does', () => {
    const variables = [...readFileSync(join(repoRoot, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(40);
    expect(variables.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...doc.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((m) => m[1] as string).filter((link) => !/^https?:/.test(link));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => !existsSync(join(dirname(join(repoRoot, 'docs/deploy.md')), link)))).toEqual([]);
  });
});
