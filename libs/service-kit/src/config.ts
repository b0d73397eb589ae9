/** Reads an environment variable with a safe local default. */
export function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (Number.isNaN(value)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/** Where the shared infrastructure lives, and who may forward a client's address; every service reads these. */
export function infraConfig() {
  return {
    mongoUrl: env('MONGODB_URI', 'mongodb://127.0.0.1:27017/'),
    natsUrl: env('NATS_URL', 'nats://127.0.0.1:4222'),
    /** The gateway's address as the services see it (`npm start` runs everything on 127.0.0.1). */
    trustedProxies: env('TRUSTED_PROXIES', '127.0.0.1,::1'),
  };
}
