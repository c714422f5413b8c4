import { GraphQLError, execute, parse } from 'graphql';
import { apiConfigFromEnv, ConfigError } from '../../config';
import { createSchema } from '../../graphql/schema';
import { schemaContexts } from '../../testing/schema-contexts';
import { testViewer } from '../../testing/test-viewer';

const TOKEN = 'a-release-token-of-at-least-32-characters';

describe('RELEASE_TOKEN', () => {
  const problemsOf = (env: NodeJS.ProcessEnv) => {
    try {
      apiConfigFromEnv(env);
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };

  it('is off when unset or empty, and taken as it is when long enough', () => {
    expect(apiConfigFromEnv({}).releaseToken).toBeUndefined();
    expect(apiConfigFromEnv({ RELEASE_TOKEN: '' }).releaseToken).toBeUndefined();
    expect(apiConfigFromEnv({ RELEASE_TOKEN: TOKEN }).releaseToken).toBe(TOKEN);
  });

  it.each([
    ['too short', 'short-secret-1234567890'],
    ['with a space', `${TOKEN} x`],
    ['with a character a header cannot carry', `${TOKEN}ё`],
  ])('stops the API when %s, without repeating the secret', (_title, value) => {
    expect(problemsOf({ RELEASE_TOKEN: value })).toEqual([
      'RELEASE_TOKEN must be at least 32 printable characters without spaces',
    ]);
  });
});

describe('the release mutations and a session', () => {
  const contextFor = schemaContexts();
  const schema = createSchema();
  const ROLLBACK = parse('mutation { rollbackRelease(frontend: "cart") { switched } }');
  const sessionGone = new GraphQLError('Вход недействителен или устарел: войдите снова', {
    extensions: { code: 'UNAUTHENTICATED' },
  });

  const codeOf = async (context: ReturnType<typeof contextFor>) => {
    const result = await execute({ schema, document: ROLLBACK, contextValue: context });
    return result.errors?.[0]?.extensions.code;
  };

  it('confirms an administrator’s session before anything else', async () => {
    const context = {
      ...contextFor(testViewer('releases-admin', { isAdmin: true })),
      confirmSession: async () => {
        throw sessionGone;
      },
    };
    expect(await codeOf(context)).toBe('UNAUTHENTICATED');
  });

  it('takes the release token without a session to confirm, and a seller not at all', async () => {
    const byToken = {
      ...contextFor(null),
      release: { by: 'release token (ci)' },
      confirmSession: async () => {
        throw sessionGone;
      },
    };
    // Past the guard: the domain refuses, as there is nothing to roll back.
    expect(await codeOf(byToken)).toBe('BAD_USER_INPUT');
    expect(await codeOf(contextFor(testViewer('releases-seller', { isSeller: true })))).toBe('FORBIDDEN');
  });

  it('refuses the release token every field outside the release operations', async () => {
    const result = await execute({
      schema,
      document: parse('{ payments { total } }'),
      contextValue: { ...contextFor(null), release: { by: 'release token (ci)' } },
    });
    expect(result.errors?.[0]?.message).toBe('The release token opens only the release operations');
  });
});
