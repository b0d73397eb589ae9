export interface ProcessSpec {
  name: string;
  binary: string;
  port: number;
  args: string[];
  dirs: string[];
  url: string;
}
export interface StartedProcess extends ProcessSpec {
  pid: number;
}
export function natsSpec(dataDir: string, port: number): ProcessSpec;
export function mongoSpec(dataDir: string, port: number): ProcessSpec;
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
  options?: { graceMs?: number },
): Promise<void>;
export function startInfra(options: {
  dataDir: string;
  natsPort: number;
  mongoPort: number;
  logDir?: string;
  detached?: boolean;
  env?: Record<string, string | undefined>;
}): Promise<{ natsUrl: string; mongoUrl: string; started: StartedProcess[]; stop(): Promise<void> }>;
