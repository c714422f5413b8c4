// npm run codegen: typed documents for the client and the server's own types, from the API's schema
// (api/schema/*.graphql, one hand-written file per domain, the same files the API reads at start).
//   api/schema + the .graphql files under a package's src/ -> that package's operations.generated.ts
//     (DOCUMENT_MODULES: @shop/shared/graphql for what several packages send, and each front-end's
//     own operations in its package; the back-office's also gets its documents' standard operations)
//   api/schema + every package's documents -> shared/src/graphql/schema-types.generated.ts (the enums
//     and inputs the clients' documents use, once: each package's module imports and re-exports them)
//   api/schema -> api/src/core/schema-types.generated.ts (enums, inputs and object types, for the domains)
//   api/schema -> api/src/graphql/resolver-types.generated.ts (the resolver maps' types, for the transport)
//   --check: fail when a committed file is stale.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typedDocumentNode from '@graphql-codegen/typed-document-node';
import * as typescript from '@graphql-codegen/typescript';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import * as typescriptResolvers from '@graphql-codegen/typescript-resolvers';
import { buildSchema, Kind, parse, visit, type ASTNode, type FragmentDefinitionNode } from 'graphql';
import { readTypeDefs } from 'api/schema';
import { documentOperationsText } from 'mfe-backoffice/document-operations';
import { ROOT } from './frontends';

/** A package's typed documents: every .graphql file under its src/, generated into one module. */
interface DocumentModule {
  /** The package's folder. */
  folder: string;
  /** The generated module, from the package's folder (its `exports` map names it `./graphql`). */
  generated: string;
  /** Operations written in code, not in .graphql files. */
  built?: { location: string; text: () => string };
}

/**
 * @shop/shared's documents are what more than one package sends (the pages' first queries, the
 * releases', the fragments of a buyer order and of a user); an operation only one front-end sends
 * is that package's own. The others may spread @shop/shared's fragments; operation and fragment
 * names are unique across all of them (a release's operations are looked up by name).
 */
const DOCUMENT_MODULES: DocumentModule[] = [
  { folder: 'shared', generated: 'src/graphql/operations.generated.ts' },
  {
    folder: 'mfe-backoffice',
    generated: 'src/lib/graphql/operations.generated.ts',
    built: { location: 'src/lib/graphql/document-operations.ts', text: documentOperationsText },
  },
  { folder: 'mfe-cart', generated: 'src/lib/graphql/operations.generated.ts' },
  { folder: 'mfe-catalog', generated: 'src/lib/graphql/operations.generated.ts' },
  { folder: 'mfe-auth', generated: 'src/lib/graphql/operations.generated.ts' },
];
const SHARED = DOCUMENT_MODULES[0]!;

type DocumentFile = Parameters<typeof codegen>[0]['documents'][number];

const SCHEMA_TYPES = path.join(ROOT, 'api/src/core/schema-types.generated.ts');
/** The enums and inputs of every client's documents, once (`@shop/shared/graphql/schema-types`). */
const CLIENT_SCHEMA_TYPES = path.join(ROOT, 'shared/src/graphql/schema-types.generated.ts');
/** How a package's module imports them: @shop/shared's own by path, the others by its exports map. */
const clientSchemaTypesOf = (module: DocumentModule) =>
  module === SHARED ? './schema-types.generated' : '@shop/shared/graphql/schema-types';
const DOCUMENT_CONFIG = {
  enumsAsTypes: true,
  useTypeImports: true,
  skipTypename: true,
  avoidOptionals: { field: true },
};
const RESOLVER_TYPES = path.join(ROOT, 'api/src/graphql/resolver-types.generated.ts');

/**
 * The domain row each object type's resolvers get as their parent and may be given in its
 * place, where it is not the GraphQL type itself (paths from api/src/graphql).
 */
