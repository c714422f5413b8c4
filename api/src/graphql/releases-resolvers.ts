import type { Viewer } from '../core/viewer';
import {
  deploymentsOf,
  deployRelease,
  liveReleases,
  registerRelease,
  releasesOf,
  rollbackRelease,
  type FrontendDeployment,
  type FrontendRelease,
  type OperationChecks,
  type Outcome,
} from '../releases/deployments';
import {
  GraphQLError,
  Kind,
  specifiedRules,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { accessTo, pageIn } from './document-resolvers';
import { guardRules, OPERATION_LIMITS } from './operation-guards';
import type { ShopContext } from './context';
import { isoOf, viewerIn } from './document-fields';
import type { Resolvers } from './resolver-types.generated';
import type * as Types from '../core/schema-types.generated';

/** A request body carrying a release: its record and operations (≤ 256 KB together) as JSON strings, escaped. */
export const RELEASE_BODY_BYTES = 1024 * 1024;

/** The root fields the release token opens, and nothing else. */
const RELEASE_TOKEN_FIELDS = new Set([
  'liveReleases',
  'frontendReleases',
  'frontendDeployments',
  'registerRelease',
  'deployRelease',
  'rollbackRelease',
  '__typename',
]);

/** The root fields an operation selects, through its fragments. */
function rootFields(document: DocumentNode, selectionSet: SelectionSetNode, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(document, selection.selectionSet, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment?.kind === Kind.FRAGMENT_DEFINITION ? rootFields(document, fragment.selectionSet, seen) : [];
  });
}

/** FORBIDDEN when an operation sent with the release token selects a root field the token does not open. */
export function releaseTokenProblem(document: DocumentNode, operation: OperationDefinitionNode | null | undefined) {
  const outside = operation
    ? rootFields(document, operation.selectionSet).filter((field) => !RELEASE_TOKEN_FIELDS.has(field))
    : ['?'];
  return outside.length > 0
    ? new GraphQLError('The release token opens only the release operations', {
        extensions: { code: 'FORBIDDEN', http: { status: 403 } },
      })
    : null;
}

/** A release's operations meet what every request to this API meets (the cost, which needs the variables, aside). */
const API_RULES = [...specifiedRules, ...guardRules()];
const checksOf = (schema: GraphQLSchema): OperationChecks => ({
  schema,
  rules: API_RULES,
  maxTokens: OPERATION_LIMITS.maxTokens,
});

/** An administrator as the deployment history names them: their name and e-mail. */
function sessionName({ uid, token }: Viewer): string {
  const name = token.displayName?.trim();
  const email = token.email?.trim();
  if (name && email && name !== email) return `${name} (${email})`;
  return name || email || uid;
}

/** Who switches the live pointer: the release token's machine, or the signed-in administrator. */
const deployerIn = (context: ShopContext) => context.release?.by ?? sessionName(viewerIn(context));

const releaseOf = (release: FrontendRelease): Types.FrontendRelease => ({
  frontend: release.frontend,
  version: release.version,
  commit: release.record.commit,
  builtAt: release.record.builtAt,
  registeredAt: isoOf(release.registeredAt),
  record: JSON.stringify(release.record),
  loadFailuresLastHour: release.loadFailuresLastHour,
});

const deploymentOf = (deployment: FrontendDeployment): Types.FrontendDeployment => ({
  id: deployment.id,
  frontend: deployment.frontend,
  version: deployment.version,
  previousVersion: deployment.previousVersion,
  action: deployment.action === 'deploy' ? 'DEPLOY' : 'ROLLBACK',
  deployedBy: deployment.deployedBy,
  deployedAt: isoOf(deployment.deployedAt),
});

const deploymentOutcome = ({ changed, message, result }: Outcome<FrontendDeployment>) => ({
  switched: changed,
  message,
  deployment: deploymentOf(result),
});

export const releasesResolvers: Resolvers = {
  Query: {
    liveReleases: async (_, __, { database }) =>
      (await liveReleases(database.db)).map((live) => ({
        frontend: live.frontend,
        version: live.version,
        previousVersion: live.previousVersion,
        deployedAt: isoOf(live.deployedAt),
      })),
    frontendReleases: async (_, { frontend }, { database }) => (await releasesOf(database.db, frontend)).map(releaseOf),
    frontendDeployments: async (_, { frontend, limit }, { database }) =>
      (await deploymentsOf(database.db, frontend ?? null, pageIn({ limit }).limit)).map(deploymentOf),
  },
  Mutation: {
    registerRelease: async (_, { input }, { database }) => {
      const { changed, message, result } = await registerRelease(database.db, input.record, input.operations);
      return { registered: changed, message, release: releaseOf(result) };
    },
    deployRelease: async (_, { frontend, version }, context, info) =>
      deploymentOutcome(
        await deployRelease(context.database.db, checksOf(info.schema), frontend, version, deployerIn(context)),
      ),
    rollbackRelease: async (_, { frontend }, context, info) =>
      deploymentOutcome(
        await rollbackRelease(context.database.db, checksOf(info.schema), frontend, deployerIn(context)),
      ),
  },
};

/**
 * «Модули» is the administrators'; the deploying machine's release token opens the same fields.
 * `liveReleases` is public: the shell's servers read it to build every page.
 */
export const releasesAccess = accessTo(
  { section: 'modules', releaseToken: true },
  {
    Query: ['frontendReleases', 'frontendDeployments'],
    Mutation: ['registerRelease', 'deployRelease', 'rollbackRelease'],
  },
);
