export * from './page-queries';
export * from './page-data-island';
export * from './page-fragment';
export { PAGE_READY_ATTRIBUTE, PAGE_READY_MARK } from './page-ready';
export { writePageData } from './write-page-data';
