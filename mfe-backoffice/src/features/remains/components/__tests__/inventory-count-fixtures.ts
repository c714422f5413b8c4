// The inventory counts' test fixtures: one posted count and its lines.
import { WAREHOUSE } from '../../../../testing/documents';

/** Inventory count 7 that Anna posted on 1 March at the warehouse, of `lineCount` products. */
export const inventoryCountHeader = (lineCount: number) => ({
  __typename: 'InventoryCount',
  _id: 'inventory-count-7',
  id: 7,
  postedAt: '2026-03-01T09:30:00.000Z',
  postedBy: 'staff-1',
  postedByName: 'Анна Кладовщикова',
  comment: 'Склад в Химках',
  location: WAREHOUSE,
  lineCount,
});

/** A counted product: what the books expected and what was counted. */
export const countedLine = (
  lineNo: number,
  nid: number,
  name: string,
  expected: number,
  counted: number,
  vendorCode = `V-${nid}`,
) => ({
  __typename: 'InventoryCountLine',
  lineNo,
  nid,
  name,
  vendorCode,
  expected,
  counted,
  difference: counted - expected,
});
