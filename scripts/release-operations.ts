// The GraphQL operations a release can send: the generated documents (./shop-documents) that
// its bundles carry. Each is inlined as an object literal, minified in the browser's build
// (`kind:"OperationDefinition",operation:"query",name:{kind:"Name",value:"cartPricing"}`) and
// quoted and indented in the server's; the operation's name is found in either and its
// document printed from the generated exports.
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { documentHash, operationsText, releaseDocuments } from '@shop/shared/release-operations';
import type { ReleaseOperation } from '@shop/shared/releases';

type OperationType = ReleaseOperation['type'];

const key = (name: string) => `["']?${name}["']?\\s*:\\s*`;
const text = (value: string) => `["']${value}["']`;
const OPERATION_IN_BUNDLE = new RegExp(
  [
    `${key('kind')}${text('OperationDefinition')}`,
    `${key('operation')}${text('(query|mutation|subscription)')}`,
    `${key('name')}\\{\\s*${key('kind')}${text('Name')}`,
    `${key('value')}${text('([_A-Za-z][_0-9A-Za-z]*)')}`,
  ].join('\\s*,\\s*'),
  'g',
);

/** The named operations inlined in a bundle's text, by name. */
export function operationsInBundle(source: string): Map<string, OperationType> {
  const found = new Map<string, OperationType>();
  for (const match of source.matchAll(OPERATION_IN_BUNDLE)) found.set(match[2]!, match[1] as OperationType);
  return found;
}

/** The named operation a generated document defines, or null when it is not a document with one. */
function operationOf(value: unknown): OperationDefinitionNode | null {
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== 'Document') return null;
  const definitions = (value as { definitions?: unknown }).definitions;
  if (!Array.isArray(definitions)) return null;
  const operations = definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      (definition as { kind?: unknown }).kind === 'OperationDefinition',
  );
  return operations.length === 1 && operations[0]!.name ? operations[0]! : null;
}

/** The generated documents (`*Document` exports of a module) by their operation's name. */
export function documentsByOperation(exports: Record<string, unknown>): Map<string, DocumentNode> {
  const documents = new Map<string, DocumentNode>();
  for (const [name, value] of Object.entries(exports)) {
    const operation = name.endsWith('Document') ? operationOf(value) : null;
    if (operation?.name) documents.set(operation.name.value, value as DocumentNode);
  }
  return documents;
}

export interface ReleaseOperations {
  operations: ReleaseOperation[];
  /** `operations.graphql`: the operations in name order, then each fragment once (@shop/shared/release-operations). */
  text: string;
}

/**
 * The operations found in the bundles, each printed from its generated document and hashed. Throws naming every
 * operation a bundle sends that no generated document defines (or defines as another type).
 */
export function releaseOperations(
  found: ReadonlyMap<string, OperationType>,
  documents: ReadonlyMap<string, DocumentNode>,
): ReleaseOperations {
  const problems: string[] = [];
  const chosen: { name: string; type: OperationType; document: DocumentNode }[] = [];
  for (const name of [...found.keys()].sort()) {
    const type = found.get(name)!;
    const document = documents.get(name);
    const definition = document ? operationOf(document) : null;
    if (!document || !definition) {
      problems.push(`${type} ${name} is in the bundle but not among the generated documents`);
      continue;
    }
    if (definition.operation !== type) {
      problems.push(`${name} is a ${type} in the bundle but a ${definition.operation} in the generated documents`);
      continue;
    }
    chosen.push({ name, type, document });
  }
  if (problems.length > 0)
    throw new Error(`Operations the generated documents do not know (run npm run codegen):\n${problems.join('\n')}`);
  // The text and each operation's hash by the one rule the API reads them with.
  const text = operationsText(chosen.map((item) => item.document));
  const { documents: read, problems: unreadable } = releaseDocuments(text);
  if (unreadable.length > 0) throw new Error(`The operations text cannot be read back:\n${unreadable.join('\n')}`);
  return {
    operations: chosen.map(({ name, type }) => ({ name, type, hash: documentHash(read.get(name)!.printed) })),
    text,
  };
}
