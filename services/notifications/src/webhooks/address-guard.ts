import { lookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not be sent (decision 0110): an administrator's endpoint must not become a way to reach
 * the platform's own network (server-side request forgery). Checked when an endpoint is saved, and again at
 * every delivery on the addresses the name resolves to then, by the connection's own lookup: a name that
 * resolved to a public address at registration and to 10.0.0.5 later (DNS rebinding) is refused there.
 *
 * The IANA special-purpose ranges that are not the public internet: "this network", private (RFC 1918), shared
 * (carrier-grade NAT, also Alibaba's metadata address), loopback, link-local (the clouds' metadata service at
 * 169.254.169.254), documentation, benchmarking, multicast and reserved; for IPv6 unspecified and loopback, unique
 * local (fc00::/7, AWS's fd00:ec2::254), link-local, site-local, documentation and multicast, and every form that
 * carries an IPv4 address, whole whatever the address in it (a public IPv4 receiver is reached as itself):
 * IPv4-compatible (::/96, `::127.0.0.1`), IPv4-translated (::ffff:0:0:0/96, `::ffff:0:7f00:1`), NAT64
 * (64:ff9b::/96, 64:ff9b:1::/48), Teredo (2001::/32) and 6to4 (2002::/16). IPv4-mapped addresses (::ffff:0:0/96) are
 * checked as the IPv4 address they name: BlockList does that.
 */
const FORBIDDEN: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'], // unspecified, loopback and IPv4-compatible
  ['::ffff:0:0:0', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  ['2001::', 32, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];
const forbidden = new BlockList();
for (const [network, prefix, family] of FORBIDDEN) forbidden.addSubnet(network, prefix, family);

/** True for an address a webhook may not reach (and for anything that is not an IP address). */
export function isForbiddenAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 0) return true;
  return forbidden.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export const TargetMessages = {
  httpsOnly: 'The URL must start with https:// (webhooks are sent over HTTPS only).',
  forbidden: (host: string) =>
    `${host} is a private, loopback, link-local or cloud metadata address, which webhooks may not reach. Use the receiver's public https:// address.`,
  resolvesToForbidden: (host: string, address: string) =>
    `${host} resolves to ${address}, a private, loopback, link-local or cloud metadata address, which webhooks may not reach. Use the receiver's public https:// address.`,
  notFound: (host: string) => `The host ${host} could not be found. Check the URL.`,
};

/** Why a webhook may not go to this URL, or null when it may. Resolves the host name (registration time). */
export async function refuseTarget(url: string, allowPrivateTargets: boolean): Promise<string | null> {
  const parsed = new URL(url);
  if (allowPrivateTargets) return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : TargetMessages.httpsOnly;
  if (parsed.protocol !== 'https:') return TargetMessages.httpsOnly;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isForbiddenAddress(host) ? TargetMessages.forbidden(host) : null;
  let addresses: LookupAddress[];
  try {
    addresses = await new Promise<LookupAddress[]>((resolve, reject) => lookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))));
  } catch {
    return TargetMessages.notFound(host);
  }
  const bad = addresses.find((each) => isForbiddenAddress(each.address));
  return bad ? TargetMessages.resolvesToForbidden(host, bad.address) : null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of a delivery's connection: resolves as usual, then refuses the connection when any address the
 * name resolved to is forbidden, so the address checked is the address connected to.
 */
export function guardedLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const bad = addresses.find((each) => isForbiddenAddress(each.address));
    if (bad) {
      const refused: NodeJS.ErrnoException = new Error(TargetMessages.resolvesToForbidden(hostname, bad.address));
      refused.code = 'EWEBHOOKTARGET';
      return callback(refused, []);
    }
    if ((options as LookupAllOptions).all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
