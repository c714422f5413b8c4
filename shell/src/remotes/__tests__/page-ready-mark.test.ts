import { PAGE_READY_ATTRIBUTE, PAGE_READY_MARK } from '@shop/shared/page-data';
import { markPageReady } from '../page-ready-mark';

describe('markPageReady', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
    performance.clearMarks();
  });

  it('marks the first readiness as a user timing, and only the first', () => {
    markPageReady();
    expect(document.documentElement.hasAttribute(PAGE_READY_ATTRIBUTE)).toBe(true);
    const [first] = performance.getEntriesByName(PAGE_READY_MARK);
    expect(first?.entryType).toBe('mark');
    // A later page of the same visit (an in-app navigation) keeps the first figure.
    markPageReady();
    expect(performance.getEntriesByName(PAGE_READY_MARK)).toEqual([first]);
  });
});
