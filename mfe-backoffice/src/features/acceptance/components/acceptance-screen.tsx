import { AcceptanceDocument } from '../../../lib/graphql/operations.generated';
import { AcceptanceView } from './acceptance-page';
import { AcceptancesList } from './acceptances-list';
import { documentRoutes } from '../../../components/document-routes';
import { SectionRoutes } from '../../../components/section-routes';

/** `/dmn/acceptance`: the acceptances, `:nid` one of them (a new one is started from a supplier order). */
export default function AcceptanceScreen() {
  return (
    <SectionRoutes
      index={<AcceptancesList />}
      routes={documentRoutes('acceptance', AcceptanceDocument, AcceptanceView)}
    />
  );
}
