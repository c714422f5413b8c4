import type { FieldAccess } from '../auth/field-access';
import { readAcceptanceRequest } from '../purchasing/acceptance-request';
import { acceptanceLinesOf, listAcceptances, loadAcceptance } from '../purchasing/acceptance-rows';
import { cancelAcceptance, postAcceptance } from '../purchasing/post-acceptance';
import { createAcceptance, deleteAcceptance, updateAcceptance } from '../purchasing/save-acceptance';
import { notFound } from '../core/errors';
import { pageOf } from '../core/paging';
import type { ShopContext } from './context';
import { actorIn, isoOf } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

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

export const acceptanceResolvers: Resolvers = {
  Query: {
    acceptances: (_, args, { database }) =>
      listAcceptances(database.db, args.filter ?? {}, pageOf(args.skip ?? 0, args.limit ?? 20)),
    acceptance: (_, { nid }, { database }) => loadAcceptance(database.db, nid),
  },
  Mutation: {
    createAcceptance: async (_, { input }, context) =>
      acceptanceOrNotFound(
        context,
        await createAcceptance(context.database.db, readAcceptanceRequest(input), actorIn(context)),
      ),
    updateAcceptance: async (_, { nid, input }, context) => {
      await updateAcceptance(context.database.db, nid, readAcceptanceRequest(input));
      return acceptanceOrNotFound(context, nid);
    },
    deleteAcceptance: async (_, { nid }, context) => {
      await deleteAcceptance(context.database.db, nid);
      return true;
    },
    postAcceptance: async (_, { nid }, context) => {
      await postAcceptance(context.database.db, nid, actorIn(context));
      return acceptanceOrNotFound(context, nid);
    },
    cancelAcceptance: async (_, { nid }, context) => {
      await cancelAcceptance(context.database.db, nid, actorIn(context));
      return acceptanceOrNotFound(context, nid);
    },
  },
  Acceptance: {
    _id: (acceptance) => `acceptance-${acceptance.nid}`,
    createdAt: (acceptance) => isoOf(acceptance.createdAt),
    postedAt: (acceptance) => isoOf(acceptance.postedAt),
    cancelledAt: (acceptance) => isoOf(acceptance.cancelledAt),
    lines: async (acceptance, _, { database }) => acceptance.lines ?? acceptanceLinesOf(database.db, acceptance.nid),
  },
};
