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
  stopService(name: string): Promise<void>;
  stop(): Promise<void>;
}>;
