import path from 'node:path';

/** Where the photos' files are kept (api/README.md, «Photos»): a directory, or an S3-compatible bucket. */
export type MediaStoreSettings =
  | { kind: 'directory'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible service's address (Yandex Object Storage, MinIO…); undefined: Amazon S3 itself. */
      endpoint: string | undefined;
      region: string;
      /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most S3-compatible services need. */
      forcePathStyle: boolean;
      /** Undefined: the SDK's own chain (AWS_ACCESS_KEY_ID…, a machine's role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** The variables of the S3-compatible store; MEDIA_S3_BUCKET chooses it. */
export const MEDIA_S3_VARIABLES = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_PATH_STYLE',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/** A bucket's name as S3 takes it: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function endpointProblem(value: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `MEDIA_S3_ENDPOINT must be an http:// or https:// address, not «${value}»`;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
    return `MEDIA_S3_ENDPOINT must be an http:// or https:// address without a user, query or fragment, not «${value}»`;
  if (url.pathname !== '/') return `MEDIA_S3_ENDPOINT must be the service's address alone (no path), not «${value}»`;
  if (production && url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname))
    return `MEDIA_S3_ENDPOINT must be https:// in production (the photos and the keys would cross the network in the clear), not «${value}»`;
  return null;
}

/**
 * The media store the variables choose, or every problem with them: MEDIA_DIR (an absolute path; the default
 * directory when neither is set) or MEDIA_S3_BUCKET with its endpoint, region, addressing and keys. Both at once is
 * a mistake, as is an S3 variable without the bucket.
 */
export function mediaStoreSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  defaultDir: string,
): MediaStoreSettings | { problems: string[] } {
  const problems: string[] = [];
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!set(bucket)) {
    const stray = MEDIA_S3_VARIABLES.filter((variable) => set(env[variable]));
    if (stray.length) problems.push(`${stray.join(', ')} without MEDIA_S3_BUCKET: set the bucket, or remove them`);
    const dir = set(env.MEDIA_DIR) ? env.MEDIA_DIR : defaultDir;
    if (!path.isAbsolute(dir)) problems.push(`MEDIA_DIR must be an absolute path, not «${dir}»`);
    return problems.length ? { problems } : { kind: 'directory', dir };
  }
  if (set(env.MEDIA_DIR))
    problems.push('MEDIA_DIR and MEDIA_S3_BUCKET are both set: the photos are kept in one store, choose one');
  if (!BUCKET.test(bucket) || bucket.includes('..'))
    problems.push(
      `MEDIA_S3_BUCKET must be a bucket's name (3–63 lower-case letters, digits, dots, hyphens), not «${bucket}»`,
    );
  const endpoint = set(env.MEDIA_S3_ENDPOINT) ? env.MEDIA_S3_ENDPOINT.trim() : undefined;
  const endpointIssue = endpoint ? endpointProblem(endpoint, env.NODE_ENV === 'production') : null;
  if (endpointIssue) problems.push(endpointIssue);
  const region = set(env.MEDIA_S3_REGION) ? env.MEDIA_S3_REGION.trim() : 'us-east-1';
  if (!/^[a-z0-9-]{2,40}$/.test(region))
    problems.push(`MEDIA_S3_REGION must be a region's name (ru-central1, eu-west-1…), not «${region}»`);
  const pathStyle = env.MEDIA_S3_PATH_STYLE?.trim();
  if (set(pathStyle) && !['yes', 'no'].includes(pathStyle))
    problems.push(`MEDIA_S3_PATH_STYLE must be yes or no, not «${pathStyle}»`);
  const [keyId, secret] = [env.MEDIA_S3_ACCESS_KEY_ID?.trim(), env.MEDIA_S3_SECRET_ACCESS_KEY?.trim()];
  if (set(keyId) !== set(secret))
    problems.push(
      'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK then finds its own)',
    );
  if (problems.length) return { problems };
  return {
    kind: 's3',
    bucket,
    endpoint,
    region,
    // A service of its own address is addressed by path unless told otherwise; Amazon S3 by its bucket's host.
    forcePathStyle: set(pathStyle) ? pathStyle === 'yes' : endpoint !== undefined,
    credentials: set(keyId) && set(secret) ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
  };
}
