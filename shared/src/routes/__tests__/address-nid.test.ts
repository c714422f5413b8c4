import { addressNid } from '..';

describe('addressNid', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999_999_999],
  ])('%s -> %s', (segment, nid) => {
    expect(addressNid(segment)).toBe(nid);
  });

  it.each(['0', '000', '-1', '1.5', 'abc', '', '1234567890', '12a', '1e3', '0x10', ' 12', '12.0', undefined])(
    '%j names nothing',
    (segment) => {
      expect(addressNid(segment)).toBeNull();
    },
  );
});
