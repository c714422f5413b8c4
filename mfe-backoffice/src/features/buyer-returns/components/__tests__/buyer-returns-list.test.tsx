import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { BuyerReturnsDocument, type BuyerReturnFilter } from '../../../../lib/graphql/operations.generated';
import BuyerReturnsScreen from '../buyer-returns-screen';
import { sectionAt } from '../../../../testing/render-section';
import { buyerReturnHeader, listPages, MARCH_2026 } from '../../../../testing/documents';

const page = listPages<BuyerReturnFilter>(BuyerReturnsDocument, 'buyerReturns', 'BuyerReturnPage');

const renderAt = sectionAt('buyer-returns', <BuyerReturnsScreen />);

describe('the buyer returns list', () => {
  it('reads its filters and page from the address and writes changes back to it', async () => {
    const { user, router } = renderAt('/dmn/buyer-returns?status=POSTED&from=2026-03-01&to=2026-03-31&page=2', [
      page({ status: 'POSTED', ...MARCH_2026 }, [buyerReturnHeader(9, 'POSTED', 15_000)], 21, 20),
      page({ status: 'CANCELLED', ...MARCH_2026 }, []),
      page({ status: 'CANCELLED', ...MARCH_2026, search: 'Петров' }, []),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Возвраты покупателей' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Возврат от покупателя № 9' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/Иван Петров.*№ 10015.*№ 31.*Проведён.*15\s000\s₽/);
    expect(within(row).getByRole('link', { name: 'Возврат от покупателя № 9' })).toHaveAttribute(
      'href',
      '/dmn/buyer-returns/9',
    );
    expect(within(row).getByRole('link', { name: '№ 10015' })).toHaveAttribute('href', '/dmn/buyer-orders/10015');
    expect(within(row).getByRole('link', { name: '№ 31' })).toHaveAttribute('href', '/dmn/shipments/31');
    expect(screen.getByText('Показаны 21–21 из 21')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Отбор возвратов покупателей' });
    expect(within(filters).getByLabelText('Дата с')).toHaveValue('2026-03-01');
    expect(within(filters).getByLabelText('Дата по')).toHaveValue('2026-03-31');
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Статус' }), 'Отменён');
    expect(router.state.location.search).toBe('?status=CANCELLED&from=2026-03-01&to=2026-03-31');
    expect(await screen.findByText('Таких возвратов нет. Измените отбор.')).toBeInTheDocument();
    await user.type(
      within(filters).getByRole('searchbox', { name: 'Номер возврата или заказа, покупатель' }),
      'Петров',
    );
    await user.click(within(filters).getByRole('button', { name: 'Найти' }));
    expect(router.state.location.search).toBe(
      '?status=CANCELLED&from=2026-03-01&to=2026-03-31&q=%D0%9F%D0%B5%D1%82%D1%80%D0%BE%D0%B2',
    );
  });

  it('says there are no returns yet, and where one starts', async () => {
    renderAt('/dmn/buyer-returns', [page({}, [])]);
    expect(await screen.findByText('Возвратов от покупателей пока нет.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '«Отгрузки»' })).toHaveAttribute('href', '/dmn/shipments?status=POSTED');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: BuyerReturnsDocument, variables: { filter: {}, skip: 0, limit: 20 } },
      error: new Error('offline'),
    };
    const { user } = renderAt('/dmn/buyer-returns', [failing, page({}, [buyerReturnHeader(3, 'DRAFT', 0)])]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить возвраты покупателей');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('link', { name: 'Возврат от покупателя № 3' })).toBeInTheDocument();
  });
});
