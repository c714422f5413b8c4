import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  CancelShipmentDocument,
  DriversDocument,
  PlanDeliveryDocument,
  PostShipmentDocument,
  ShipmentDocument,
  UpdateShipmentDocument,
  type ShipmentFieldsFragment,
} from '../../../../lib/graphql/operations.generated';
import ShipmentsScreen from '../shipments-screen';
import {
  apiAnswer,
  documentLine,
  shipmentHeader,
  shopRequisitesAnswer,
  WAREHOUSE,
} from '../../../../testing/documents';
import { staffSignIn } from '../../../../testing/staff';
import { renderSection } from '../../../../testing/render-section';
import { expectRefused, retype } from '../../../../testing/fields';

const line = (
  lineNo: number,
  nid: number,
  name: string,
  ordered: number,
  orderShipped: number,
  quantity: number,
  price: number,
) => ({ ...documentLine('ShipmentLine', 'orderLineNo', lineNo, nid, name, quantity, price), ordered, orderShipped });

const PLAN = {
  __typename: 'ShipmentDelivery',
  date: '2026-12-02',
  driverUid: null,
  driverName: null,
  status: 'PLANNED',
  failureReason: null,
  plannedAt: '2026-12-01T09:00:00.000Z',
  plannedByName: 'Ольга Кладовщикова',
  markedAt: null,
  markedByName: null,
};

const DRAFT = {
  ...shipmentHeader(7, 'DRAFT', 26_680, {
    address: 'Москва, ул. Тверская, д. 1',
    goodsTotal: 25_980,
    createdAt: '2026-12-01T09:00:00.000Z',
    createdByName: 'Ольга Кладовщикова',
  }),
  deliveryPlan: PLAN,
  lines: [line(1, 101, 'Смеситель Grohe Eurosmart', 3, 1, 2, 7990), line(2, 9, 'Унитаз Roca Gap', 1, 0, 1, 10_000)],
} as ShipmentFieldsFragment;

const POSTED = {
  ...DRAFT,
  status: 'POSTED',
  goodsTotal: 17_990,
  total: 18_690,
  postedAt: '2026-12-01T10:00:00.000Z',
  postedByName: 'Ольга Кладовщикова',
  lines: [line(1, 101, 'Смеситель Grohe Eurosmart', 3, 2, 1, 7990), line(2, 9, 'Унитаз Roca Gap', 1, 1, 1, 10_000)],
} as ShipmentFieldsFragment;

const loaded = (shipment: object): MockLink.MockedResponse => ({
  request: { query: ShipmentDocument, variables: { nid: 7 } },
  result: { data: { shipment } },
});
const DRIVERS: MockLink.MockedResponse = {
  request: { query: DriversDocument },
  result: { data: { drivers: [{ __typename: 'Driver', uid: 'driver-anna', name: 'Анна Водителева' }] } },
};

const renderShipment = (mocks: MockLink.MockedResponse[], url = '/dmn/shipments/7') =>
  renderSection('/dmn/shipments/*', <ShipmentsScreen />, url, mocks).user;

const signInAs = staffSignIn({ uid: 'u1', displayName: 'Ольга', email: 'olga@shop.test' });

