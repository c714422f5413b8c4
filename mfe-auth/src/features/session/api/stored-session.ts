// Whether this browser keeps a signed-in user, asked of the Firebase SDK's own storage without
// loading the SDK: an anonymous visitor then never downloads it (docs/decisions/0010).
// The layout read here is the SDK's (firebase/auth 12: `indexedDBLocalPersistence`, with
// `browserLocalPersistence` where IndexedDB is off); the journey "a returning signed-in
// buyer…" in e2e/sign-in.spec.ts fails if a new SDK keeps its user elsewhere.

/** The name the shop's Firebase app is initialised under; part of the storage key. */
export const FIREBASE_APP_NAME = 'shop';

const DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

/** The key the SDK keeps the signed-in user under, in either storage. */
export const storedUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:${FIREBASE_APP_NAME}`;

/** Opens the SDK's database if it exists; null (and nothing created) when it does not. */
function openExisting(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE);
    // An upgrade means the database did not exist: aborting it leaves none behind.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (request.error?.name === 'AbortError' ? resolve(null) : reject(request.error));
    request.onblocked = () => reject(new Error(`${DATABASE} is blocked`));
  });
}

async function inIndexedDb(key: string): Promise<boolean> {
  if (typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === DATABASE)) return false;
  }
  const database = await openExisting();
  if (!database) return false;
  try {
    if (!database.objectStoreNames.contains(STORE)) return false;
    const row = await new Promise<unknown>((resolve, reject) => {
      const request = database.transaction(STORE, 'readonly').objectStore(STORE).get(key);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const value = (row as { value?: unknown } | undefined)?.value;
    return value !== undefined && value !== null;
  } finally {
    // The SDK may delete and recreate its database; an open connection here would block it.
    database.close();
  }
}

/**
 * True when the SDK keeps a signed-in user for this project in this browser, so the session
 * must be opened to tell who it is. False only when neither storage has one. A storage that
 * cannot be read gives true: the SDK then decides, as it did before this check existed.
 */
export async function hasStoredSession(apiKey: string): Promise<boolean> {
  const key = storedUserKey(apiKey);
  try {
    if (window.localStorage.getItem(key) !== null) return true;
  } catch {
    // Local storage refused (privacy settings): IndexedDB may still hold the user.
  }
  if (typeof indexedDB === 'undefined') return false;
  try {
    return await inIndexedDb(key);
  } catch {
    return true;
  }
}
