import { useLocation } from '@shop/shared/router';
import { parseCatalogLocation } from '@shop/shared/catalog-url';
import { NotFound } from '@shop/shared/ui';
import { CategoryPage } from './category-page';

/** Any path whose first segment is not reserved (requirements §2): a category page, or not found. */
export function CatalogPage() {
  const { pathname, search } = useLocation();
  const location = parseCatalogLocation(pathname, search);
  if (!location) return <NotFound />;
  return <CategoryPage location={location} />;
}
