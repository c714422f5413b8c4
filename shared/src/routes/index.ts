// The shop's routes (requirements §2): the one route table, and how an address is spelled.
export * from './route-table';
export { addressNid } from './address-nid';
export { canonicalSpelling } from './canonical-spelling';
