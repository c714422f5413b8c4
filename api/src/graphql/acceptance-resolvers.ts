import { readAcceptanceRequest } from '../purchasing/acceptance-request';
import { acceptanceLinesOf, listAcceptances, loadAcceptance } from '../purchasing/acceptance-rows';
import { cancelAcceptance, postAcceptance } from '../purchasing/post-acceptance';
import { createAcceptance, deleteAcceptance, updateAcceptance } from '../purchasing/save-acceptance';
import { accessToAll, documentResolvers, listResolver } from './document-resolvers';
import { locationField } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const acceptances = documentResolvers({
  idPrefix: 'acceptance',
  load: loadAcceptance,
  missing: (nid) => `Приёмка № ${nid} не найдена`,
});

export const acceptanceResolvers: Resolvers = {
  Query: {
    acceptances: listResolver(listAcceptances),
    acceptance: acceptances.one,
  },
  Mutation: {
    createAcceptance: acceptances.create(createAcceptance, readAcceptanceRequest),
    updateAcceptance: acceptances.update(updateAcceptance, readAcceptanceRequest),
    deleteAcceptance: acceptances.remove(deleteAcceptance),
    postAcceptance: acceptances.step(postAcceptance),
    cancelAcceptance: acceptances.step(cancelAcceptance),
  },
  Acceptance: {
    location: locationField,
    ...acceptances.fields('createdAt', 'postedAt', 'cancelledAt'),
    lines: async (acceptance, _, { database }) => acceptance.lines ?? acceptanceLinesOf(database.db, acceptance),
  },
};

/** Whoever opens «Приёмка товара» (administrators and purchasers) receives goods and posts them. */
export const acceptanceAccess = accessToAll({ section: 'acceptance' }, acceptanceResolvers, 'Query', 'Mutation');
