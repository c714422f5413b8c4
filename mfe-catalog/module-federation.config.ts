import type { FrontendBuild } from '../webpack.base';

/** Federation contract of the catalog remote (DESIGN §3). */
const federation: FrontendBuild = {
  name: 'catalog',
  dir: __dirname,
  title: 'Каталог — Сантехника',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    './CatalogPage': './src/exposes/catalog-page.tsx',
    './ProductPage': './src/exposes/product-page.tsx',
    './SearchPage': './src/exposes/search-page.tsx',
  },
  server: './src/server/render-page.tsx',
};

export default federation;
