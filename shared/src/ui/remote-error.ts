/**
 * Whether an error means a federated module could not be fetched: webpack's ChunkLoadError,
 * the Module Federation runtime's RUNTIME-0xx errors, or a failed script.
 */
export function isRemoteLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || error.name === 'ScriptNetworkError') return true;
  return /RUNTIME-0\d\d|Loading (script|chunk) .*failed/i.test(error.message);
}
