import type { ApolloServerOptions } from '@apollo/server';
import type { DocumentNode, Token } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Heap a parsed document holds per lexical token: its AST nodes and the token list its
 * locations keep. Measured on graphql-js 16 (Node 20): 390–450 bytes a token, from a 59-token
 * back-office query (23 KB) to a 1 900-field one (865 KB).
 */
const BYTES_PER_TOKEN = 450;

/** What the parsed documents of the API may hold, as `documentBytes` counts them. */
export const DOCUMENT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The heap one parsed document holds: its tokens, and the query text its locations keep (two
 * bytes a character at most). Apollo's own store counts the document's JSON, which leaves both
 * out: a 99 KB comment after `{__typename}` counted as 200 bytes and kept 99 KB.
 */
function documentBytes(document: DocumentNode): number {
  let tokens = 0;
  for (let token: Token | null | undefined = document.loc?.startToken; token; token = token.next) tokens += 1;
  return 2 * (document.loc?.source.body.length ?? 0) + tokens * BYTES_PER_TOKEN;
}

type DocumentStore = NonNullable<ApolloServerOptions<never>['documentStore']>;

/**
 * Apollo's store of parsed and validated documents (one per distinct query text), bounded by the
 * heap its documents hold: the shop's few dozen operations fit many times over, and a stranger's
 * distinct queries only push each other out.
 */
export function documentCache(maxBytes = DOCUMENT_CACHE_BYTES) {
  const documents = new LRUCache<string, DocumentNode>({ maxSize: maxBytes, sizeCalculation: documentBytes });
  const store: DocumentStore = {
    get: async (key) => documents.get(key),
    set: async (key, document) => {
      documents.set(key, document);
    },
    delete: async (key) => documents.delete(key),
  };
  return { documents, store };
}
