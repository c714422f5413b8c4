import { EARLY_INPUT_JS } from '../early-input';
import { PAGE_READY_ATTRIBUTE } from '@shop/shared/page-data';

const root = () => document.getElementById('root') as HTMLElement;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server-rendered page before its scripts: the HTML and the early-input script only. */
function serverPage(html: string) {
  document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  new Function(EARLY_INPUT_JS)();
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Marks the page ready and lets every held step run: they come a frame apart. */
async function pageReady() {
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  for (let step = 0; step < 6; step += 1) {
    await frame();
    await tick();
  }
}

/** What the page's own handlers (React's, at the root) were told, in order. */
function rootEvents(...types: string[]) {
  const seen: string[] = [];
  for (const type of types) {
    root().addEventListener(type, (event) => {
      const target = event.target as HTMLInputElement;
      seen.push(
        `${type} ${target.name || target.textContent}${target.type === 'checkbox' ? ` ${target.checked}` : ''}`,
      );
    });
  }
  return seen;
}

afterEach(pageReady);

test('presses before the page is ready are held and pressed again, in order, once it is', async () => {
  serverPage('<button type="button">В корзину</button><button type="button">Увеличить</button>');
  const seen = rootEvents('click');
  const [addToCart, more] = [...root().querySelectorAll('button')] as HTMLButtonElement[];
  more!.click();
  addToCart!.click();
  more!.click();
  expect(seen).toEqual([]);
  await pageReady();
  expect(seen).toEqual(['click Увеличить', 'click В корзину', 'click Увеличить']);
  addToCart!.click();
  expect(seen).toHaveLength(4);
});

test('a checkbox is not ticked before the page is ready, and is ticked by the page then', async () => {
  serverPage('<input type="checkbox" name="Grohe">');
  const seen = rootEvents('click');
  const box = root().querySelector('input') as HTMLInputElement;
  box.click();
  expect(box.checked).toBe(false);
  await pageReady();
  expect(box.checked).toBe(true);
  expect(seen).toEqual(['click Grohe true']);
});

test('a form is not sent natively before the page is ready; its button is pressed for the page', async () => {
  serverPage('<form><input name="from"><button>Применить</button></form>');
  const submitted = jest.fn((event: Event) => event.preventDefault());
  root().querySelector('form')!.addEventListener('submit', submitted);
  root().querySelector('button')!.click();
  expect(submitted).not.toHaveBeenCalled();
  await pageReady();
  expect(submitted).toHaveBeenCalledTimes(1);
});

test('text typed and choices made before the page is ready are handed to the page as changes, in order with presses', async () => {
  serverPage(
    '<input name="from" value=""><select name="sort"><option value="a">А</option><option value="b">Б</option></select><button type="button">Применить</button>',
  );
  const seen = rootEvents('input', 'change', 'click');
  const field = root().querySelector('input') as HTMLInputElement;
  field.value = '2';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '20000';
  field.dispatchEvent(new Event('input', { bubbles: true }));
  root().querySelector('button')!.click();
  const sort = root().querySelector('select') as HTMLSelectElement;
  sort.value = 'b';
  sort.dispatchEvent(new Event('input', { bubbles: true }));
  // As React would on hydration: the choice the server rendered.
  sort.value = 'a';
  seen.length = 0;
  await pageReady();
  expect(seen).toEqual(['input from', 'click Применить', 'change sort']);
  expect(field.value).toBe('20000');
  expect(sort.value).toBe('b');
});

test('every field typed before the page is ready keeps its text though the page redraws the others on a change', async () => {
  serverPage('<input name="from" value=""><input name="to" value="">');
  const [from, to] = [...root().querySelectorAll('input')] as HTMLInputElement[];
  const given: string[] = [];
  // Like a controlled form: a change of one field redraws the rest from the page's own state.
  root().addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    given.push(`${field.name}=${field.value}`);
    for (const other of [from!, to!])
      if (other !== field && !given.some((entry) => entry.startsWith(`${other.name}=`))) other.value = '';
  });
  for (const [field, text] of [
    [from!, '1000'],
    [to!, '90000'],
  ] as const) {
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  given.length = 0;
  await pageReady();
  expect(given).toEqual(['from=1000', 'to=90000']);
});

test('links are never held: they work without scripts', () => {
  serverPage('<a href="#page-2">Страница 2</a>');
  const link = root().querySelector('a')!;
  expect(link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
});

test('when a script fails to load, held presses are dropped and the page works as plain HTML', async () => {
  serverPage('<button type="button">В корзину</button>');
  const seen = rootEvents('click');
  const button = root().querySelector('button')!;
  button.click();
  const script = document.createElement('script');
  document.head.appendChild(script);
  script.dispatchEvent(new Event('error'));
  button.click();
  expect(seen).toEqual(['click В корзину']);
  await pageReady();
  expect(seen).toEqual(['click В корзину']);
});
