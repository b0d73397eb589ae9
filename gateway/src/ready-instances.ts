import { lookup as resolverLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as resolveAll } from 'node:dns/promises';
import { isIP } from 'node:net';

/** How often each tracked host's instances are resolved and asked whether they are ready. */
export const PROBE_INTERVAL_MS = 1_000;
const PROBE_TIMEOUT_MS = 800;

/** How a lookup chooses among a host's ready instances. */
export type Choice = 'each-in-turn' | 'newest';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The instances of each upstream that answer `GET /readyz` with a 2xx, so that the gateway opens its
 * connections to those only (decision 0087). Under docker-compose a service's name resolves to every
 * container of that service: a new one as soon as it starts (before it listens), an old one until it has
 * stopped (while it drains). Choosing among the ready ones makes a deploy's switch explicit: the new
 * instance gets traffic once it is ready, the old one none once it says it is draining.
 *
 * Two ways to choose among ready instances. A service's are all used in turn (they are stateless; one version
 * may answer a request and the next version the one after). A frontend's files must all come from one
 * version, as a manifest names chunks by their hash: only its newest ready instance (the one the probe found
 * last) is used, so the switch to a new version happens at one probe.
 *
 * One per process: a host's instances are the same for every part of the gateway. A host is followed once
 * `track` is given an address on it; an IP address needs no lookup and is not followed, nor is a host named
 * with two ports (a lookup does not know the port, `localhost` in development).
 *
 * An address a connection could not reach (`markUnreachable`: a killed container, whose address Docker's DNS
 * may still give for seconds) is not chosen again until it answers a probe. When no instance is known ready
 * (a survivor busy reconnecting to NATS, or too slow to answer its probe in time) a connection goes in turn to
 * the host's other resolved addresses, never to one marked unreachable: the service may well answer, and the
 * only other answer is a 503 (decision 0090). Before the first probe the resolver's own answer is used.
 */
export class ReadyInstances {
  /** By host name. */
  private readonly targets = new Map<string, { url: URL; choice: Choice }>();
  private readonly sharedHosts = new Set<string>();
  /** By host name, the newest first. */
  private readonly ready = new Map<string, LookupAddress[]>();
  /** Every address of a host, as last resolved. */
  private readonly resolved = new Map<string, LookupAddress[]>();
  /** When each address of a host was first resolved, by host name and address. */
  private readonly firstSeen = new Map<string, Map<string, number>>();
  /** Addresses of a host that a connection could not reach since they last answered a probe. */
  private readonly unreachable = new Map<string, Set<string>>();
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Goes up whenever an instance a lookup would choose changes (the preload plan is read again). */
  changes = 0;

  /** `resolve`: every address of a host name (the system's resolver; tests give their own). */
  constructor(private readonly resolve: (hostname: string) => Promise<LookupAddress[]> = (hostname) => resolveAll(hostname, { all: true })) {}

  /** Follows the instances behind an upstream's address (`http://catalog:4101`). */
  track(url: string, choice: Choice = 'each-in-turn'): void {
    const target = new URL(url);
    const { hostname } = target;
    if (isIP(hostname) || this.sharedHosts.has(hostname) || this.targets.get(hostname)?.url.port === target.port) return;
    if (this.targets.has(hostname)) {
      this.sharedHosts.add(hostname);
      this.targets.delete(hostname);
      this.ready.delete(hostname);
      this.resolved.delete(hostname);
      this.firstSeen.delete(hostname);
      this.unreachable.delete(hostname);
      return;
    }
    const tracked = { url: target, choice };
    this.targets.set(hostname, tracked);
    void this.probe(tracked);
    this.timer ??= setInterval(() => void this.refresh(), PROBE_INTERVAL_MS).unref();
  }

  /** A `net.connect` lookup: the address `choose` gives, else the resolver's answer. */
  readonly lookup = (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    const chosen = this.choose(hostname);
    if (!chosen) return void resolverLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error || options.all) return callback(error, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
    if (options.all) callback(null, [chosen]);
    else callback(null, chosen.address, chosen.family);
  };

