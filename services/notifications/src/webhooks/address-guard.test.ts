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

  it('leave the public internet', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '192.169.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });
});
