import type { ReactElement } from 'react';
import { Route, Routes } from '@shop/shared/router';
import { NotFound } from '@shop/shared/ui';

export interface SectionRoutesProps {
  /** The section's root: its list or its working page. */
  index: ReactElement;
  /** The section's other pages by path below it: `:nid`, `:nid/print`, `new`… */
  routes?: Readonly<Record<string, ReactElement>>;
  /** «Страница не найдена» for any other path (on by default). */
  notFound?: boolean;
}

/** A section's own routes below `/dmn/<section>`. */
export function SectionRoutes({ index, routes = {}, notFound = true }: SectionRoutesProps) {
  return (
    <Routes>
      <Route index element={index} />
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      {notFound ? <Route path="*" element={<NotFound />} /> : null}
    </Routes>
  );
}