  /**
   * The address a new connection to the host goes to: a ready instance (in turn, or the newest), else any other
   * resolved address in turn; never one marked unreachable. Undefined when the host is not followed, not probed
   * yet, or every address is marked.
   */
  choose(hostname: string): LookupAddress | undefined {
    const ready = this.reachable(hostname, this.ready.get(hostname));
    if (ready.length) return this.targets.get(hostname)?.choice === 'newest' ? ready[0] : ready[this.turn++ % ready.length];
    const resolved = this.reachable(hostname, this.resolved.get(hostname));
    return resolved.length ? resolved[this.turn++ % resolved.length] : undefined;
  }

  /** Whether a connection to the host has somewhere to go that is not known unreachable. */
  hasReachable(hostname: string): boolean {
    return this.reachable(hostname, this.resolved.get(hostname)).length > 0;
  }

  /** A connection to this address of the host got no answer: it is not chosen again until it answers a probe. */
  markUnreachable(hostname: string, address: string): void {
    if (!this.targets.has(hostname)) return;
    const marked = this.unreachable.get(hostname) ?? new Set<string>();
    marked.add(address);
    this.unreachable.set(hostname, marked);
    this.changes++;
  }

  private reachable(hostname: string, addresses: LookupAddress[] = []): LookupAddress[] {
    const marked = this.unreachable.get(hostname);
    return marked?.size ? addresses.filter(({ address }) => !marked.has(address)) : addresses;
  }

  /** Every address of a host, ready or not (an old instance draining), as last resolved. */
  resolvedAddresses(hostname: string): string[] {
    return [...(this.firstSeen.get(hostname)?.keys() ?? [])];
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Resolves and probes every followed host now (done every PROBE_INTERVAL_MS). */
  async refresh(): Promise<void> {
    await Promise.all([...this.targets.values()].map((target) => this.probe(target)));
  }

  private async probe(tracked: { url: URL; choice: Choice }): Promise<void> {
    const { hostname } = tracked.url;
    const addresses = await this.resolve(hostname).catch(() => []);
    const answers = await Promise.all(addresses.map(async (address) => ({ address, answer: await probeReadiness(tracked.url, address) })));
    if (this.targets.get(hostname) !== tracked) return;
    // An address that answered, ready or not, is reachable again; one no longer resolved is forgotten.
    const marked = this.unreachable.get(hostname);
    for (const address of marked ?? []) {
      const probed = answers.find((entry) => entry.address.address === address);
      if (!probed || probed.answer !== 'no answer') marked!.delete(address);
    }
    this.resolved.set(hostname, addresses);
    // An address that left the answer is forgotten: Docker gives a freed address to a later container.
    const seenBefore = this.firstSeen.get(hostname) ?? new Map<string, number>();
    const seen = new Map(addresses.map(({ address }) => [address, seenBefore.get(address) ?? Date.now()]));
    this.firstSeen.set(hostname, seen);
    const ready = answers
      .filter(({ answer }) => answer === 'ready')
      .map(({ address }) => address)
      .sort((a, b) => seen.get(b.address)! - seen.get(a.address)!);
    const before = this.ready.get(hostname) ?? [];
    const key = (list: LookupAddress[]) => (tracked.choice === 'newest' ? (list[0]?.address ?? '') : list.map(({ address }) => address).sort().join());
    if (key(before) !== key(ready)) this.changes++;
    this.ready.set(hostname, ready);
  }
}

async function probeReadiness(target: URL, { address, family }: LookupAddress): Promise<'ready' | 'not ready' | 'no answer'> {
  const host = family === 6 ? `[${address}]` : address;
  try {
    const response = await fetch(`${target.protocol}//${host}:${target.port || 80}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? 'ready' : 'not ready';
  } catch {
    return 'no answer';
  }
}

/** The gateway's one view of its upstreams' instances. */
export const readyInstances = new ReadyInstances();
