import { screen, within } from '@testing-library/react';
import { renderAtRoute } from '../../../../../../testing/render';
import { rangeOption, selectValue, type FilterEntry } from '../../../../__tests__/fixtures';
import { AppliedFilters } from '../applied-filters';

const BRAND = { nid: 10, name: 'brand', rusName: 'Бренд' };
const COLOR = { nid: 25, name: 'color', rusName: 'Цвет' };
const PAGE = '/smesiteli/grohe';
const RESET = '/smesiteli';

const grohe = selectValue(BRAND, {
  name: 'grohe',
  rusName: 'Grohe',
  count: 12,
  dilemma: true,
  url: PAGE,
  removeUrl: `${RESET}?color=hrom&price=1000-5000`,
});
const hansgrohe = selectValue(BRAND, {
  name: 'hansgrohe',
  rusName: 'Hansgrohe',
  count: 7,
  url: '/smesiteli/grohe/hansgrohe',
});
const chrome = selectValue(COLOR, {
  name: 'hrom',
  rusName: 'хром',
  count: 6,
  dilemma: true,
  url: PAGE,
  removeUrl: `${PAGE}?price=1000-5000`,
});
const price = rangeOption({ urlOptionsToFilter: `${PAGE}?color=hrom`, selectedMin: 1000, selectedMax: 5000 });

function renderApplied(entries: FilterEntry[], url = `${PAGE}?color=hrom&price=1000-5000`) {
  return renderAtRoute(<AppliedFilters entries={entries} resetUrl={RESET} />, { url });
}

const chips = () =>
  within(screen.getByRole('group', { name: 'Выбранные фильтры' })).getAllByRole('link', { name: /^Убрать фильтр/ });

describe('AppliedFilters', () => {
  it('shows one chip per selected select value and range, in the order of the entries', () => {
    renderApplied([grohe, hansgrohe, chrome, price]);
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Убрать фильтр Бренд: Grohe',
      'Убрать фильтр Цвет: хром',
      'Убрать фильтр Цена: 1000–5000',
    ]);
    expect(screen.queryByRole('link', { name: /Hansgrohe/ })).not.toBeInTheDocument();
  });

  it('each chip reads «Option: value» with a decorative × and links to its dilemmaRemoveOption', () => {
    renderApplied([grohe, chrome, price]);
    const brand = screen.getByRole('link', { name: 'Убрать фильтр Бренд: Grohe' });
    expect(brand).toHaveTextContent(/^Бренд: Grohe ×$/);
    expect(brand.querySelector('[aria-hidden="true"]')).toHaveTextContent('×');
    expect(brand).toHaveAttribute('href', `${RESET}?color=hrom&price=1000-5000`);
    expect(screen.getByRole('link', { name: 'Убрать фильтр Цвет: хром' })).toHaveAttribute(
      'href',
      `${PAGE}?price=1000-5000`,
    );
    expect(screen.getByRole('link', { name: 'Убрать фильтр Цена: 1000–5000' })).toHaveAttribute(
      'href',
      `${PAGE}?color=hrom`,
    );
  });

  it.each([
    [{ selectedMin: 1000, selectedMax: null }, 'Цена: 1000 и выше'],
    [{ selectedMin: null, selectedMax: 5000 }, 'Цена: до 5000'],
    [{ selectedMin: 0, selectedMax: 5000 }, 'Цена: 0–5000'],
  ])('an open range %o reads «%s»', (selected, text) => {
    renderApplied([rangeOption({ urlOptionsToFilter: PAGE, ...selected })]);
    expect(screen.getByRole('link', { name: `Убрать фильтр ${text}` })).toHaveAttribute('href', PAGE);
  });

  it('«Сбросить все» links to the reset URL', () => {
    renderApplied([grohe, price]);
    expect(screen.getByRole('link', { name: 'Сбросить все' })).toHaveAttribute('href', RESET);
  });

  it('the chips and «Сбросить все» keep the chosen sort', () => {
    renderApplied([grohe, price], `${PAGE}?price=1000-5000&sort=price-desc`);
    expect(screen.getByRole('link', { name: 'Убрать фильтр Бренд: Grohe' })).toHaveAttribute(
      'href',
      `${RESET}?color=hrom&price=1000-5000&sort=price-desc`,
    );
    expect(screen.getByRole('link', { name: 'Убрать фильтр Цена: 1000–5000' })).toHaveAttribute(
      'href',
      `${PAGE}?color=hrom&sort=price-desc`,
    );
    expect(screen.getByRole('link', { name: 'Сбросить все' })).toHaveAttribute('href', `${RESET}?sort=price-desc`);
  });

  it('renders nothing when nothing is selected', () => {
    const { container } = renderApplied([hansgrohe, rangeOption({ urlOptionsToFilter: PAGE })], PAGE);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('link', { name: 'Сбросить все' })).not.toBeInTheDocument();
  });

  it('a selected sub-category (valTypeCat category) is not a chip', () => {
    const subCategory: FilterEntry = {
      ...grohe,
      _id: 'internalCat',
      valTypeCat: 'category',
      rusNameCat: 'Категория',
      rusName: 'Для раковины',
    };
    const { container } = renderApplied([subCategory], PAGE);
    expect(container).toBeEmptyDOMElement();
  });
});
