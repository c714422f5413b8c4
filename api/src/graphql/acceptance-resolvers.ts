import type { FieldAccess } from '../auth/field-access';
import { readAcceptanceRequest, type AcceptanceInput } from '../purchasing/acceptance-request';
import { acceptanceLinesOf, listAcceptances, loadAcceptance, type Acceptance, type AcceptanceFilter } from '../purchasing/acceptance-rows';
import { cancelAcceptance, postAcceptance } from '../purchasing/post-acceptance';
import { createAcceptance, deleteAcceptance, updateAcceptance } from '../purchasing/save-acceptance';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf, type PageArgs } from './document-fields';

const SECTION = { section: 'acceptance' } as const;

/** Whoever opens «Приёмка товара» (administrators and purchasers) receives goods and posts them. */
export const acceptanceAccess: FieldAccess = {
  'Query.acceptances': SECTION,
  'Query.acceptance': SECTION,
  'Mutation.createAcceptance': SECTION,
  'Mutation.updateAcceptance': SECTION,
  'Mutation.deleteAcceptance': SECTION,
  'Mutation.postAcceptance': SECTION,
  'Mutation.cancelAcceptance': SECTION,
};

async function acceptanceOrNotFound(context: ShopContext, nid: number) {
  const acceptance = await loadAcceptance(context.database.db, nid);
  if (!acceptance) throw notFound(`Приёмка № ${nid} не найдена`);
  return acceptance;
}

type NidArgs = { nid: number };

export const acceptanceResolvers = {
  Query: {
    acceptances: (_: unknown, args: { filter?: AcceptanceFilter | null } & PageArgs, { database }: ShopContext) =>
      listAcceptances(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    acceptance: (_: unknown, { nid }: NidArgs, { database }: ShopContext) => loadAcceptance(database.db, nid),
  },
  Mutation: {
    createAcceptance: async (_: unknown, { input }: { input: AcceptanceInput }, context: ShopContext) =>
      acceptanceOrNotFound(context, await createAcceptance(context.database.db, readAcceptanceRequest(input), actorIn(context))),
    updateAcceptance: async (_: unknown, { nid, input }: NidArgs & { input: AcceptanceInput }, context: ShopContext) => {
      await updateAcceptance(context.database.db, nid, readAcceptanceRequest(input));
      return acceptanceOrNotFound(context, nid);
    },
    deleteAcceptance: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await deleteAcceptance(context.database.db, nid);
      return true;
    },
    postAcceptance: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await postAcceptance(context.database.db, nid, actorIn(context));
      return acceptanceOrNotFound(context, nid);
    },
    cancelAcceptance: async (_: unknown, { nid }: NidArgs, context: ShopContext) => {
      await cancelAcceptance(context.database.db, nid, actorIn(context));
      return acceptanceOrNotFound(context, nid);
    },
  },
  Acceptance: {
    _id: (acceptance: Acceptance) => `acceptance-${acceptance.nid}`,
    createdAt: (acceptance: Acceptance) => isoOf(acceptance.createdAt),
    postedAt: (acceptance: Acceptance) => isoOf(acceptance.postedAt),
    cancelledAt: (acceptance: Acceptance) => isoOf(acceptance.cancelledAt),
    lines: async (acceptance: Acceptance, _: unknown, { database }: ShopContext) => acceptance.lines ?? acceptanceLinesOf(database.db, acceptance.nid),
  },
};
