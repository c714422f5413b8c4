import type { AccessRule, FieldAccess } from '../auth/field-access';
import type { Db } from '../db/open-database';
import type { DocumentActor } from '../documents/document-actor';
import { notFound } from '../core/errors';
import { pageOf, type Page } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

/** How many items a list gives when its request names no `limit`. */
const DEFAULT_PAGE_SIZE = 20;

/** The page a list's `skip` and `limit` ask for, checked (the first 20 items when they are left out). */
export const pageIn = ({ skip, limit }: { skip?: number | null; limit?: number | null }): Page =>
  pageOf(skip ?? 0, limit ?? DEFAULT_PAGE_SIZE);

/**
 * The fields of the schema's types, each type's by name, that one access rule guards. Field
 * names are checked against the generated resolver types, so a renamed field fails the typecheck.
 */
type GuardedFields = { [Type in keyof Resolvers]?: ReadonlyArray<keyof NonNullable<Resolvers[Type]> & string> };

/** One rule for all the given fields: `{ Query: ['payments'] }` -> `{ 'Query.payments': rule }`. */
export function accessTo(rule: AccessRule, fields: GuardedFields): FieldAccess {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([type, names]) => (names ?? []).map((name) => [`${type}.${name}`, rule])),
  );
}

/**
 * One rule for every field a resolver map defines on the given types: a section guards all its
 * queries and mutations, and one added later is guarded with them.
 */
export function accessToAll(rule: AccessRule, resolvers: Resolvers, ...types: (keyof Resolvers)[]): FieldAccess {
  return accessTo(rule, Object.fromEntries(types.map((type) => [type, Object.keys(resolvers[type] ?? {})])));
}

/**
 * A back-office list query: its filter and page handed to the domain's list. No filter means all
 * documents: every list's filter has only optional fields, so `{}` is one.
 */
export const listResolver =
  <Filter extends object, Result>(list: (db: Db, filter: Filter, page: Page) => Promise<Result>) =>
  (
    _: unknown,
    args: { filter?: Filter | null; skip?: number | null; limit?: number | null },
    { database }: ShopContext,
  ) =>
    list(database.db, args.filter ?? ({} as Filter), pageIn(args));

/** What the resolvers of one back-office document need to know of it. */
interface DocumentKind<Doc> {
  /** The prefix of its cache id, `<prefix>-<nid>` (`acceptance`, `supplier-order`, …). */
  idPrefix: string;
  /** The document by nid, null when there is none. */
  load: (db: Db, nid: number) => Promise<Doc | null>;
  /** Its error when it is missing, in Russian: «Приёмка № 5 не найдена». */
  missing: (nid: number) => string;
}

/** A write to a document after the draft's input is read: who writes it, and when. */
type Write<Args extends unknown[], Result> = (db: Db, ...args: [...Args, DocumentActor, Date]) => Promise<Result>;

/** The names of a document's timestamp columns. */
type StampOf<Doc> = { [Key in keyof Doc]: Doc[Key] extends Date | string | null | undefined ? Key : never }[keyof Doc];

/** A timestamp column's GraphQL value: a string, or null where the column may be empty. */
type IsoOf<Value> = null extends Value ? string | null : undefined extends Value ? string | null : string;

/**
 * The resolvers every back-office document shares (requirements §4.5: a draft is created, changed
 * or deleted, then posted or cancelled; each answer is the document as it now stands). A
 * document's resolver file declares only what is its own: its domain functions and extra fields.
 */
export function documentResolvers<Doc extends { nid: number }>({ idPrefix, load, missing }: DocumentKind<Doc>) {
  /** The document as it now stands; NOT_FOUND when it is gone. */
  async function orNotFound(context: ShopContext, nid: number): Promise<Doc> {
    const document = await load(context.database.db, nid);
    if (!document) throw notFound(missing(nid));
    return document;
  }

  const writer = (context: ShopContext): [DocumentActor, Date] => [actorIn(context), context.now()];

  type Create<Input> = (_: unknown, args: { input: Input }, context: ShopContext) => Promise<Doc>;
  /** Mutation: a new document from the input (as `read` checks it, if given); answers the saved document. */
  function create<Input>(save: Write<[Input], number>): Create<Input>;
  function create<Input, Request>(save: Write<[Request], number>, read: (input: Input) => Request): Create<Input>;
  function create(save: Write<[unknown], number>, read = (input: unknown) => input): Create<unknown> {
    return async (_, { input }, context) => {
      const request = read(input);
      return orNotFound(context, await save(context.database.db, request, ...writer(context)));
    };
  }

  return {
    orNotFound,

    /** Query: the document by nid, or null. */
    one: (_: unknown, { nid }: { nid: number }, { database }: ShopContext) => load(database.db, nid),

    create,

    /** Mutation: a draft's (or an invoice's) new content from the input as `read` checks it. */
    update:
      <Input, Request>(save: Write<[number, Request], unknown>, read: (input: Input) => Request) =>
      async (_: unknown, { nid, input }: { nid: number; input: Input }, context: ShopContext) => {
        await save(context.database.db, nid, read(input), ...writer(context));
        return orNotFound(context, nid);
      },

    /** Mutation: a step of the document's life taken by the viewer — post, cancel, place, close. */
    step:
      (take: Write<[number], unknown>) =>
      async (_: unknown, { nid }: { nid: number }, context: ShopContext) => {
        await take(context.database.db, nid, ...writer(context));
        return orNotFound(context, nid);
      },

    /** Mutation: a draft deleted; answers true. */
    remove:
      (remove: (db: Db, nid: number) => Promise<unknown>) =>
      async (_: unknown, { nid }: { nid: number }, context: ShopContext) => {
        await remove(context.database.db, nid);
        return true;
      },

    /** The document type's own fields: its cache id and the given timestamps as ISO 8601 strings. */
    fields<Stamp extends StampOf<Doc>>(...stamps: Stamp[]) {
      const id = { _id: (document: Doc) => `${idPrefix}-${document.nid}` };
      const times = Object.fromEntries(
        stamps.map((stamp) => [stamp, (document: Doc) => isoOf(document[stamp] as Date | string | null)]),
      ) as { [S in Stamp]: (document: Doc) => IsoOf<Doc[S]> };
      return { ...id, ...times };
    },
  };
}
