import { editHistoryOf, statusHistoryOf } from '../orders/buyer-order-history';
import { buyerOrderByLink, revokeBuyerOrderLink } from '../orders/buyer-order-link';
import { cardPaymentLinksOf, offersCardPayment, sendCardPaymentLink } from '../orders/card-payment-link';
import { buyerOrdersOf, loadBuyerOrder, type BuyerOrder } from '../orders/buyer-order-rows';
import { cartAvailability } from '../orders/cart-availability';
import { cartPricing } from '../orders/cart-pricing';
import { changeBuyerOrderStatus } from '../orders/change-buyer-order-status';
import { changeOrderQuantities } from '../orders/change-order-quantities';
import { createBuyerOrder } from '../orders/create-buyer-order';
import { listBuyerOrders } from '../orders/list-buyer-orders';
import { moveReservation } from '../orders/move-reservation';
import { productReservations, reservationHistoryOf } from '../orders/order-reservations';
import { nextStatusesOf } from '../orders/status-transitions';
import { waitingOrderLines } from '../orders/waiting-lines';
import { ensureUser } from '../users/user-rows';
import { failedMails, messagesOfOrder, resendMail } from '../mail/order-messages';
import { actorIn, locationField, viewerIn } from './document-fields';
import { accessTo, listResolver, pageIn } from './document-resolvers';
import type { Resolvers } from './resolver-types.generated';

/** Who may call the orders fields; placing an order, pricing a cart and an e-mail's link are open to guests. */
export const ordersAccess = {
  ...accessTo({ signedIn: true, guestMessage: 'Войдите, чтобы увидеть свои заказы' }, { Query: ['myBuyerOrders'] }),
  ...accessTo(
    { section: 'buyer-orders' },
    {
      Subscription: ['buyerOrderCreated'],
      Query: ['buyerOrders', 'buyerOrder', 'productReservations', 'waitingOrderLines'],
      // The supplier orders that serve a waiting line: what the seller tells the buyer.
      WaitingOrderLine: ['servedBy'],
      BuyerOrder: [
        'nextStatuses',
        'statusHistory',
        'reservationHistory',
        'editHistory',
        'messages',
        'cardPaymentLinks',
      ],
      CardPaymentLink: ['sentBy'],
    },
  ),
  ...accessTo(
    { action: 'changeOrderStatus' },
    {
      Mutation: [
        'changeBuyerOrderStatus',
        'changeBuyerOrderQuantities',
        'revokeBuyerOrderLink',
        'resendMail',
        'sendCardPaymentLink',
      ],
    },
  ),
  ...accessTo({ action: 'moveReservations' }, { Mutation: ['moveReservation'] }),
  ...accessTo({ action: 'readFailedMail' }, { Query: ['failedMails'] }),
};

export const ordersResolvers: Resolvers = {
  Query: {
    cartPricing: (_, { nids }, context) => cartPricing(context.database.db, nids),
    cartAvailability: (_, { lines, delivery }, context) =>
      cartAvailability(context.database.db, lines, delivery, context.now()),
    myBuyerOrders: (_, page, { viewer, database }) =>
      viewer ? buyerOrdersOf(database.db, viewer.uid, pageIn(page)) : [],
    buyerOrders: listResolver(listBuyerOrders),
    buyerOrder: (_, { nid }, { database }) => loadBuyerOrder(database.db, nid),
    buyerOrderByLink: (_, { number, key }, { database }) => buyerOrderByLink(database.db, number, key),
    failedMails: listResolver((db, _: object, page) => failedMails(db, page)),
    productReservations: (_, { nid }, { database }) => productReservations(database.db, nid),
    waitingOrderLines: listResolver((db, _: object, page) => waitingOrderLines(db, page)),
  },
  ReservationChange: { location: locationField },
  // A resolver of its own so that the access table's rule guards it.
  WaitingOrderLine: { servedBy: (line) => line.servedBy },
  ProductReservation: { location: locationField },
  BuyerOrder: {
    // A waiting line says when its units are expected; the others need no read.
    lines: async (order, _, context) => {
      const days = order.lines.some((line) => line.awaited > 0) ? await context.expectedDays(order.nid) : null;
      return order.lines.map((line) => ({
        ...line,
        expectedDate: line.awaited > 0 ? (days?.get(line.nid) ?? null) : null,
      }));
    },
    nextStatuses: (order) => [...nextStatusesOf(order.status)],
    statusHistory: (order, _, { database }) => statusHistoryOf(database.db, order.nid),
    reservationHistory: (order, _, { database }) => reservationHistoryOf(database.db, order.nid),
    editHistory: (order, _, { database }) => editHistoryOf(database.db, order.nid),
    messages: (order, _, { database }) => messagesOfOrder(database.db, order.nid),
    // «Мои заказы» asks it of a page of orders: one read for all of them.
    cardPayment: (order, _, context) => (offersCardPayment(order) ? context.cardPayment(order.nid) : null),
    cardPaymentLinks: (order, _, { database }) => cardPaymentLinksOf(database.db, order.nid),
  },
  CardPaymentLink: {
    // A resolver of its own so that the access table's rule guards it.
    sentBy: (link) => link.sentBy,
  },
  Mutation: {
    // A signed-in buyer with no user document yet (who never signed in to the shop) is a new
    // account: it is made, and counted as a sign-up, before the order is.
    createBuyerOrder: (_, { input }, context) =>
      createBuyerOrder(
        context.database,
        input,
        context.viewer,
        async () => {
          if (context.viewer)
            await ensureUser(context.database.db, context.viewer.token, context.auth.adminEmails, () =>
              context.admit('signUpsPerHour'),
            );
          await context.admit('ordersPerHour');
        },
        context.orderNotify,
      ),
    // The guard has made sure of a viewer allowed the action.
    changeBuyerOrderStatus: (_, change, context) =>
      changeBuyerOrderStatus(context.database.db, change, viewerIn(context)),
    revokeBuyerOrderLink: (_, { nid }, { database }) => revokeBuyerOrderLink(database.db, nid),
    moveReservation: (_, { input }, context) => moveReservation(context.database.db, input, actorIn(context)),
    changeBuyerOrderQuantities: (_, { nid, lines }, context) =>
      changeOrderQuantities(context.database.db, nid, lines, actorIn(context)),
    sendCardPaymentLink: (_, { nid, url }, context) =>
      sendCardPaymentLink(context.database.db, nid, url, actorIn(context), context.cardPaymentHosts),
    resendMail: (_, { id }, context) => resendMail(context.database.db, id, actorIn(context).name),
  },
  Subscription: {
    buyerOrderCreated: {
      subscribe: (_, __, context) => context.orderEvents.subscribe(),
      resolve: (order: BuyerOrder) => order,
    },
  },
};
