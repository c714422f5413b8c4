/**
 * GraphQL for every module: the client factory and the Apollo APIs the shop uses. Modules
 * take Apollo from here, never from @apollo/client itself: this module is a federated
 * singleton, so one client and one React context serve the whole site, and it re-exports only
 * what is used, so Apollo stays tree-shaken (a shared npm package never is).
 */
export { createApolloClient, type ApolloClientOptions } from './create-apollo-client';
export { registerAuthTokenProvider, currentAuthToken, type AuthTokenProvider } from './auth-token';
export { onSubscriptionsReconnected, subscriptionConnectionParams } from './subscription-link';
export { ApolloProvider, useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
export { CombinedGraphQLErrors } from '@apollo/client';
export type { ApolloClient, TypedDocumentNode } from '@apollo/client';
