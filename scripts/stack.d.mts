export const repoRoot: string;
export const services: { name: string; entry: string; defaultPort: number; urlVariable: string }[];
export function startStack(options: {
  mongoUrl: string;
  natsUrl: string;
  gatewayPort: number;
  ports?: Record<string, number>;
  logDir: string;
  env?: Record<string, string>;
}): Promise<{
  gatewayUrl: string;
  ports: Record<string, number>;
  startService(name: string): Promise<void>;
  /** Another process of the service on `port`, same database and NATS, not behind the gateway; answers its URL. */
  startSecondInstance(name: string, port: number): Promise<string>;
  /** SIGTERM by default (a clean stop); SIGKILL stops it as a crash would. */
  stopService(name: string, signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  stop(): Promise<void>;
}>;
