import type { ComponentType, ReactElement } from 'react';
import type { TypedDocumentNode } from '@shop/shared/apollo';
import type { DocumentKindName, PrintedKindName } from '../lib/document-kinds';
import { useAddressDocument, type OnlyField } from '../lib/use-document-query';
import { DocumentPage } from './document-page';
import { PrintSheet } from './print-sheet';
import printStyles from './print.module.css';

/** What a document's view is given: the loaded document under its query's field (`{ acceptance }`). */
export type DocumentViewProps<Data> = { [Key in OnlyField<Data>]: NonNullable<Data[Key]> };

/** What a printed document's sheet is given: the document under its query's field, and its heading's id. */
export type SheetProps<Data> = DocumentViewProps<Data> & { titleId: string };

/** A document by its number; its answer's one field holds it (null when there is none). */
type DocumentQuery<Data> = TypedDocumentNode<Data, { nid: number }>;

/** A page's or a sheet's: `view` takes the document under the query's field (the sheet, its heading's id too). */
type KindDocumentProps = { query: DocumentQuery<object>; view: unknown } & (
  { kind: DocumentKindName; printed?: false } | { kind: PrintedKindName; printed: true }
);

/** The document the address names, loaded by the kind's query and shown by its view: on its page, or on paper. */
function KindDocument({ kind, printed, query: source, view }: KindDocumentProps) {
  const { nid, query, field, document } = useAddressDocument(source);
  const View = view as ComponentType<Record<string, unknown>>;
  const show = (shown: unknown, titleId?: string) => <View {...{ [field]: shown, titleId }} />;
  return printed ? (
    <PrintSheet kind={kind} nid={nid} document={document} styles={printStyles} query={query}>
      {show}
    </PrintSheet>
  ) : (
    <DocumentPage kind={kind} nid={nid} document={document} query={query}>
      {show}
    </DocumentPage>
  );
}

/**
 * A kind's own routes in its section: `:nid` its page — «не найдено», the heading and the way back, the wait or the
 * load failure, then `view` with the document — and, given a `sheet`, `:nid/print` its paper form (the way back and
 * «Печать» on the screen only). `documentRoutes('shipment', ShipmentDocument, ShipmentView, ShipmentSheet)`.
 */
export function documentRoutes<Data extends object, Kind extends DocumentKindName>(
  kind: Kind,
  query: DocumentQuery<Data>,
  view: ComponentType<DocumentViewProps<Data>>,
  ...[sheet]: Kind extends PrintedKindName ? [sheet?: ComponentType<SheetProps<Data>>] : []
): Record<string, ReactElement> {
  const page = <KindDocument kind={kind} query={query} view={view} />;
  if (!sheet) return { ':nid': page };
  return {
    ':nid': page,
    ':nid/print': <KindDocument kind={kind as PrintedKindName} printed query={query} view={sheet} />,
  };
}
