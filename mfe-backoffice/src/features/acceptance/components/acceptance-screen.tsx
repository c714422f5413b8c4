import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';
import { AcceptancePage } from './acceptance-page';
import { AcceptancesList } from './acceptances-list';

/** `/dmn/acceptance`: the acceptances, `:nid` one of them (a new one is started from a supplier order). */
export default function AcceptanceScreen() {
  return (
    <Routes>
      <Route index element={<AcceptancesList />} />
      <Route path=":nid" element={<AcceptancePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
