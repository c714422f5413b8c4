export { CatalogPage as default } from '../features/catalog/components/catalog-page';
