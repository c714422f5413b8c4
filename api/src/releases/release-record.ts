import { FRONTEND_NAMES, type FrontendName } from '@shop/shared/frontends';
import { documentHash, releaseDocuments } from '@shop/shared/release-operations';
import { RELEASE_VERSION, type ReleaseRecord } from '@shop/shared/releases';
import { z } from 'zod';
import { badUserInput } from '../core/errors';

/** The most a registration may carry: the record's text and the operations' text together. */
const MAX_RELEASE_BYTES = 256 * 1024;

const FRONTEND_NAME_ENUM = FRONTEND_NAMES as [FrontendName, ...FrontendName[]];

const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,99}$/, { error: 'must be an identifier' });
/** A module's or a prop's name: a letter first, so never `__proto__` and the like as a map's key. */
const moduleName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, { error: 'must be a name starting with a letter' });
const shortText = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' });

/** A map of at most `max` entries whose keys match `key`. */
const boundedRecord = <Value extends z.ZodType>(key: z.ZodString, value: Value, max: number) =>
  z.record(key, value).refine((entries) => Object.keys(entries).length <= max, { error: `at most ${max} entries` });

/** The release record as the API accepts it: every field checked, nothing unknown, every list bounded. */
const RELEASE_RECORD = z
  .strictObject({
    frontend: z.enum(FRONTEND_NAME_ENUM, { error: `must be one of ${FRONTEND_NAMES.join(', ')}` }),
    version: z.string().regex(RELEASE_VERSION, { error: 'must be <major>.<minor>.<patch>-<10 hex>' }),
    commit: z.string().regex(/^[0-9a-f]{7,64}(-dirty)?$/, { error: 'must be a commit hash, maybe with -dirty' }),
    builtAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' }),
    exposes: boundedRecord(identifier, z.strictObject({ requiredProps: z.array(identifier).max(100) }), 100),
    consumes: boundedRecord(
      z.string().regex(/^[a-z][a-z0-9-]{0,39}\/[A-Za-z][A-Za-z0-9_]{0,99}$/, {
        error: 'must be a module id <remote>/<name>',
      }),
      z.strictObject({ passedProps: z.array(moduleName).max(100) }),
      500,
    ),
    shared: z
      .array(z.strictObject({ name: shortText, version: shortText, requiredVersion: z.string().min(1).max(100) }))
      .max(200),
    operations: z
      .array(
        z.strictObject({
          name: identifier,
          type: z.enum(['query', 'mutation', 'subscription']),
          hash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'must be a SHA-256 in hex' }),
        }),
      )
      .max(2_000),
  })
  .superRefine((record, context) => {
    if (record.frontend === 'shell' && Object.keys(record.exposes).length > 0)
      context.addIssue({ code: 'custom', path: ['exposes'], message: 'the shell exposes no modules' });
    if (record.frontend !== 'shell' && Object.keys(record.consumes).length > 0)
      context.addIssue({ code: 'custom', path: ['consumes'], message: 'only the shell mounts modules' });
    const names = record.operations.map((operation) => operation.name);
    for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index)))
      context.addIssue({ code: 'custom', path: ['operations'], message: `operation ${name} is listed twice` });
  });

/** What is wrong, one line each, in a BAD_USER_INPUT whose `problems` lists them too. */
export const refusal = (what: string, problems: readonly string[]) =>
  badUserInput(`${what}:\n${problems.map((problem) => `- ${problem}`).join('\n')}`, { problems });

/** A release record and its operations text as sent to be registered, checked. */
export interface CheckedRelease {
  record: ReleaseRecord;
  operations: string;
}

/**
 * The record (its JSON text) and the operations text of a release, every part checked: the size,
 * the record's shape, and each listed operation found in the text with its type and the hash of its
 * printed document; the text holds no operation the record does not list. BAD_USER_INPUT naming
 * every problem otherwise.
 */
export function checkRelease(recordText: string, operations: string): CheckedRelease {
  const size = Buffer.byteLength(recordText) + Buffer.byteLength(operations);
  if (size > MAX_RELEASE_BYTES)
    throw refusal('The release is refused', [
      `the record and the operations take ${size} bytes; at most ${MAX_RELEASE_BYTES} are accepted`,
    ]);
  let json: unknown;
  try {
    json = JSON.parse(recordText);
  } catch {
    throw refusal('The release is refused', ['the record is not JSON']);
  }
  // JSON may name a key `__proto__`, which an object built from it would drop silently.
  let protoKey = false;
  JSON.parse(recordText, (key, value: unknown) => {
    if (key === '__proto__') protoKey = true;
    return value;
  });
  if (protoKey) throw refusal('The release is refused', ['the record may not hold a key named __proto__']);
  const parsed = RELEASE_RECORD.safeParse(json);
  if (!parsed.success)
    throw refusal(
      'The release record is refused',
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`),
    );
  const record = parsed.data;
  const { documents, problems } = releaseDocuments(operations);
  for (const { name, type, hash } of record.operations) {
    const found = documents.get(name);
    if (!found) problems.push(`operation ${name} is not in the operations text`);
    else if (found.type !== type) problems.push(`operation ${name} is a ${found.type}, not a ${type}`);
    else if (documentHash(found.printed) !== hash)
      problems.push(`operation ${name}: the hash is not the SHA-256 of its printed document`);
  }
  for (const name of documents.keys())
    if (!record.operations.some((operation) => operation.name === name))
      problems.push(`operation ${name} is in the operations text but not in the record`);
  if (problems.length > 0) throw refusal(`${record.frontend} ${record.version} is refused`, problems);
  return { record, operations };
}
