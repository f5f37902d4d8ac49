import { describe, expect, it } from 'vitest';
import { isPublicAddress, mayConnectTo } from './address-policy.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('mayConnectTo', () => {
  it('allows loopback and private addresses only with the test setting', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.5', '192.168.0.2', '::ffff:127.0.0.1']) {
      expect(mayConnectTo(address, false)).toBe(false);
      expect(mayConnectTo(address, true)).toBe(true);
    }
  });

  it('never allows multicast, broadcast, link-local or the unspecified address', () => {
    for (const address of ['0.0.0.0', '224.0.0.1', '255.255.255.255', '::', 'ff02::1', '169.254.169.254', 'fe80::1']) {
      expect(mayConnectTo(address, true)).toBe(false);
    }
  });
});
