import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A command's output; its error output is kept in the error it throws. */
export const docker = (...args: string[]) => execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Runs a command to its end, its output printed; rejects with its exit code. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** The compose stack of docker-compose.yml under a project name and gateway port of its own. */
export class ComposeStack {
  readonly url: string;

  constructor(
    readonly project: string,
    readonly port: number,
    readonly tag: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  private compose(...args: string[]): Promise<void> {
    return run('docker-compose', ['-p', this.project, ...args], { TAG: this.tag, PORT: String(this.port) });
  }

  async up(): Promise<void> {
    await this.down();
    // docker-compose 1.29 gives up when a dependency is not healthy yet on a loaded machine; a second `up`
    // starts what is left.
    await this.compose('up', '-d').catch(() => this.compose('up', '-d'));
    const started = Date.now();
    for (;;) {
      const ok = await fetch(`${this.url}/healthz`).then((response) => response.ok, () => false);
      if (ok) return;
      if (Date.now() - started > 240_000) throw new Error(`the compose stack ${this.project} was not healthy within 240 s`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }

  /**
   * Everything of the stack. Docker 20.10 can keep a stale endpoint on the project's network once its containers
   * are gone, and then refuses to remove it ("has active endpoints", CI on 26 Nov, after a deploy's broken
   * container was removed while restarting): with no container of the project left, its volumes are removed here
   * and the network is left, to be used again by the project's next `up`.
   */
  async down(): Promise<void> {
    const project = `label=com.docker.compose.project=${this.project}`;
    await this.compose('down', '-v', '--remove-orphans').catch((error: unknown) => {
      if (docker('ps', '-aq', '--filter', project)) throw error;
      const volumes = docker('volume', 'ls', '-q', '--filter', project).split('\n').filter(Boolean);
      if (volumes.length > 0) docker('volume', 'rm', ...volumes);
      console.warn(`${this.project}: its network could not be removed (a stale endpoint); its containers and volumes are gone`);
    });
  }

  /** The one running container of a compose service: its id and image id. */
  container(service: string): { id: string; image: string } {
    const ids = docker('ps', '-q', '--no-trunc', '--filter', `label=com.docker.compose.project=${this.project}`, '--filter', `label=com.docker.compose.service=${service}`)
      .split('\n')
      .filter(Boolean);
    if (ids.length !== 1) throw new Error(`${service} has ${ids.length} running containers`);
    return { id: ids[0]!, image: docker('inspect', '-f', '{{.Image}}', ids[0]!) };
  }

  /** The team's deploy command (scripts/deploy.mjs). */
  deploy(name: string, tag: string): Promise<void> {
    return run('node', ['scripts/deploy.mjs', name, tag, '--project', this.project]);
  }
}

/**
 * Builds talentbridge/NAME:TAG from a copy of a frontend's sources with one text changed, through the
 * frontend's own Dockerfile: a new version of that remote, and nothing committed is touched.
 */
export function buildChangedFrontend(project: string, tag: string, file: string, from: string, to: string): Promise<void> {
  const context = mkdtempSync(join(tmpdir(), `${project}-`));
  const copied = ['package.json', 'package-lock.json', 'tsconfig.base.json', 'libs/contracts', 'libs/ui', 'libs/web-kit', project, 'scripts/images'];
  for (const path of copied) {
    cpSync(join(repoRoot, path), join(context, path), { recursive: true, filter: (source) => !/\/(node_modules|dist)(\/|$)/.test(source) });
  }
  const source = join(context, project, file);
  const text = readFileSync(source, 'utf8');
  if (!text.includes(from)) throw new Error(`${project}/${file} has no text "${from}" to change`);
  writeFileSync(source, text.replace(from, to));
  const args = ['build', '-q', '-f', 'scripts/images/frontend.Dockerfile', '-t', `talentbridge/${project}:${tag}`, '--build-arg', `PROJECT=${project}`, '--build-arg', `VERSION=${tag}`, context];
  return run('docker', args).finally(() => rmSync(context, { recursive: true, force: true }));
}

/** Builds an image from a Dockerfile alone (no context): one made from another image here. */
export function buildImage(tag: string, dockerfile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', ['build', '-q', '-t', tag, '-'], { stdio: ['pipe', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`docker build of ${tag} exited with ${code}`))));
    child.stdin.end(dockerfile);
  });
}

/** One request of a RequestLoop: the answer's status it expects, and what a browser would ask for next. */
export interface LoopRequest {
  method: string;
  path: string;
  status: number;
  body?: () => unknown;
  token?: string;
  /** Addresses a browser asks for next from this answer (each expected 200), e.g. a manifest's chunks. */
  then?: (body: string) => string[];
}

/** Requests sent through the gateway over and over by a few clients, counting every answer and failure. */
export class RequestLoop {
  sent = 0;
  readonly failures: string[] = [];
  private running = true;
  private readonly clients: Promise<void>[];

  constructor(
    private readonly url: string,
    private readonly requests: LoopRequest[],
    clients = 4,
  ) {
    this.clients = Array.from({ length: clients }, (_, client) => this.client(client));
  }

  private async client(client: number): Promise<void> {
    for (let turn = client; this.running; turn++) {
      const request = this.requests[turn % this.requests.length]!;
      const body = await this.send(request);
      for (const path of body === undefined ? [] : (request.then?.(body) ?? [])) await this.send({ method: 'GET', path, status: 200 });
    }
  }

  /** The answer's text when it has the expected status; a failure noted otherwise. */
  private async send({ method, path, body, token, status }: LoopRequest): Promise<string | undefined> {
    const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
    if (token) headers.authorization = `Bearer ${token}`;
    this.sent++;
    try {
      const response = await fetch(`${this.url}${path}`, { method, headers, body: body ? JSON.stringify(body()) : undefined, signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      if (response.status === status) return text;
      this.failures.push(`${method} ${path}: ${response.status} (${new Date().toISOString()})`);
    } catch (error) {
      this.failures.push(`${method} ${path}: ${(error as Error).message} (${new Date().toISOString()})`);
    }
    return undefined;
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.clients);
  }
}

/** A remote's entry and its exposed App's first chunks, from its mf-manifest.json, as a browser loads them. */
export function remoteFiles(folder: string) {
  return (manifestText: string): string[] => {
    const manifest = JSON.parse(manifestText) as {
      metaData: { remoteEntry: { name: string } };
      exposes: { name: string; assets: { js: { sync: string[] } } }[];
    };
    const app = manifest.exposes.find((expose) => expose.name === 'App');
    return [manifest.metaData.remoteEntry.name, ...(app?.assets.js.sync ?? [])].map((file) => `/remotes/${folder}/${file}`);
  };
}
