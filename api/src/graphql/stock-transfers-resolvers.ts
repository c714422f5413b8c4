import { cancelStockTransfer, postStockTransfer } from '../stock/post-stock-transfer';
import {
  createStockTransfer,
  deleteStockTransfer,
  transferMissing,
  updateStockTransfer,
} from '../stock/save-stock-transfer';
import { readStockTransferRequest } from '../stock/stock-transfer-request';
import { listStockTransfers, loadStockTransfer, stockTransferLinesOf } from '../stock/stock-transfer-rows';
import { accessToAll, documentResolvers, listResolver } from './document-resolvers';
import { locationField } from './document-fields';
import type { Resolvers } from './resolver-types.generated';

const stockTransfers = documentResolvers({
  idPrefix: 'stock-transfer',
  load: loadStockTransfer,
  missing: transferMissing,
});

export const stockTransfersResolvers: Resolvers = {
  Query: {
    stockTransfers: listResolver(listStockTransfers),
    stockTransfer: stockTransfers.one,
  },
  Mutation: {
    createStockTransfer: stockTransfers.create(createStockTransfer, readStockTransferRequest),
    updateStockTransfer: stockTransfers.update(updateStockTransfer, readStockTransferRequest),
    deleteStockTransfer: stockTransfers.remove(deleteStockTransfer),
    postStockTransfer: stockTransfers.step(postStockTransfer),
    cancelStockTransfer: stockTransfers.step(cancelStockTransfer),
  },
  StockTransfer: {
    location: locationField,
    destination: (transfer, args, context) => locationField({ locationNid: transfer.destinationNid }, args, context),
    ...stockTransfers.fields('createdAt', 'postedAt', 'cancelledAt'),
    lines: async (transfer, _, { database }) => transfer.lines ?? stockTransferLinesOf(database.db, transfer),
  },
};

/** Whoever opens «Перемещения» (administrators and purchasers, who keep the stock) moves goods and posts it. */
export const stockTransfersAccess = accessToAll(
  { section: 'stock-transfers' },
  stockTransfersResolvers,
  'Query',
  'Mutation',
);
