import { screen, within } from '@testing-library/react';
import { SuppliersDocument } from '../../../../lib/graphql/operations.generated';
import SupplierOrdersScreen from '../supplier-orders-screen';
import { sectionAt } from '../../../../testing/render-section';
import { listAnswer, supplierRow } from '../../../../testing/documents';

const suppliers = (search: string | null, items: object[], total = items.length, skip = 0) =>
  listAnswer(
    SuppliersDocument,
    { search, skip, limit: 20 },
    { field: 'suppliers', typename: 'SupplierPage' },
    items,
    total,
  );

const renderAt = sectionAt('supplier-orders', <SupplierOrdersScreen />);

describe('the suppliers directory', () => {
  it('lists suppliers linking to their cards, pages them and searches by what was typed', async () => {
    const { user, router } = renderAt('/dmn/supplier-orders/suppliers?page=2', [
      suppliers(null, [supplierRow(3, 'ООО «Аквамир»', { contactPerson: 'Ирина', phone: '+7 900 000-00-03' })], 21, 20),
      suppliers('Роса', []),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Поставщики' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Заказы поставщикам' })).toHaveAttribute('href', '/dmn/supplier-orders');
    expect(screen.getByRole('link', { name: 'Добавить поставщика' })).toHaveAttribute(
      'href',
      '/dmn/supplier-orders/suppliers/new',
    );
    const row = (await screen.findByRole('link', { name: 'ООО «Аквамир»' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/ООО «Аквамир».*7707083893.*Ирина.*\+7 900 000-00-03/);
    expect(within(row).getByRole('link', { name: 'ООО «Аквамир»' })).toHaveAttribute(
      'href',
      '/dmn/supplier-orders/suppliers/3',
    );
    expect(screen.getByText('Показаны 21–21 из 21')).toBeInTheDocument();
    const search = screen.getByRole('search');
    await user.type(within(search).getByRole('searchbox', { name: 'Название или ИНН' }), ' Роса ');
    await user.click(within(search).getByRole('button', { name: 'Найти' }));
    expect(router.state.location.search).toBe('?q=%D0%A0%D0%BE%D1%81%D0%B0');
    expect(await screen.findByText('Никого не нашлось: проверьте название или ИНН.')).toBeInTheDocument();
  });

  it('says there are no suppliers yet, and offers a retry when the list cannot be loaded', async () => {
    const { user } = renderAt('/dmn/supplier-orders/suppliers', [
      {
        request: { query: SuppliersDocument, variables: { search: null, skip: 0, limit: 20 } },
        error: new Error('сеть'),
      },
      suppliers(null, []),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить поставщиков');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Поставщиков пока нет — добавьте первого.')).toBeInTheDocument();
  });
});
