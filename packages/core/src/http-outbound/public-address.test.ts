// Which addresses the outbound guard lets through: public unicast only, an IPv6 form carrying an IPv4 address
// judged by that IPv4 address.
import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, OutboundRefusedError } from './outbound-url';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '192.0.2.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::7f00:1',
    '::a9fe:a9fe',
    '64:ff9b::7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b:1::7f00:1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '2002:7f00:1::1',
    '1.2.3',
    'localhost',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'lets %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('checkOutboundUrl', () => {
  const strict = { allowPrivate: false };
  it('refuses other schemes and credentials whatever the policy', () => {
    for (const raw of ['ftp://site.example', 'file:///etc/passwd', 'gopher://x', 'javascript:alert(1)', 'site.example'])
      expect(() => checkOutboundUrl(raw, { allowPrivate: true }), raw).toThrow(OutboundRefusedError);
    expect(() => checkOutboundUrl('https://user:pw@site.example', { allowPrivate: true })).toThrow(/credentials/);
    expect(() => checkOutboundUrl('https://user@site.example', strict)).toThrow(/credentials/);
  });

  it('judges address literals in every spelling the URL parser turns into one', () => {
    for (const raw of [
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://127.0.0.1./',
      'http://[::ffff:127.0.0.1]/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
    ])
      expect(() => checkOutboundUrl(raw, strict), raw).toThrow(expect.objectContaining({ reason: 'address' }));
    expect(checkOutboundUrl('http://2130706433/', { allowPrivate: true }).hostname).toBe('127.0.0.1');
    expect(checkOutboundUrl('https://[2606:4700:4700::1111]/x', strict).hostname).toBe('[2606:4700:4700::1111]');
  });
});
