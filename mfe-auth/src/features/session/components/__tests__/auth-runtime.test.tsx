import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { shopStore } from '@shop/shared/store';
import { firebaseSession, onSessionOpen } from '../../api/session';
import { storedUserKey } from '../../api/stored-session';
import { AuthRuntime } from '../auth-runtime';

// The session module stands in for the Firebase SDK here: what is tested is whether the runtime
// asks for it at all. The real SDK against the Auth emulator is the journeys' (e2e/sign-in.spec.ts).
jest.mock('../../api/session', () => ({
  firebaseSession: jest.fn(() => new Promise(() => {})),
  onSessionOpen: jest.fn(() => () => {}),
}));

const openSession = jest.mocked(firebaseSession);

const renderRuntime = () =>
  render(
    <MockedProvider>
      <AuthRuntime />
    </MockedProvider>,
  );

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  openSession.mockClear();
  shopStore.setState({ authLoading: true, user: null });
});

describe('AuthRuntime', () => {
  it('reports a visitor with no stored session anonymous at once and never loads the SDK', async () => {
    renderRuntime();
    await waitFor(() => expect(shopStore.getState().authLoading).toBe(false));
    expect(shopStore.getState().user).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(openSession).not.toHaveBeenCalled();
    expect(onSessionOpen).toHaveBeenCalled();
  });

  it('opens the session for a stored user, and keeps the header waiting for its report', async () => {
    localStorage.setItem(storedUserKey('demo-api-key'), JSON.stringify({ uid: 'u1' }));
    renderRuntime();
    await waitFor(() => expect(openSession).toHaveBeenCalledTimes(1));
    expect(shopStore.getState().authLoading).toBe(true);
  });

  it('looks again when the tab is shown: a sign-in in another tab opens the session here', async () => {
    renderRuntime();
    await waitFor(() => expect(shopStore.getState().authLoading).toBe(false));
    localStorage.setItem(storedUserKey('demo-api-key'), JSON.stringify({ uid: 'u1' }));
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(openSession).toHaveBeenCalledTimes(1));
  });

  it('treats the visitor as anonymous when the SDK cannot start', async () => {
    localStorage.setItem(storedUserKey('demo-api-key'), JSON.stringify({ uid: 'u1' }));
    openSession.mockRejectedValueOnce(new Error('chunk failed'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderRuntime();
    await waitFor(() => expect(shopStore.getState().authLoading).toBe(false));
    expect(error).toHaveBeenCalledWith('Sign-in could not start', expect.any(Error));
    error.mockRestore();
  });
});
