import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore } from '@shop/shared/store';
import { mixer, renderCart, storedDraft } from '../../../../__tests__/fixtures';
import { CHECKOUT_DRAFT_KEY } from '../../checkout-draft';

function openCheckout() {
  act(() => shopStore.setState({ cartItems: [mixer] }));
  return renderCart('/cart/checkout');
}

describe('Checkout draft in sessionStorage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('brings back what the buyer typed after the page is opened again (a reload)', async () => {
    const user = userEvent.setup();
    const first = openCheckout();
    await user.type(screen.getByLabelText('Имя'), 'Ирина');
    await user.type(screen.getByLabelText('Телефон'), '8 926 123-45-67');
    await user.click(screen.getByRole('radio', { name: 'Доставка за МКАД' }));
    await user.type(screen.getByLabelText('Расстояние от МКАД, км'), '12');
    await user.click(screen.getByRole('radio', { name: 'По счёту (для организаций и ИП)' }));
    await user.type(screen.getByLabelText('Комментарий к заказу'), 'Позвоните за час');
    first.unmount();

    openCheckout();
    expect(screen.getByLabelText('Имя')).toHaveValue('Ирина');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (926) 123-45-67'); // normalised on blur, then saved
    expect(screen.getByRole('radio', { name: 'Доставка за МКАД' })).toBeChecked();
    expect(screen.getByLabelText('Расстояние от МКАД, км')).toHaveValue('12');
    expect(screen.getByRole('radio', { name: 'По счёту (для организаций и ИП)' })).toBeChecked();
    expect(screen.getByLabelText('Комментарий к заказу')).toHaveValue('Позвоните за час');
    expect(storedDraft()?.idempotencyKey).toBeNull();
  });

  it('keeps every field that autofill fills in one go', () => {
    openCheckout();
    act(() => {
      fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Ирина Петрова' } });
      fireEvent.change(screen.getByLabelText('Телефон'), { target: { value: '+79261234567' } });
      fireEvent.change(screen.getByLabelText('Электронная почта'), { target: { value: 'irina@example.ru' } });
    });
    expect(screen.getByLabelText('Имя')).toHaveValue('Ирина Петрова');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+79261234567');
    expect(storedDraft()?.form).toMatchObject({
      contactName: 'Ирина Петрова',
      phone: '+79261234567',
      email: 'irina@example.ru',
    });
  });

  it.each([
    ['corrupt JSON', '{"form": {"contactName": "Ири'],
    ['a JSON string', '"Ирина"'],
    ['null', 'null'],
    ['a form that is not an object', '{"form": 42, "idempotencyKey": "abc-12345678"}'],
  ])('opens an empty form, without a crash, when the stored draft is %s', (_case, stored) => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, stored);
    openCheckout();
    expect(screen.getByLabelText('Имя')).toHaveValue('');
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
  });

  it('keeps the sound fields of a partly foreign draft and drops the rest', () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        form: { contactName: 'Ирина', phone: 89261234567, delivery: 'DRONE', payment: 'CASH' },
        idempotencyKey: '<script>',
      }),
    );
    openCheckout();
    expect(screen.getByLabelText('Имя')).toHaveValue('Ирина');
    expect(screen.getByLabelText('Телефон')).toHaveValue('');
    expect(screen.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('value'))).toEqual([
      'CASH',
    ]);
  });

  it('works without sessionStorage (disabled storage): the form still fills in', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    openCheckout();
    await user.type(screen.getByLabelText('Имя'), 'Ира');
    expect(screen.getByLabelText('Имя')).toHaveValue('Ира');
    expect(warn).toHaveBeenCalledWith(
      'The checkout draft could not be saved to sessionStorage',
      expect.any(DOMException),
    );
  });
});
