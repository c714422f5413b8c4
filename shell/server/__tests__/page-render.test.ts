/**
 * @jest-environment node
 */
import { isPageFragment } from '@shop/shared/page-data';
import { namedAfterPage } from '../page-render';

const SHELL =
  '<head><meta name="description" content="Сантехника с 2002 года."/><title>Сантехника — интернет-магазин сантехники</title></head>';

describe('a page fragment', () => {
  it('is HTML for the head and the page, with an optional title and description', () => {
    expect(isPageFragment({ head: '', html: '<h1>Ванны</h1>' })).toBe(true);
    expect(isPageFragment({ head: '', html: '', title: 'Ванны — Сантехника', description: 'Ванны: цены' })).toBe(true);
    expect(isPageFragment({ head: '', html: '', title: 7 })).toBe(false);
    expect(isPageFragment({ head: '', html: '', description: null })).toBe(false);
    expect(isPageFragment({ html: '' })).toBe(false);
    expect(isPageFragment('<h1>Ванны</h1>')).toBe(false);
  });
});

describe('namedAfterPage', () => {
  it('puts the page’s own title and description into the shell’s HTML, escaped', () => {
    const named = namedAfterPage(SHELL, {
      head: '',
      html: '',
      title: 'Ванны & душ <акция> — Сантехника',
      description: 'Цены "от" $& 9 900 ₽',
    });
    expect(named).toBe(
      '<head><meta name="description" content="Цены &quot;от&quot; $&amp; 9 900 ₽"><title>Ванны &amp; душ &lt;акция> — Сантехника</title></head>',
    );
  });

  it('keeps the shell’s own where the page names nothing', () => {
    expect(namedAfterPage(SHELL, { head: '', html: '' })).toBe(SHELL);
    expect(namedAfterPage(SHELL, { head: '', html: '', title: 'Ванны — Сантехника' })).toContain(
      'content="Сантехника с 2002 года."',
    );
  });
});
