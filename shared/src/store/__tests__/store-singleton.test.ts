// Only a type import of '../index' here (erased at compile time): the test decides when the
// module is evaluated.
import type * as storeIndex from '../index';

type StoreModule = typeof storeIndex;

const STORE_KEY = Symbol.for('@shop/shared/store');

async function loadIsolatedCopy(): Promise<StoreModule> {
  let loaded: StoreModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../index');
  });
  if (!loaded) throw new Error('the store module did not load');
  return loaded;
}

describe('the shop store singleton', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one store when the module is evaluated twice, and logs that a second instance was requested', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});

    const first = await loadIsolatedCopy();
    expect(error).not.toHaveBeenCalled();
    expect((globalThis as Record<symbol, unknown>)[STORE_KEY]).toBe(first.shopStore);

    const second = await loadIsolatedCopy();
    // Two evaluations of the module (not one cached copy), yet one store.
    expect(second).not.toBe(first);
    expect(second.shopStore).toBe(first.shopStore);
    expect((globalThis as Record<symbol, unknown>)[STORE_KEY]).toBe(first.shopStore);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '@shop/shared/store: a second store instance was requested; @shop/shared must be a singleton',
    );

    // Both copies see the same cart.
    first.shopStore.getState().addItem({ nid: 3, name: 'Биде', price: 15000 });
    expect(second.shopStore.getState().cartItems).toEqual([expect.objectContaining({ nid: 3, quantity: 1 })]);
  });
});
