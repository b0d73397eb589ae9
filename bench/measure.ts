// Shared by the benches: timing requests one at a time over HTTP, and percentiles.

export interface Timing {
  label: string;
  p50: number;
  p99: number;
  max: number;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Requests each path in turn (with the token when given), failing on any answer but 200. */
export async function timed(label: string, paths: string[], base: string, token?: string): Promise<Timing> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (response.status !== 200) throw new Error(`${label}: ${path} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1)! };
}
