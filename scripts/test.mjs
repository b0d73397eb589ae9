// `npm test`: every test of the platform. Unit and integration tests run against a real MongoDB-wire
// server and a real NATS (each test project starts its own, see libs/testing); the browser tests drive
// Debian's Chromium against the real gateway serving the built frontends.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './stack.mjs';

const run = (command, args) => execFileSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
const step = (text) => console.log(`\n▶ ${text}`);

step('Installing infrastructure where missing');
run('bash', ['scripts/install-infra.sh']);

step('Installing Schemathesis where missing (the e2e API fuzzer, decision 0108)');
run('bash', ['scripts/install-schemathesis.sh']);

step('Type-checking and building every project');
run('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2']);

step('Linting');
run('npx', ['nx', 'run-many', '-t', 'lint', '--parallel=2']);

step('Running the tests of every project');
const resultsFile = 'vitest-results.json';
const projectDirs = JSON.parse(execFileSync('npx', ['nx', 'show', 'projects', '--with-target', 'test', '--json'], { cwd: repoRoot }).toString())
  .map((name) => JSON.parse(execFileSync('npx', ['nx', 'show', 'project', name, '--json'], { cwd: repoRoot }).toString()).root);
for (const dir of projectDirs) rmSync(join(repoRoot, dir, resultsFile), { force: true });

let failed = false;
try {
  run('npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--output-style=stream', '--', '--reporter=default', '--reporter=json', `--outputFile=${resultsFile}`]);
} catch {
  failed = true;
}

// One closing line for the whole run, summed over the projects' reports.
let passed = 0;
let failedTests = 0;
for (const dir of projectDirs) {
  const file = join(repoRoot, dir, resultsFile);
  if (!existsSync(file)) {
    console.error(`no test report from ${dir}`);
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failedTests += report.numFailedTests;
}
console.log(`\n${passed} passed, ${failedTests} failed`);
process.exit(failed || failedTests > 0 || passed === 0 ? 1 : 0);
