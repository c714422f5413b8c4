import { addressKey } from '../client-address';

describe('addressKey', () => {
  it.each([
    ['198.51.100.7', 'address 198.51.100.7'],
    ['::ffff:198.51.100.7', 'address 198.51.100.7'],
    ['::FFFF:127.0.0.1', 'address 127.0.0.1'],
    ['2001:db8:1:2:3:4:5:6', 'address 2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', 'address 2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', 'address 2001:db8:1:2::/64'],
    ['2001:db8::1', 'address 2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'address fe80:0:0:0::/64'],
    ['::1', 'address 0:0:0:0::/64'],
    ['unknown', 'address unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('counts every address of one /64 network as one client, and another network apart', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => addressKey(`2001:db8:aa:bb:${i.toString(16)}::${i}`)));
    expect(keys.size).toBe(1);
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe([...keys][0]);
  });
});
