import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

// The Helm chart (deploy/helm/talentbridge) checked the way CI can without a cluster: `helm lint` and what
// `helm template` renders. helm is installed by scripts/install-infra.sh (npm test runs it first).
const repoRoot = join(import.meta.dirname, '../..');
const chart = join(repoRoot, 'deploy/helm/talentbridge');
const helm = existsSync(join(repoRoot, '.data/bin/helm')) ? join(repoRoot, '.data/bin/helm') : 'helm';

const required = {
  'image.registry': 'registry.example.com',
  'image.tag': '0123456789ab',
  publicUrl: 'https://jobs.example.com',
  'mongodb.uri': 'mongodb://mongo-0,mongo-1,mongo-2/?replicaSet=rs0',
  'auth.adminPassword': 'An-Admin-Password-2026!',
  'auth.privateKey': '-----BEGIN PRIVATE KEY-----',
  'smtp.host': 'smtp.example.com',
  's3.bucket': 'talentbridge-documents-prod',
  's3.accessKeyId': 'AKIAEXAMPLE',
  's3.secretAccessKey': 'an-s3-secret-access-key',
};

type Container = {
  image: string;
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  livenessProbe: { httpGet: { path: string } };
  readinessProbe: { httpGet: { path: string } };
  securityContext: Record<string, unknown>;
};
/** What the checks below read of a rendered object (a Deployment's spec; other kinds' are not read). */
type Manifest = {
  kind: string;
  metadata: { name: string };
  spec: {
    replicas?: number;
    strategy: { rollingUpdate: unknown };
    template: { spec: { securityContext: { runAsNonRoot: boolean; runAsUser: number }; containers: Container[] } };
  };
};

async function runHelm(...args: string[]) {
  return promisify(execFile)(helm, args, { cwd: repoRoot });
}

async function render(values: Record<string, string> = required): Promise<Manifest[]> {
  const sets = Object.entries(values).flatMap(([key, value]) => ['--set-literal', `${key}=${value}`]);
  const { stdout } = await runHelm('template', 'tb', chart, ...sets);
  return parseAllDocuments(stdout)
    .map((document) => document.toJS() as Manifest | null)
    .filter((manifest): manifest is Manifest => manifest !== null);
}

const named = (manifests: Manifest[], kind: string) =>
  new Map(manifests.filter((m) => m.kind === kind).map((m) => [m.metadata.name.replace(/^tb-/, ''), m]));

/** The one container of a deployable's Deployment. */
function containerOf(manifests: Manifest[], name: string): Container {
  const container = named(manifests, 'Deployment').get(name)?.spec.template.spec.containers[0];
  if (!container) throw new Error(`no Deployment with a container for ${name}`);
  return container;
}

// What docker-compose.yml runs, less the infrastructure (the chart takes MongoDB and NATS from outside, and
// production has no demo data): the deployables, and the gateway's settings that name them.
const compose = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { environment?: Record<string, string> }>;
};
// (Mailpit, the development SMTP server, neither: production names its SMTP server; nor MinIO: its S3 store).
const deployables = Object.keys(compose.services).filter((name) => !['mongo', 'nats', 'seed', 'mailpit', 'minio'].includes(name));
const services = ['auth', 'catalog', 'candidates', 'engagement', 'portal', 'notifications'];
const frontends = ['shell', 'mfe-public', 'mfe-crm', 'mfe-portal', 'mfe-client'];

