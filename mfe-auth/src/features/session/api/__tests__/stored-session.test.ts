import { IDBFactory } from 'fake-indexeddb';
import { hasStoredSession, storedUserKey } from '../stored-session';

const API_KEY = 'demo-api-key';

/** The SDK's database as firebase/auth 12 lays it out, with these rows. */
async function sdkDatabase(rows: { fbase_key: string; value: unknown }[]): Promise<void> {
  const request = indexedDB.open('firebaseLocalStorageDb', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const store = database.transaction('firebaseLocalStorage', 'readwrite').objectStore('firebaseLocalStorage');
  for (const row of rows) store.put(row);
  await new Promise((resolve) => {
    store.transaction.oncomplete = resolve;
  });
  database.close();
}

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
});

describe('hasStoredSession', () => {
  it('is false for a browser the shop never signed anyone in, and creates no database asking', async () => {
    await expect(hasStoredSession(API_KEY)).resolves.toBe(false);
    await expect(databaseNames()).resolves.toEqual([]);
  });

  it('is false, creating nothing, where the browser cannot list its databases', async () => {
    const factory = indexedDB;
    Object.defineProperty(factory, 'databases', { value: undefined });
    await expect(hasStoredSession(API_KEY)).resolves.toBe(false);
    await expect(IDBFactory.prototype.databases.call(factory)).resolves.toEqual([]);
  });

  it('is true when the SDK keeps this project’s user in IndexedDB', async () => {
    await sdkDatabase([{ fbase_key: storedUserKey(API_KEY), value: { uid: 'u1' } }]);
    await expect(hasStoredSession(API_KEY)).resolves.toBe(true);
  });

  it('is true the same way where the browser cannot list its databases', async () => {
    await sdkDatabase([{ fbase_key: storedUserKey(API_KEY), value: { uid: 'u1' } }]);
    Object.defineProperty(indexedDB, 'databases', { value: undefined });
    await expect(hasStoredSession(API_KEY)).resolves.toBe(true);
  });

  it('is false when the database holds only another project’s user, or the SDK’s own probe', async () => {
    await sdkDatabase([
      { fbase_key: storedUserKey('another-key'), value: { uid: 'u1' } },
      { fbase_key: '__sak', value: '1' },
    ]);
    await expect(hasStoredSession(API_KEY)).resolves.toBe(false);
  });

  it('is false when the SDK’s database has lost its store', async () => {
    const request = indexedDB.open('firebaseLocalStorageDb', 1);
    await new Promise((resolve) => {
      request.onsuccess = resolve;
    });
    request.result.close();
    await expect(hasStoredSession(API_KEY)).resolves.toBe(false);
  });

  it('is true when the SDK fell back to local storage', async () => {
    localStorage.setItem(storedUserKey(API_KEY), JSON.stringify({ uid: 'u1' }));
    await expect(hasStoredSession(API_KEY)).resolves.toBe(true);
  });

  it('leaves the answer to the SDK (true) when IndexedDB cannot be read', async () => {
    Object.defineProperty(indexedDB, 'databases', { value: () => Promise.reject(new Error('denied')) });
    await expect(hasStoredSession(API_KEY)).resolves.toBe(true);
  });

  it('closes its connection, so the SDK can still delete and recreate its database', async () => {
    await sdkDatabase([{ fbase_key: storedUserKey(API_KEY), value: { uid: 'u1' } }]);
    await hasStoredSession(API_KEY);
    const deleted = indexedDB.deleteDatabase('firebaseLocalStorageDb');
    await new Promise((resolve, reject) => {
      deleted.onsuccess = resolve;
      deleted.onblocked = () => reject(new Error('blocked by an open connection'));
    });
  });
});
