import { describe, expect, it } from 'vitest';
import { clientNetwork, clientPrefix } from './client-network.ts';

describe('client network and prefix', () => {
  it('counts an IPv4 address alone and its /24 as the prefix', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientPrefix('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientPrefix('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(clientPrefix('203.0.114.9')).not.toBe(clientPrefix('203.0.113.9'));
  });

  it('counts an IPv6 address by its /64 and its /48 as the prefix, however it is written', () => {
    expect(clientNetwork('2001:DB8:aa:1::7')).toBe('2001:db8:aa:1::/64');
    expect(clientPrefix('2001:db8:aa:1::7')).toBe('2001:db8:aa::/48');
    expect(clientPrefix('2001:0db8:00aa:ffff:1:2:3:4%eth0')).toBe('2001:db8:aa::/48');
    expect(clientPrefix('2001:db8:ab:1::7')).not.toBe(clientPrefix('2001:db8:aa:1::7'));
  });

  it('keeps anything that is not an address as given', () => {
    expect(clientPrefix('unknown')).toBe('unknown');
  });
});
