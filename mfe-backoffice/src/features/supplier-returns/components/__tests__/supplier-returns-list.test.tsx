import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import {
  SupplierReturnsDocument,
  SuppliersDocument,
  type SupplierReturnFilter,
} from '../../../../lib/graphql/operations.generated';
import SupplierReturnsScreen from '../supplier-returns-screen';
import { sectionAt } from '../../../../testing/render-section';
import { listPages, supplierReturnHeader, supplierRow, MARCH_2026 } from '../../../../testing/documents';

const SUPPLIERS: MockLink.MockedResponse = {
  request: { query: SuppliersDocument, variables: { search: null, skip: 0, limit: 100 } },
  result: {
    data: {
      suppliers: {
        __typename: 'SupplierPage',
        total: 2,
        items: [supplierRow(3, 'ООО «Аквамир»'), supplierRow(4, 'ИП Сантехсбыт')],
      },
    },
  },
  maxUsageCount: 5,
};
const page = listPages<SupplierReturnFilter>(SupplierReturnsDocument, 'supplierReturns', 'SupplierReturnPage');

const renderAt = sectionAt('supplier-returns', <SupplierReturnsScreen />);

describe('the supplier returns list', () => {
  it('reads its filters from the address and writes changes back to it', async () => {
    const { user, router } = renderAt(
      '/dmn/supplier-returns?status=POSTED&supplier=3&from=2026-03-01&to=2026-03-31&page=2',
      [
        SUPPLIERS,
        page({ status: 'POSTED', supplierNid: 3, ...MARCH_2026 }, [supplierReturnHeader(9, 'POSTED', 15_000)], 21, 20),
        page({ status: 'CANCELLED', supplierNid: 3, ...MARCH_2026 }, []),
        page({ status: 'CANCELLED', supplierNid: 3, ...MARCH_2026, search: '9' }, []),
        page({}, [supplierReturnHeader(9, 'POSTED', 15_000)]),
      ],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Возвраты поставщикам' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Возврат поставщику № 9' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/ООО «Аквамир».*№ 5.*Проведён.*15\s000\s₽/);
    expect(within(row).getByRole('link', { name: '№ 5' })).toHaveAttribute('href', '/dmn/acceptance/5');
    expect(screen.getByText('Показаны 21–21 из 21')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Отбор возвратов поставщикам' });
    expect(await within(filters).findByRole('option', { name: 'ИП Сантехсбыт' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Поставщик' })).toHaveDisplayValue('ООО «Аквамир»');
    expect(within(filters).getByLabelText('Дата с')).toHaveValue('2026-03-01');
    expect(within(filters).getByLabelText('Дата по')).toHaveValue('2026-03-31');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Статус' }), 'Отменён');
    expect(router.state.location.search).toBe('?status=CANCELLED&supplier=3&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('Таких возвратов нет. Измените отбор.')).toBeInTheDocument();
    await user.type(within(filters).getByRole('searchbox', { name: 'Номер возврата' }), '9');
    await user.click(within(filters).getByRole('button', { name: 'Найти' }));
    expect(router.state.location.search).toBe('?status=CANCELLED&supplier=3&from=2026-03-01&to=2026-03-31&q=9');
    await user.click(within(filters).getByRole('button', { name: 'Сбросить' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Возврат поставщику № 9' })).toBeInTheDocument();
  });

  it('says when there are no returns yet and where a return starts', async () => {
    renderAt('/dmn/supplier-returns', [SUPPLIERS, page({}, [])]);
    expect(await screen.findByText('Возвратов поставщикам пока нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '«Приёмка товара»' })).toHaveAttribute(
      'href',
      '/dmn/acceptance?status=POSTED',
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderAt('/dmn/supplier-returns', [
      SUPPLIERS,
      {
        request: { query: SupplierReturnsDocument, variables: { filter: {}, skip: 0, limit: 20 } },
        error: new Error('сеть'),
      },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить возвраты поставщикам');
  });
});
