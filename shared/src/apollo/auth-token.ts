/** Gives the current Firebase ID token, or null for an anonymous visitor. */
export type AuthTokenProvider = () => Promise<string | null>;

let provider: AuthTokenProvider | null = null;

/**
 * The auth remote registers how to get the signed-in user's token; every GraphQL request
 * then carries it as `Authorization: Bearer <token>`. Returns a function that unregisters.
 */
export function registerAuthTokenProvider(next: AuthTokenProvider): () => void {
  provider = next;
  return () => {
    if (provider === next) provider = null;
  };
}

/** The token for the next request; a failing provider means an anonymous request. */
export async function currentAuthToken(): Promise<string | null> {
  if (!provider) return null;
  try {
    return await provider();
  } catch (error) {
    console.error('Could not get the sign-in token', error);
    return null;
  }
}
