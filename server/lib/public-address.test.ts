import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

// The addresses a catalogue import may fetch images from (decision 074): public unicast only.
describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '[2606:4700:4700::1111]',
    '2a00:1450:4001:82b::200e',
    // A public IPv4 address written inside IPv6 is judged as the IPv4 address.
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['IPv4 loopback', '127.0.0.1'],
    ['IPv4 loopback, anywhere in 127/8', '127.255.0.9'],
    ['IPv4 private 10/8', '10.0.0.1'],
    ['IPv4 private 172.16/12', '172.16.5.4'],
    ['IPv4 private 172.31', '172.31.255.255'],
    ['IPv4 private 192.168/16', '192.168.1.1'],
    ['IPv4 link-local', '169.254.1.1'],
    ['the cloud metadata service', '169.254.169.254'],
    ['IPv4 unspecified', '0.0.0.0'],
    ['IPv4 this network (0/8)', '0.1.2.3'],
    ['IPv4 carrier-grade NAT', '100.64.0.1'],
    ['IPv4 broadcast', '255.255.255.255'],
    ['IPv4 multicast', '224.0.0.1'],
    ['IPv4 documentation', '192.0.2.1'],
    ['IPv4 benchmarking', '198.18.0.1'],
    ['IPv4 reserved 240/4', '240.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 loopback in brackets', '[::1]'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with a zone', 'fe80::1%eth0'],
    ['IPv6 unique-local', 'fd00::1'],
    ['IPv6 unique-local fc00::/7', 'fc12:3456::1'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv6 documentation', '2001:db8::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback, hex form', '::ffff:7f00:1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['IPv4-mapped metadata service', '::ffff:169.254.169.254'],
    ['IPv4-mapped unspecified', '::ffff:0.0.0.0'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['6to4', '2002:7f00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['a host name', 'localhost'],
    ['empty', ''],
    ['garbage', 'not an address'],
  ])('%s (%s) is not public', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
