import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './address-guard';

describe('the addresses a webhook may not reach', () => {
  it('are loopback, private, shared, link-local, metadata, reserved and multicast, in IPv4 and IPv6 and IPv4 written as IPv6', () => {
    const forbidden = [
      '127.0.0.1', '127.255.0.9', '0.0.0.0', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1',
      '100.100.100.200', '169.254.169.254', '192.0.2.10', '198.18.0.1', '224.0.0.1', '255.255.255.255',
      '::1', '::', 'fd00:ec2::254', 'fc00::1', 'fe80::1', 'ff02::1', '64:ff9b::a00:1', '2001:db8::1',
      '::ffff:127.0.0.1', '::ffff:a00:1', '[::1]', 'not-an-address',
    ];
    for (const address of forbidden) expect(isForbiddenAddress(address), address).toBe(true);
  });

  // Issue 30, point 5: the four spellings of 127.0.0.1 the check let through, and their relatives.
  it('include every IPv6 form that carries an IPv4 address: compatible, translated, 6to4, Teredo and NAT64', () => {
    const loopbackSpelled = [
      '[::127.0.0.1]', '::7f00:1', '0:0:0:0:0:0:127.0.0.1', // IPv4-compatible
      '[::ffff:0:7f00:1]', '::ffff:0:127.0.0.1', // IPv4-translated (RFC 2765)
      '2002:7f00:1::', '2002:7f00:1::1', '2002:a9fe:a9fe::', // 6to4 of 127.0.0.1 and 169.254.169.254
      '2001:0:4136:e378:8000:63bf:80ff:fffe', '2001::', // Teredo (its client address, 127.0.0.1, inverted in the last 32 bits)
      '64:ff9b::127.0.0.1', '64:ff9b::7f00:1', '64:ff9b:1::a9fe:a9fe', // NAT64
    ];
    for (const address of loopbackSpelled) expect(isForbiddenAddress(address), address).toBe(true);
    // Whole ranges: a public IPv4 address inside them is refused too (a receiver is reached at its IPv4 or native IPv6 address).
    for (const address of ['::8.8.8.8', '::ffff:0:8.8.8.8', '2002:808:808::1', '2001:0:808:808::1']) expect(isForbiddenAddress(address), address).toBe(true);
  });

  it('leave the public internet', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '192.169.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '2001:4860:4860::8888', '2003::1'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });
});