describe('the shipment screen', () => {
  it('ships less than ordered, refuses more than is left beside the line, and posts the draft', async () => {
    signInAs({ isSeller: true });
    const input = {
      comment: null,
      lines: [
        { orderLineNo: 1, quantity: 1 },
        { orderLineNo: 2, quantity: 1 },
      ],
      locationNid: WAREHOUSE.nid,
    };
    const user = renderShipment([
      loaded(DRAFT),
      DRIVERS,
      {
        request: { query: UpdateShipmentDocument, variables: { nid: 7, input } },
        result: {
          data: {
            updateShipment: {
              ...DRAFT,
              lines: POSTED.lines.map((item) => ({ ...item, orderShipped: item.orderShipped - item.quantity })),
            },
          },
        },
      },
      apiAnswer(PostShipmentDocument, { nid: 7 }, { postShipment: POSTED }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Отгрузка № 7' })).toBeInTheDocument();
    expect(await screen.findByText('Черновик')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'заказу № 10001' })).toHaveAttribute('href', '/dmn/buyer-orders/10001');
    const mixer = screen.getByRole('textbox', { name: 'Отгружаем: Смеситель Grohe Eurosmart' });
    await retype(user, mixer, '3');
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expectRefused(mixer, 'Осталось отгрузить 2 шт.');

    await retype(user, mixer, '1');
    expect(screen.getByText(/Товары:/)).toHaveTextContent(/17\s990\s₽ · доставка: 700\s₽ · итого: 18\s690\s₽/);
    await user.click(screen.getByRole('button', { name: 'Провести' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Отгрузка № 7 проведена: товар списан со склада');
    expect(screen.getByText('Проведён')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Отгружаем/ })).not.toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
      ),
    ).toEqual([
      ['Смеситель Grohe Eurosmart', 'V-101', '3', '1', '1', '7 990 ₽', '7 990 ₽'],
      ['Унитаз Roca Gap', 'V-9', '1', '0', '1', '10 000 ₽', '10 000 ₽'],
    ]);
    expect(screen.getByRole('link', { name: 'Расходная накладная' })).toHaveAttribute('href', '/dmn/shipments/7/print');
    expect(screen.getByRole('button', { name: 'Отменить проведение' })).toBeInTheDocument();
  });

  it('shows why cancelling was refused: the goods are already with the buyer', async () => {
    signInAs({ isSeller: true });
    const refusal =
      'Отгрузка № 7 уже доставлена покупателю (отметил(а) Анна Водителева): отменить проведение нельзя — оформите возврат';
    const user = renderShipment([
      loaded({
        ...POSTED,
        deliveryPlan: {
          ...PLAN,
          status: 'DELIVERED',
          markedAt: '2026-12-02T12:00:00.000Z',
          markedByName: 'Анна Водителева',
        },
      }),
      {
        request: { query: CancelShipmentDocument, variables: { nid: 7 } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    expect(await screen.findByText(/провёл\(а\) Ольга Кладовщикова/)).toBeInTheDocument();
    const delivery = within(screen.getByRole('region', { name: 'Доставка' }));
    expect(delivery.getByText('Доставлена')).toBeInTheDocument();
    expect(delivery.getByText(/Отметил\(а\) Анна Водителева/)).toBeInTheDocument();
    expect(delivery.queryByRole('form', { name: 'План доставки' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить проведение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByText('Проведён')).toBeInTheDocument();
  });

  it('a dispatcher re-plans a posted shipment: another day and a driver', async () => {
    signInAs({ isAdmin: true });
    const planned = {
      ...POSTED,
      deliveryPlan: { ...PLAN, date: '2026-12-03', driverUid: 'driver-anna', driverName: 'Анна Водителева' },
    };
    const user = renderShipment([
      loaded(POSTED),
      DRIVERS,
      {
        request: {
          query: PlanDeliveryDocument,
          variables: { shipmentNid: 7, input: { date: '2026-12-03', driverUid: 'driver-anna' } },
        },
        result: { data: { planDelivery: planned } },
      },
    ]);
    const form = within(await screen.findByRole('form', { name: 'План доставки' }));
    expect(screen.getByText(/02\.12\.2026 · водитель не назначен/)).toBeInTheDocument();
    const date = form.getByLabelText('Дата доставки');
    await retype(user, date, '2026-12-03');
    // The drivers come with an answer of their own: the list may be shown before they are in it.
    await form.findByRole('option', { name: 'Анна Водителева' });
    await user.selectOptions(form.getByRole('combobox', { name: 'Водитель' }), 'Анна Водителева');
    await user.click(form.getByRole('button', { name: 'Сохранить план доставки' }));
    expect(await form.findByRole('status')).toHaveTextContent('План доставки сохранён');
    expect(screen.getByText(/03\.12\.2026 · водитель Анна Водителева/)).toBeInTheDocument();
  });

  it('a driver who is a seller too reads the plan but cannot change it', async () => {
    signInAs({ isSeller: true, isDriver: true });
    renderShipment([loaded(POSTED)]);
    expect(await screen.findByText(/02\.12\.2026 · водитель не назначен/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'План доставки' })).not.toBeInTheDocument();
  });

  it('prints «Расходная накладная» with the lines, the delivery, the total and the signatures', async () => {
    signInAs({ isSeller: true });
    renderShipment([loaded(POSTED), shopRequisitesAnswer()], '/dmn/shipments/7/print');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Расходная накладная № 7 от 01.12.2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('ИНН 5047123455, КПП 504701001')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Покупатель' })).getByText('Ирина Петрова')).toBeInTheDocument();
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      '№ТоварАртикулКол-воЦенаСумма',
      '1Смеситель Grohe EurosmartV-1011 шт.7 990 ₽7 990 ₽',
      '2Унитаз Roca GapV-91 шт.10 000 ₽10 000 ₽',
      '3Доставка700 ₽',
      'Итого18 690 ₽',
    ]);
    expect(screen.getByText(/Всего отпущено 2 шт\. \(2 наим\.\) на сумму 18\s690\s₽/)).toBeInTheDocument();
    expect(screen.getByText(/Получил ____________ \/ Ирина Петрова \//)).toBeInTheDocument();
  });

  it('an unknown shipment is not found; a failed load offers to try again', async () => {
    signInAs({ isSeller: true });
    renderShipment([{ request: { query: ShipmentDocument, variables: { nid: 7 } }, error: new Error('network down') }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить отгрузку');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
