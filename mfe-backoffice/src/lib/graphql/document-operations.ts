// The back-office documents' standard operations, one row a document: the list (a page of rows
// with its total), one document by its number, and its life (create, update, delete, the status
// changes), each answering with the document's fragments (the .graphql files beside the features
// and in this folder). What a document asks for beyond these (a card with payments, an order's
// history) is written there by hand. npm run codegen adds these to the back-office's operations
// (which reaches them as mfe-backoffice/document-operations).

interface DocumentOperations {
  /** One document's query field, e.g. 'shipment': the list is 'shipments', the mutations 'createShipment', … */
  name: string;
  /** The list's own arguments (before skip and limit) and their types. */
  listBy: Record<string, string>;
  /** The fragment of a list row. */
  row: string;
  /** The fragment of the whole document, the card's and every mutation's answer, where not the row's. */
  card?: string;
  /** False where the card's query asks for more and is written by hand. */
  one?: false;
  /** The document's name in its mutations where not the query field's, e.g. createProduct for backofficeProduct. */
  mutationsOf?: string;
  /** The input types of create and update. */
  create?: string;
  update?: string;
  /** Whether a draft may be deleted. */
  delete?: true;
  /** The status changes: mutation `<change><Name>(nid)`, e.g. postShipment. */
  changes?: string[];
}

const DOCUMENTS: DocumentOperations[] = [
  { name: 'buyer', listBy: { search: 'String' }, row: 'BuyerFields' },
  { name: 'buyerOrder', listBy: { filter: 'BuyerOrderFilter' }, row: 'BuyerOrderFields', one: false },
  {
    name: 'buyerInvoice',
    listBy: { filter: 'InvoiceFilter' },
    row: 'BuyerInvoiceHeader',
    card: 'BuyerInvoiceFields',
    one: false,
    create: 'BuyerInvoiceInput',
    update: 'BuyerInvoiceUpdateInput',
    changes: ['cancel'],
  },
  {
    name: 'supplierInvoice',
    listBy: { filter: 'InvoiceFilter' },
    row: 'SupplierInvoiceFields',
    one: false,
    create: 'SupplierInvoiceInput',
    update: 'SupplierInvoiceUpdateInput',
    changes: ['cancel'],
  },
  {
    name: 'payment',
    listBy: { filter: 'PaymentFilter' },
    row: 'PaymentDocumentFields',
    create: 'PaymentInput',
    update: 'PaymentInput',
    delete: true,
    changes: ['post', 'cancel'],
  },
  {
    name: 'backofficeProduct',
    listBy: { search: 'String', categoryNid: 'Int' },
    row: 'BackofficeProductRow',
    card: 'BackofficeProductFields',
    mutationsOf: 'product',
    create: 'ProductInput',
    update: 'ProductInput',
  },
  {
    name: 'supplier',
    listBy: { search: 'String' },
    row: 'SupplierFields',
    create: 'SupplierInput',
    update: 'SupplierInput',
  },
  {
    name: 'supplierOrder',
    listBy: { filter: 'SupplierOrderFilter' },
    row: 'SupplierOrderHeader',
    card: 'SupplierOrderFields',
    create: 'SupplierOrderInput',
    update: 'SupplierOrderInput',
    delete: true,
    changes: ['place', 'cancel', 'close'],
  },
  {
    name: 'acceptance',
    listBy: { filter: 'AcceptanceFilter' },
    row: 'AcceptanceHeader',
    card: 'AcceptanceFields',
    create: 'AcceptanceInput',
    update: 'AcceptanceInput',
    delete: true,
    changes: ['post', 'cancel'],
  },
  {
    name: 'stockTransfer',
    listBy: { filter: 'StockTransferFilter' },
    row: 'StockTransferHeader',
    card: 'StockTransferFields',
    create: 'StockTransferInput',
    update: 'StockTransferInput',
    delete: true,
    changes: ['post', 'cancel'],
  },
  ...['supplierReturn', 'shipment', 'buyerReturn'].map((name) => {
    const type = capitalize(name);
    return {
      name,
      listBy: { filter: `${type}Filter` },
      row: `${type}Header`,
      card: `${type}Fields`,
      create: `${type}Input`,
      update: `${type}DraftInput`,
      delete: true as const,
      changes: ['post', 'cancel'],
    };
  }),
];

function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A mutation by the document's number answering with the whole document, or nothing (`delete`). */
function changeMutation(field: string, card: string | null): string {
  const answer = card === null ? '' : ` { ...${card} }`;
  return `mutation ${field}($nid: Int!) { ${field}(nid: $nid)${answer} }`;
}

function documentOperations(document: DocumentOperations): string[] {
  const type = capitalize(document.mutationsOf ?? document.name);
  const card = document.card ?? document.row;
  const list = `${document.name}s`;
  const listArguments = [...Object.keys(document.listBy), 'skip', 'limit'];
  const listVariables = listArguments.map((argument) => `$${argument}: ${document.listBy[argument] ?? 'Int'}`);
  const operations = [
    `query ${list}(${listVariables.join(', ')}) {
      ${list}(${listArguments.map((argument) => `${argument}: $${argument}`).join(', ')}) { total items { ...${document.row} } }
    }`,
  ];
  if (document.one !== false)
    operations.push(`query ${document.name}($nid: Int!) { ${document.name}(nid: $nid) { ...${card} } }`);
  if (document.create)
    operations.push(
      `mutation create${type}($input: ${document.create}!) { create${type}(input: $input) { ...${card} } }`,
    );
  if (document.update)
    operations.push(
      `mutation update${type}($nid: Int!, $input: ${document.update}!) { update${type}(nid: $nid, input: $input) { ...${card} } }`,
    );
  if (document.delete) operations.push(changeMutation(`delete${type}`, null));
  for (const change of document.changes ?? []) operations.push(changeMutation(`${change}${type}`, card));
  return operations;
}

/** The standard operations of every document, as one GraphQL text. */
export function documentOperationsText(): string {
  return DOCUMENTS.flatMap(documentOperations).join('\n\n');
}
