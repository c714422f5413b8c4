import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { RemainsDocument, SuppliersDocument } from '../../../../lib/graphql/operations.generated';
import { EMPTY_ORDER, type OrderDraft } from '../../hooks/use-order-form';
import { SupplierOrderForm } from '../supplier-order-form';
import { apiAnswer, supplierRow } from '../../../../testing/documents';
import { expectRefused, retype } from '../../../../testing/fields';

const supplier = supplierRow(3, 'ООО «Аквамир»', { createdAt: '2026-03-01T09:00:00.000Z', createdByName: 'Анна' });
const mixer = {
  __typename: 'Remain',
  _id: 'remain-1',
  nid: 1,
  name: 'Смеситель Grohe Eurosmart',
  vendorCode: '32925002',
  categoryNid: 31,
  categoryName: 'Смесители',
  stock: 2,
  onSale: true,
};

const mocks = [
  apiAnswer(
    SuppliersDocument,
    { search: null, skip: 0, limit: 100 },
    { suppliers: { __typename: 'SupplierPage', total: 1, items: [supplier] } },
  ),
  {
    request: {
      query: RemainsDocument,
      variables: { search: 'grohe', categoryNid: null, atMost: null, skip: 0, limit: 10 },
    },
    result: { data: { remains: { __typename: 'RemainPage', total: 1, items: [mixer] } } },
  },
];

function renderForm() {
  const onSave = jest.fn(async (_draft: OrderDraft) => null);
  render(
    <MockedProvider mocks={mocks}>
      <SupplierOrderForm initial={EMPTY_ORDER} submitLabel="Сохранить черновик" onSave={onSave} />
    </MockedProvider>,
  );
  return { user: userEvent.setup(), onSave };
}

describe('SupplierOrderForm', () => {
  it('takes a supplier, a found product with quantity and purchase price, shows the total and saves the draft', async () => {
    const { user, onSave } = renderForm();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Поставщик' }),
      await screen.findByRole('option', { name: 'ООО «Аквамир» (ИНН 7707083893)' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Название или артикул' }), 'grohe');
    await user.click(screen.getByRole('button', { name: 'Найти товар' }));
    await user.click(await screen.findByRole('button', { name: `Добавить «${mixer.name}»` }));
    expect(screen.getByRole('button', { name: `Добавить «${mixer.name}»` })).toHaveTextContent('Уже в заказе');
    expect(screen.getByRole('button', { name: `Добавить «${mixer.name}»` })).toBeDisabled();
    const quantity = screen.getByRole('textbox', { name: `Количество: ${mixer.name}` });
    await retype(user, quantity, '4');
    await user.type(screen.getByRole('textbox', { name: `Цена закупки: ${mixer.name}` }), '6500');
    expect(screen.getByText(/^Итого:/)).toHaveTextContent(/Итого: 26\s000\s₽/);
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(onSave).toHaveBeenCalledWith({
      supplierNid: '3',
      expectedDate: '',
      comment: '',
      lines: [{ nid: 1, name: mixer.name, vendorCode: mixer.vendorCode, quantity: '4', price: '6500' }],
    });
  });

  it('refuses to save without a supplier or with a broken figure, each message beside its field', async () => {
    const { user, onSave } = renderForm();
    await user.type(screen.getByRole('searchbox', { name: 'Название или артикул' }), 'grohe');
    await user.click(screen.getByRole('button', { name: 'Найти товар' }));
    await user.click(await screen.findByRole('button', { name: `Добавить «${mixer.name}»` }));
    const quantity = screen.getByRole('textbox', { name: `Количество: ${mixer.name}` });
    await retype(user, quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    expect(screen.getByRole('combobox', { name: 'Поставщик' })).toHaveAccessibleDescription('Выберите поставщика');
    expectRefused(quantity, 'Введите целое число от 1');
    expect(screen.getByRole('textbox', { name: `Цена закупки: ${mixer.name}` })).toHaveAccessibleDescription(
      'Введите цену в целых рублях, от 0',
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
