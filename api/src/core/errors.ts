import { GraphQLError } from 'graphql';

/** The client sent something that cannot be used; the message says what, in Russian. */
export const badUserInput = (message: string, details: Record<string, unknown> = {}) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...details } });

/** What the client asked for does not exist. */
export const notFound = (message: string) => new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });

/** Only a signed-in user may do this; the message says what to do, in Russian. */
export const unauthenticated = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });

/** The signed-in user's roles do not allow this. */
export const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
