import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webhookTargets } from '../../scripts/webhook-targets.mjs';

// Webhooks to this machine or a private network are an opt-in everywhere (decision 0115): an administrator's
// endpoint on 127.0.0.1 reached the internal services under `npm start`, which turned it on by default.
const repoRoot = join(import.meta.dirname, '../..');
const SETTING = 'WEBHOOKS_ALLOW_PRIVATE_TARGETS';

describe(`${SETTING}`, () => {
  it('is off under npm start unless set to 1, and npm start says how to turn it on', () => {
    for (const env of [{}, { [SETTING]: '' }, { [SETTING]: '0' }, { [SETTING]: 'true' }]) {
      const { line, ...setting } = webhookTargets(env);
      expect(setting, JSON.stringify(env)).toEqual({ [SETTING]: '0' });
      expect(line).toBe('Webhooks: public https:// endpoints only. For a receiver on this machine: WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 npm start (development only).');
    }
    const optedIn = webhookTargets({ [SETTING]: '1' });
    expect(optedIn[SETTING]).toBe('1');
    expect(optedIn.line).toMatch(/^Webhooks: WEBHOOKS_ALLOW_PRIVATE_TARGETS=1 is on: endpoints may also be http:\/\/ and on this machine/);
  });

  it('is not turned on by the compose files, the Helm chart or .env.example', () => {
    const chart = join(repoRoot, 'deploy/helm/talentbridge');
    const files = [
      ...readdirSync(repoRoot).filter((name) => /^docker-compose.*\.yml$/.test(name)).map((name) => join(repoRoot, name)),
      join(chart, 'values.yaml'),
      ...readdirSync(join(chart, 'templates')).map((name) => join(chart, 'templates', name)),
    ];
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toContain(SETTING);
    expect(readFileSync(join(repoRoot, '.env.example'), 'utf8')).toMatch(new RegExp(`^${SETTING}=$`, 'm'));
  });
});
