import { createShopStore } from '../shop-store';

const user = { uid: 'u-1', displayName: 'Ирина Петрова', email: 'irina@example.ru' };
const noFlags = { isAdmin: false, isSeller: false, isPurchaser: false, isContent: false, isDriver: false };

describe('session slice', () => {
  beforeEach(() => localStorage.clear());

  it('starts loading (authLoading true), with no user and no role flags', () => {
    const state = createShopStore().getState();
    expect(state.authLoading).toBe(true);
    expect(state.user).toBeNull();
    expect(state).toMatchObject(noFlags);
  });

  it('signIn sets the user, ends loading and keeps only truthy flags as true', () => {
    const store = createShopStore();
    // Flags as they come from a user document: any value, sometimes unknown keys.
    const fromDocument: Record<string, unknown> = {
      isAdmin: 1,
      isSeller: '',
      isPurchaser: 'yes',
      isContent: null,
      isSuperUser: true,
    };
    store.getState().signIn(user, fromDocument);

    const state = store.getState();
    expect(state.user).toEqual(user);
    expect(state.authLoading).toBe(false);
    expect({
      isAdmin: state.isAdmin,
      isSeller: state.isSeller,
      isPurchaser: state.isPurchaser,
      isContent: state.isContent,
      isDriver: state.isDriver,
    }).toEqual({ isAdmin: true, isSeller: false, isPurchaser: true, isContent: false, isDriver: false });
    expect(state).not.toHaveProperty('isSuperUser');
  });

  it('signIn without flags gives a user with every flag false', () => {
    const store = createShopStore();
    store.getState().signIn(user);
    expect(store.getState()).toMatchObject({ user, authLoading: false, ...noFlags });
  });

  it('signIn replaces the flags of a previous sign-in instead of merging them', () => {
    const store = createShopStore();
    store.getState().signIn(user, { isAdmin: true, isDriver: true });
    store.getState().signIn({ ...user, uid: 'u-2' }, { isSeller: true });
    expect(store.getState()).toMatchObject({ isAdmin: false, isSeller: true, isDriver: false });
  });

  it('signOut clears the user and resets every flag to false', () => {
    const store = createShopStore();
    store
      .getState()
      .signIn(user, { isAdmin: true, isSeller: true, isPurchaser: true, isContent: true, isDriver: true });
    store.getState().signOut();
    expect(store.getState()).toMatchObject({ user: null, authLoading: false, ...noFlags });
  });

  it('signOut as the first auth report also ends loading', () => {
    const store = createShopStore();
    store.getState().signOut();
    expect(store.getState().authLoading).toBe(false);
  });

  it('signing in and out leaves the cart alone', () => {
    const store = createShopStore();
    store.getState().addItem({ nid: 5, name: 'Сифон', price: 900 });
    store.getState().signIn(user, { isSeller: true });
    store.getState().signOut();
    expect(store.getState().cartItems).toEqual([expect.objectContaining({ nid: 5, quantity: 1 })]);
  });
});
