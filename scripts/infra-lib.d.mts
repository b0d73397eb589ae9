export interface ProcessSpec {
  name: string;
  binary: string;
  port: number;
  args: string[];
  dirs: string[];
  url: string;
  /** Run once before the first start (PostgreSQL's initdb), unless `done` exists. */
  init?: { done: string; binary: string; args: string[] };
  /** Runs as this user (PostgreSQL, when started by root). */
  owner?: { uid: number; gid: number } | null;
  /** Signal that stops it promptly (default SIGTERM). */
  stopSignal?: NodeJS.Signals;
  /** Environment variables it runs with, besides this process's. */
  env?: Record<string, string>;
  /** Started once a GET of this answers 200 (else once its port accepts connections). */
  readyUrl?: string;
}
export interface StartedProcess extends ProcessSpec {
  pid: number;
}
export function natsSpec(dataDir: string, port: number): ProcessSpec;
export function mailpitSpec(
  dataDir: string,
  options: { smtpPort: number; httpPort: number; allowedRecipients?: string },
): ProcessSpec & { smtpPort: number };
/** The local object store's development credentials (MinIO's root user). */
export const MINIO_DEV_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export function minioSpec(
  dataDir: string,
  options: { port: number; consolePort?: number; accessKeyId?: string; secretAccessKey?: string },
): ProcessSpec & { consoleUrl: string | null; accessKeyId: string; secretAccessKey: string };
export function mongoServerSpecs(dataDir: string, ports: { mongoPort: number; postgresPort: number }): ProcessSpec[];
export function freePort(): Promise<number>;
export function portOpen(port: number): Promise<boolean>;
export function isRunning(pid: number, binary?: string): boolean;
export function startProcess(
  spec: ProcessSpec,
  options?: { logDir?: string; detached?: boolean },
): Promise<number>;
export function stopProcess(
  pid: number,
  port: number,
  name?: string,
  options?: { graceMs?: number; signal?: NodeJS.Signals },
): Promise<void>;
export function stopStarted(spec: ProcessSpec, pid: number, options?: { graceMs?: number }): Promise<void>;
export function startInfra(options: {
  dataDir: string;
  natsPort: number;
  mongoPort: number;
  postgresPort?: number;
  mail?: { smtpPort: number; httpPort: number };
  objectStore?: { port: number; consolePort?: number };
  logDir?: string;
  detached?: boolean;
  env?: Record<string, string | undefined>;
}): Promise<{
  natsUrl: string;
  mongoUrl: string;
  /** The SMTP server: Mailpit's when started, SMTP_HOST's when given, else null. */
  smtp: { host: string; port: number } | null;
  /** Mailpit's web UI and API, when started. */
  mailpitUrl: string | null;
  /** The S3-compatible store: MinIO's when started, S3_ENDPOINT's (with the S3_* keys) when given, else null. */
  s3: { endpoint: string; accessKeyId: string; secretAccessKey: string; region: string; bucket: string } | null;
  /** MinIO's web console, when started with a console port. */
  minioConsoleUrl: string | null;
  started: StartedProcess[];
  stop(): Promise<void>;
}>;
