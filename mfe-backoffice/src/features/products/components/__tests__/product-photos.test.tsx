import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHOTO_EMPTY, PHOTO_LIMITS, PHOTO_TOO_LARGE } from '@shop/shared/catalog-url';
import { catalogueAnswers, productAnswer, renderProducts, savedProduct } from './product-fixtures';

// Sending a file and following its renditions runs against the real API in e2e/product-photos.spec.ts; here,
// what the card decides before a byte is sent.

/** A file of `size` bytes that holds none (a 21 MB buffer is not needed to be refused for it). */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openProduct() {
  renderProducts('/dmn/products/15', [...catalogueAnswers(), productAnswer(savedProduct())]);
  await screen.findByRole('heading', { name: 'Смеситель Grohe Eurosmart' });
}

describe('Products: photos refused before they are sent', () => {
  let sent: jest.SpyInstance;
  beforeEach(() => {
    sent = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => undefined);
  });
  afterEach(() => sent.mockRestore());

  it('a file over the limit and an empty one, dropped, are named with the reason and never sent', async () => {
    await openProduct();
    fireEvent.drop(screen.getByLabelText('Перетащите фото сюда'), {
      dataTransfer: {
        types: ['Files'],
        files: [fileOf('большое.jpg', PHOTO_LIMITS.bytes + 1), fileOf('пустое.jpg', 0)],
      },
    });
    const uploads = screen.getByRole('list', { name: 'Загрузка фото' });
    const alerts = within(uploads).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([PHOTO_TOO_LARGE, PHOTO_EMPTY]);
    expect(within(uploads).queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    // A refused file does not hold the save back; removing it empties the list.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Убрать большое.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Убрать пустое.jpg' }));
    expect(screen.queryByRole('list', { name: 'Загрузка фото' })).not.toBeInTheDocument();
  });

  it('a file picked that may be sent is queued, and the card is not saved until it arrives', async () => {
    const user = userEvent.setup();
    await openProduct();
    await user.upload(screen.getByLabelText('Выбрать фото'), fileOf('смеситель.jpg', 1_000));
    const uploads = await screen.findByRole('list', { name: 'Загрузка фото' });
    expect(await within(uploads).findByText('загружается: 0 %')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Фото ещё загружаются');
  });
});