const MAPPERS: Record<string, string> = {
  Acceptance: '../purchasing/acceptance-rows#Acceptance',
  Buyer: '../counterparties/buyer-rows#Buyer',
  BuyerInvoice: '../money/buyer-invoice-rows#BuyerInvoice',
  BuyerOrder: '../orders/buyer-order-rows#BuyerOrder',
  BuyerReturn: '../sales/buyer-return-rows#BuyerReturn',
  Category: '../catalog/catalog-metadata#CategoryRow',
  InventoryCount: '../stock/inventory-count-rows#InventoryCount',
  Option: '../catalog/catalog-metadata#OptionRow',
  Payment: '../money/payment-rows#Payment',
  Product: '../catalog/list-products#ProductRow',
  PriceListImport: '../price-lists/price-list-imports#PriceListImportRecord',
  ProductReservation: '../orders/order-reservations#ProductReservation',
  ReconciliationRow: '../money/reconciliation#StatementRow',
  Remain: '../stock/remain-rows#Remain',
  ReconciliationStatement: '../money/reconciliation#Statement',
  ReservationChange: '../orders/order-reservations#ReservationChange',
  RouteGroup: '../delivery/route-sheet#RouteGroup',
  RouteStop: '../delivery/route-sheet#RouteStop',
  Shipment: '../sales/shipment-rows#Shipment',
  StockTransfer: '../stock/stock-transfer-rows#StockTransfer',
  Supplier: '../counterparties/supplier-rows#Supplier',
  WaitingOrderLine: '../orders/waiting-lines#WaitingOrderLine',
  SupplierInvoice: '../money/supplier-invoices#SupplierInvoice',
  SupplierOrder: '../purchasing/supplier-order-rows#SupplierOrder',
  SupplierReturn: '../purchasing/supplier-return-rows#SupplierReturn',
};

const schemaInputs = () => {
  // As the API reads them: every domain's SDL, in file-name order.
  const schemaText = readTypeDefs().join('\n');
  return { schema: parse(schemaText), schemaAst: buildSchema(schemaText) };
};

/** The .graphql files under a package's src/, in path order, with the operations it builds in code. */
function documentsOf(module: DocumentModule): DocumentFile[] {
  const src = path.join(ROOT, module.folder, 'src');
  const files = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => path.join('src', file))
    .sort();
  const documents = files.map((file) => ({
    location: path.join(module.folder, file),
    document: parse(readFileSync(path.join(ROOT, module.folder, file), 'utf8')),
  }));
  if (!module.built) return documents;
  const { location, text } = module.built;
  return [...documents, { location: path.join(module.folder, location), document: parse(text()) }];
}

const definedNames = (documents: DocumentFile[]) =>
  documents.flatMap(({ document }) =>
    (document?.definitions ?? []).flatMap((definition) =>
      'name' in definition && definition.name ? [definition.name.value] : [],
    ),
  );

/** Throws naming every operation or fragment that two packages define. */
function checkUniqueNames(documentsByModule: Map<DocumentModule, DocumentFile[]>): void {
  const owners = new Map<string, string[]>();
  for (const [module, documents] of documentsByModule)
    for (const name of definedNames(documents)) owners.set(name, [...(owners.get(name) ?? []), module.folder]);
  const twice = [...owners].filter(([, folders]) => folders.length > 1);
  if (twice.length > 0)
    throw new Error(twice.map(([name, folders]) => `${name} is defined by ${folders.join(' and ')}`).join('\n'));
}

/**
 * typed-document-node for the package's own documents only: the fragments of @shop/shared's that they
 * spread are inlined into each document (externalFragments), not defined again.
 */
const ownDocumentNodes: typeof typedDocumentNode = {
  ...typedDocumentNode,
  plugin: (schema, documents, config, info) =>
    typedDocumentNode.plugin(
      schema,
      documents.filter((document) => document.type !== 'external'),
      config,
      info,
    ),
};

