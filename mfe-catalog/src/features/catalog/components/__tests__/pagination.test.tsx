import { screen, within } from '@testing-library/react';
import { renderAtRoute } from '../../../../../../testing/render';
import { Pagination, visiblePages } from '../pagination';

const href = (page: number) => `/vanni?sort=new${page > 1 ? `&page=${page}` : ''}`;

function renderPagination(page: number, pageCount: number) {
  return renderAtRoute(<Pagination page={page} pageCount={pageCount} href={href} />, { url: '/vanni' });
}

const nav = () => screen.getByRole('navigation', { name: 'Страницы каталога' });
const pageLinks = () => within(nav()).getAllByRole('link', { name: /^Страница \d+$/ });

describe('visiblePages', () => {
  it.each([
    ['one page', 1, 1, [1]],
    ['5 pages, all shown', 3, 5, [1, 2, 3, 4, 5]],
    ['20 pages at page 1', 1, 20, [1, 2, 3, 'gap', 20]],
    ['20 pages at page 10', 10, 20, [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]],
    ['20 pages at page 20', 20, 20, [1, 'gap', 18, 19, 20]],
    ['20 pages at page 4: no gap between 1 and 2', 4, 20, [1, 2, 3, 4, 5, 6, 'gap', 20]],
  ])('%s: the first, the last and two either side of the current page', (_case, page, pageCount, expected) => {
    expect(visiblePages(page, pageCount)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing when there are no pages at all', () => {
    const { container } = renderPagination(1, 0);
    expect(container).toBeEmptyDOMElement();
  });

  it('links every visible page as «Страница N» with its href, the current one marked aria-current', () => {
    renderPagination(10, 20);
    const links = pageLinks();
    expect(links.map((link) => link.textContent)).toEqual(['1', '8', '9', '10', '11', '12', '20']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 8, 9, 10, 11, 12, 20].map(href));
    const current = within(nav()).getByRole('link', { name: 'Страница 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([current]);
  });

  it('shows the gaps as hidden «…» items', () => {
    renderPagination(10, 20);
    const items = within(nav()).getAllByRole('listitem', { hidden: true });
    const gaps = items.filter((item) => item.getAttribute('aria-hidden') === 'true');
    expect(gaps).toHaveLength(2);
    expect(gaps.every((gap) => gap.textContent?.trim() === '…')).toBe(true);
  });

  it('«← Назад» and «Вперёд →» link to the neighbouring pages in the middle', () => {
    renderPagination(10, 20);
    expect(within(nav()).getByRole('link', { name: '← Назад' })).toHaveAttribute('href', href(9));
    expect(within(nav()).getByRole('link', { name: '← Назад' })).toHaveAttribute('rel', 'prev');
    expect(within(nav()).getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('href', href(11));
    expect(within(nav()).getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('rel', 'next');
  });

  it('the first page has no «← Назад»', () => {
    renderPagination(1, 3);
    expect(within(nav()).queryByRole('link', { name: '← Назад' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('href', href(2));
    expect(pageLinks().map((link) => link.getAttribute('href'))).toEqual([href(1), href(2), href(3)]);
  });

  it('the last page has no «Вперёд →»', () => {
    renderPagination(3, 3);
    expect(within(nav()).getByRole('link', { name: '← Назад' })).toHaveAttribute('href', href(2));
    expect(within(nav()).queryByRole('link', { name: 'Вперёд →' })).not.toBeInTheDocument();
  });
});