describe('the Helm chart', () => {
  it('passes helm lint --strict', async () => {
    const sets = Object.entries(required).flatMap(([key, value]) => ['--set-literal', `${key}=${value}`]);
    const { stdout } = await runHelm('lint', '--strict', chart, ...sets);
    expect(stdout).toContain('1 chart(s) linted, 0 chart(s) failed');
  });

  it('has a Deployment, a Service and a disruption budget for every deployable the compose file runs', async () => {
    const manifests = await render();
    expect(deployables.sort()).toEqual([...services, 'gateway', ...frontends].sort());
    for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget']) {
      expect([...named(manifests, kind).keys()].sort(), kind).toEqual(deployables);
    }
    // Services and gateways scale on CPU (so their Deployments leave the count to the autoscaler); the
    // static frontends keep a fixed count.
    expect([...named(manifests, 'HorizontalPodAutoscaler').keys()].sort()).toEqual([...services, 'gateway'].sort());
    for (const [name, deployment] of named(manifests, 'Deployment')) {
      expect(deployment.spec.replicas, name).toBe(frontends.includes(name) ? 2 : undefined);
      expect(deployment.spec.strategy.rollingUpdate, name).toEqual({ maxSurge: 1, maxUnavailable: 0 });
    }
  });

  it('probes each kind of deployable where it says it is alive and ready', async () => {
    const manifests = await render();
    const probes = (name: string) => {
      const container = containerOf(manifests, name);
      return [container.livenessProbe.httpGet.path, container.readinessProbe.httpGet.path];
    };
    for (const name of services) expect(probes(name), name).toEqual(['/healthz', '/readyz']);
    // Not /readyz for the gateway: it fails while any one service is down, which must not take every gateway out.
    expect(probes('gateway')).toEqual(['/livez', '/livez']);
    for (const name of frontends) expect(probes(name), name).toEqual(['/healthz', '/healthz']);
  });

  it('runs every container unprivileged on a read-only file system', async () => {
    for (const [name, deployment] of named(await render(), 'Deployment')) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext.runAsNonRoot, name).toBe(true);
      expect(pod.securityContext.runAsUser, name).toBe(frontends.includes(name) ? 33 : 1000);
      expect(containerOf([deployment], name).securityContext, name).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    }
  });

  it('gives the gateway the address of every service and frontend, as the compose file does', async () => {
    const gateway = containerOf(await render(), 'gateway');
    const env = Object.fromEntries((gateway.env ?? []).map((v) => [v.name, v.value]));
    const composeNames = Object.keys(compose.services.gateway?.environment ?? {}).filter((key) => /_(URL|FILES_URL)$/.test(key));
    for (const key of composeNames.filter((key) => !['NATS_URL', 'AUTH_URL'].includes(key))) {
      expect(env[key], key).toMatch(/^http:\/\/tb-[a-z-]+:\d+\/?$/);
    }
    expect(env.MFE_PUBLIC_FILES_URL).toBe('http://tb-mfe-public:8080/');
    expect(env.CATALOG_URL).toBe('http://tb-catalog:4101');
  });

  it('keeps secrets in a Secret, read only by those that need them', async () => {
    const manifests = await render();
    const secretKeys = (name: string) =>
      (containerOf(manifests, name).env ?? [])
        .filter((v) => v.valueFrom)
        .map((v) => v.name);
    expect(secretKeys('auth')).toEqual(['MONGODB_URI', 'ADMIN_PASSWORD', 'AUTH_PRIVATE_KEY']);
    expect(secretKeys('catalog')).toEqual(['MONGODB_URI']);
    expect(secretKeys('notifications')).toEqual(['MONGODB_URI', 'SMTP_PASSWORD']);
    expect(secretKeys('candidates')).toEqual(['MONGODB_URI', 'S3_SECRET_ACCESS_KEY']);
    expect(secretKeys('gateway')).toEqual([]);
    const config = JSON.stringify(named(manifests, 'ConfigMap').get('config'));
    expect(config).toContain(required.publicUrl);
    // Production's NATS is a three-node cluster: three copies of each stream (decision 0090).
    expect(config).toContain('"STREAM_REPLICAS":"3"');
    expect(config).not.toContain(required['auth.adminPassword']);
    expect(config).not.toContain(required['s3.secretAccessKey']);
    // The object store's settings, as the candidates service reads them.
    expect(config).toContain(`"S3_BUCKET":"${required['s3.bucket']}"`);
    expect(config).toContain('"S3_FORCE_PATH_STYLE":"true"');
  });

  it('ships one part alone: a deployable with its own tag changes only its own image', async () => {
    const images = (manifests: Manifest[]) =>
      new Map(deployables.map((name) => [name, containerOf(manifests, name).image]));
    const before = images(await render());
    const after = images(await render({ ...required, 'deployables.mfe-public.tag': 'fedcba987654' }));
    expect(after.get('mfe-public')).toBe('registry.example.com/talentbridge/mfe-public:fedcba987654');
    for (const name of deployables.filter((n) => n !== 'mfe-public')) {
      expect(after.get(name), name).toBe(before.get(name));
      expect(before.get(name)).toBe(`registry.example.com/talentbridge/${name}:0123456789ab`);
    }
  });

  it('refuses to render without what production needs, saying which value to set', async () => {
    for (const missing of Object.keys(required)) {
      const values = Object.fromEntries(Object.entries(required).filter(([key]) => key !== missing));
      await expect(render(values), missing).rejects.toThrow(new RegExp(`set ${missing.replace('.', '\\.')}`));
    }
    // A Secret made outside the chart stands for the secret values.
    const withExisting = await render({
      'image.registry': 'r.example.com',
      'image.tag': 'a1',
      publicUrl: 'https://x.example.com',
      'smtp.host': 'smtp.example.com',
      's3.bucket': 'documents',
      's3.accessKeyId': 'AKIAEXAMPLE',
      existingSecret: 'tb-prod',
    });
    expect(named(withExisting, 'Secret').size).toBe(0);
  });
});
