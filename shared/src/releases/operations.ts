// The text of the GraphQL operations a release can send (`operations.graphql` in its folder,
// docs/decisions/0007-independent-releases.md) and each operation's hash: written by the release
// command, read by the API, with one rule for both. Every fragment stands in the text once; an
// operation's document is the operation followed by every fragment it uses (directly or through
// other fragments) in the order the text defines them, and its hash is the SHA-256 of that
// document printed. For Node only (node:crypto).
import { createHash } from 'node:crypto';
import {
  Kind,
  Lexer,
  parse,
  print,
  Source,
  TokenKind,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';

/** SHA-256 in hex of a printed document. */
export const documentHash = (printed: string) => createHash('sha256').update(printed).digest('hex');

/** One named operation of a release's operations text, as a document of its own. */
export interface ReleaseDocument {
  type: OperationDefinitionNode['operation'];
  /** The operation followed by every fragment it uses (directly or through other fragments), in text order. */
  document: DocumentNode;
  /** `print` of that document: what an operation's hash is taken of. */
  printed: string;
}

/**
 * The operations text read into one document per named operation, each with the fragments it
 * uses; `problems` names what cannot be read (a syntax error, an anonymous or repeated operation,
 * a fragment repeated or missing).
 */
export function releaseDocuments(text: string): { documents: Map<string, ReleaseDocument>; problems: string[] } {
  const documents = new Map<string, ReleaseDocument>();
  // A release that sends no GraphQL has an empty text (comments at most), which `parse` refuses.
  if (new Lexer(new Source(text)).advance().kind === TokenKind.EOF) return { documents, problems: [] };
  let parsed: DocumentNode;
  try {
    parsed = parse(text, { noLocation: true });
  } catch (error) {
    return { documents, problems: [`the operations text is not GraphQL: ${(error as Error).message}`] };
  }
  const problems: string[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of parsed.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      if (fragments.has(definition.name.value)) problems.push(`fragment ${definition.name.value} is defined twice`);
      fragments.set(definition.name.value, definition);
    } else if (definition.kind === Kind.OPERATION_DEFINITION) {
      operations.push(definition);
    } else {
      problems.push('the operations text may hold only operations and fragments');
    }
  }
  const order = [...fragments.values()];
  for (const operation of operations) {
    const name = operation.name?.value;
    if (!name) {
      problems.push('every operation must have a name');
      continue;
    }
    if (documents.has(name)) {
      problems.push(`operation ${name} is defined twice`);
      continue;
    }
    const used = new Set<string>();
    const pending: (OperationDefinitionNode | FragmentDefinitionNode)[] = [operation];
    for (let node = pending.pop(); node; node = pending.pop()) {
      visit(node, {
        FragmentSpread(spread) {
          const fragmentName = spread.name.value;
          if (used.has(fragmentName)) return;
          used.add(fragmentName);
          const fragment = fragments.get(fragmentName);
          if (fragment) pending.push(fragment);
          else problems.push(`operation ${name} uses fragment ${fragmentName}, which the text does not define`);
        },
      });
    }
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [operation, ...order.filter((fragment) => used.has(fragment.name.value))],
    };
    documents.set(name, { type: operation.operation, document, printed: print(document) });
  }
  return { documents, problems };
}

/**
 * The operations text of these documents (each a named operation with its fragments, as the generated documents
 * are): the operations in name order, then every fragment once, in name order. Throws when two documents define
 * one fragment differently.
 */
export function operationsText(documents: readonly DocumentNode[]): string {
  const operations = new Map<string, OperationDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name)
        operations.set(definition.name.value, definition);
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const known = fragments.get(definition.name.value);
      if (known && print(known) !== print(definition))
        throw new Error(`fragment ${definition.name.value} is defined differently by two documents`);
      fragments.set(definition.name.value, definition);
    }
  }
  const byName = <T extends { name?: { value: string } }>(items: Map<string, T>) =>
    [...items.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, item]) => item);
  const definitions = [...byName(operations), ...byName(fragments)];
  return definitions.length === 0 ? '' : `${print({ kind: Kind.DOCUMENT, definitions })}\n`;
}