/** The fragments of `shared` that `documents` spread, directly or through each other, as external fragments. */
function spreadFragments(documents: DocumentFile[], shared: DocumentFile[]) {
  const fragments = new Map(
    shared
      .flatMap(({ document }) => document?.definitions ?? [])
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const used = new Map<string, FragmentDefinitionNode>();
  const pending: ASTNode[] = documents.flatMap(({ document }) => (document ? [document] : []));
  for (let node = pending.pop(); node; node = pending.pop()) {
    visit(node, {
      FragmentSpread({ name }) {
        const fragment = fragments.get(name.value);
        if (!fragment || used.has(name.value)) return;
        used.set(name.value, fragment);
        pending.push(fragment);
      },
    });
  }
  return [...used.values()].map((node) => ({
    node,
    name: node.name.value,
    onType: node.typeCondition.name.value,
    isExternal: true,
  }));
}

async function generateDocuments(
  module: DocumentModule,
  documents: DocumentFile[],
  shared: DocumentFile[],
): Promise<string> {
  const externalFragments = module === SHARED ? [] : spreadFragments(documents, shared);
  // typescript-operations reads those fragments' fields from `external` documents (and generates no type for them).
  const external: DocumentFile[] =
    externalFragments.length === 0
      ? []
      : [
          {
            location: 'shared fragments',
            type: 'external',
            document: { kind: Kind.DOCUMENT, definitions: externalFragments.map(({ node }) => node) },
          },
        ];
  const output = await codegen({
    filename: path.join(ROOT, module.folder, module.generated),
    ...schemaInputs(),
    documents: [...documents, ...external],
    config: {
      ...DOCUMENT_CONFIG,
      importSchemaTypesFrom: `~${clientSchemaTypesOf(module)}`,
      namespacedImportName: 'Types',
    },
    plugins: [{ typescriptOperations: {} }, { ownDocumentNodes: { externalFragments } }],
    pluginMap: { typescriptOperations, ownDocumentNodes },
  });
  const sources = [`the .graphql files under ${module.folder}/src`, module.built?.location].filter(Boolean);
  return [
    `// Generated by npm run codegen from api/schema/*.graphql and ${sources.join(' and ')}. Do not edit.`,
    `export type * from '${clientSchemaTypesOf(module)}';`,
    output,
  ].join('\n');
}

/** The enums and inputs that any client's documents use, for every package's module to import. */
async function generateClientSchemaTypes(documents: DocumentFile[]): Promise<string> {
  const output = await codegen({
    filename: CLIENT_SCHEMA_TYPES,
    ...schemaInputs(),
    documents,
    config: { ...DOCUMENT_CONFIG, generateOperationTypes: false },
    plugins: [{ typescriptOperations: {} }],
    pluginMap: { typescriptOperations },
  });
  return `// Generated by npm run codegen from api/schema/*.graphql and every package's documents. Do not edit.\n${output}`;
}

/** The schema's types for the API: enums and inputs the domains take, objects as GraphQL gives them. */
async function generateSchemaTypes(): Promise<string> {
  const output = await codegen({
    filename: SCHEMA_TYPES,
    ...schemaInputs(),
    documents: [],
    config: { enumsAsTypes: true, useTypeImports: true },
    plugins: [{ typescript: {} }],
    pluginMap: { typescript },
  });
  return `// Generated by npm run codegen from api/schema/*.graphql. Do not edit.\n${output}`;
}

/**
 * The resolver maps' types: a resolver whose arguments, parent or result disagree with the
 * schema does not compile. Parents are the domain rows in MAPPERS; the context is ShopContext.
 */
async function generateResolverTypes(): Promise<string> {
  const output = await codegen({
    filename: RESOLVER_TYPES,
    ...schemaInputs(),
    documents: [],
    config: {
      enumsAsTypes: true,
      useTypeImports: true,
      namespacedImportName: 'Types',
      contextType: './context#ShopContext',
      mappers: MAPPERS,
    },
    plugins: [{ typescriptResolvers: {} }],
    pluginMap: { typescriptResolvers },
  });
  return [
    '// Generated by npm run codegen from api/schema/*.graphql. Do not edit.',
    "import type * as Types from '../core/schema-types.generated';",
    output,
  ].join('\n');
}

async function main() {
  const documentsByModule = new Map(DOCUMENT_MODULES.map((module) => [module, documentsOf(module)]));
  checkUniqueNames(documentsByModule);
  const shared = documentsByModule.get(SHARED)!;
  const files: [string, string][] = [];
  for (const [module, documents] of documentsByModule)
    files.push([path.join(ROOT, module.folder, module.generated), await generateDocuments(module, documents, shared)]);
  files.push(
    [CLIENT_SCHEMA_TYPES, await generateClientSchemaTypes([...documentsByModule.values()].flat())],
    [SCHEMA_TYPES, await generateSchemaTypes()],
    [RESOLVER_TYPES, await generateResolverTypes()],
  );
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, generated] of files) {
    const name = path.relative(ROOT, file);
    if (!check) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, generated);
      console.log(`wrote ${name}`);
    } else if (!existsSync(file) || readFileSync(file, 'utf8') !== generated) {
      console.error(`${name} is stale: run npm run codegen and commit it`);
      stale = true;
    } else {
      console.log(`${name} is up to date`);
    }
  }
  if (stale) process.exit(1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
