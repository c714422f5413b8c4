// Releases of the front-ends (docs/decisions/0007-independent-releases.md): the record a release
// carries and its version. Pure and free of dependencies: read by the release command, the
// front-ends' servers, the API and the back-office's modules page. The checks a deploy makes are
// in ./contract (@shop/shared/release-contract), apart, for they need semver.
import type { FrontendName } from '../frontends';

/**
 * The headers the deploying machine speaks to the API with (its release token, and who deploys): only
 * ever straight to the API, never through the shop's public site, whose server drops them.
 */
export const RELEASE_TOKEN_HEADER = 'x-release-token';
export const RELEASE_ACTOR_HEADER = 'x-release-by';

/** The shortest release token the API and the deploying machine accept. */
export const MIN_RELEASE_TOKEN_LENGTH = 32;

/** A release token (RELEASE_TOKEN): printable ASCII without spaces, at least MIN_RELEASE_TOKEN_LENGTH long. */
export const RELEASE_TOKEN_PATTERN = new RegExp(`^[\\x21-\\x7e]{${MIN_RELEASE_TOKEN_LENGTH},}$`);

/** `0.1.0-3f9a0c12de`: the package's version and 10 hex of a SHA-256 over the release's files. */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

export const isReleaseVersion = (value: string): boolean => RELEASE_VERSION.test(value);

/** The URL path under which a front-end's server serves its releases: `/releases/<version>/…`. */
export const RELEASES_PATH = '/releases';

/** The file of a remote's release the shell registers with the federation runtime. */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * A release's entry beside the configured one (which may carry a prefix):
 * `https://cdn.example/cart/remoteEntry.js` → `https://cdn.example/cart/releases/<version>/remoteEntry.js`.
 */
export const releaseEntry = (configuredEntry: string, version: string): string =>
  new URL(`${RELEASES_PATH.slice(1)}/${version}/${REMOTE_ENTRY_FILE}`, configuredEntry).href;

/**
 * The release version an entry URL loads (`…/releases/<version>/remoteEntry.js`, as `releaseEntry`
 * builds them), or null: a plain build's entry, a manifest, anything that is not a URL.
 */
export function releaseVersionOfEntry(entry: string): string | null {
  let segments: string[];
  try {
    segments = new URL(entry, 'http://entry.invalid').pathname.split('/');
  } catch {
    return null;
  }
  const [folder, version, file] = segments.slice(-3);
  return folder === RELEASES_PATH.slice(1) && file === REMOTE_ENTRY_FILE && version !== undefined && isReleaseVersion(version)
    ? version
    : null;
}

/** A package shared as a singleton between the shell and the remotes. */
export interface SharedSingleton {
  name: string;
  /** The version this release carries (the shell's is the one every remote gets). */
  version: string;
  /** The range this release accepts from the shell (a remote); the shell's own range for its own copy. */
  requiredVersion: string;
}

/** A GraphQL operation a release can send. */
export interface ReleaseOperation {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** SHA-256 (hex) of the printed document, fragments included. */
  hash: string;
}

/** What a release is and what it needs: `release.json` in its folder, and the API's copy. */
export interface ReleaseRecord {
  frontend: FrontendName;
  version: string;
  /** The commit built, with `-dirty` when the tree had uncommitted changes. */
  commit: string;
  /** ISO time of the build. */
  builtAt: string;
  /** The modules a remote exposes by name (`CartPage`), each with the props it requires; none for the shell. */
  exposes: Record<string, { requiredProps: string[] }>;
  /** What the shell mounts, by module id (`cart/CartPage`), with the props it passes; none for a remote. */
  consumes: Record<string, { passedProps: string[] }>;
  /** The singletons: what the shell provides, what a remote accepts. */
  shared: SharedSingleton[];
  operations: ReleaseOperation[];
}
