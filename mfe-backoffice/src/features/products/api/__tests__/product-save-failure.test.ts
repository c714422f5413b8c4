import { CombinedGraphQLErrors } from '@shop/shared/apollo';
import { productSaveFailure } from '../product-save-failure';

const answered = (errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('productSaveFailure', () => {
  it('puts field problems beside their fields, dropping anything that is not a message', () => {
    const error = answered([
      {
        message: 'Проверьте данные товара',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { vendorCode: 'Артикул занят', price: 42 } },
      },
    ]);
    expect(productSaveFailure(error)).toEqual({ fieldErrors: { vendorCode: 'Артикул занят' }, message: null });
  });

  it.each(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT'])('shows the server’s own words for %s', (code) => {
    expect(productSaveFailure(answered([{ message: 'Товар не найден', extensions: { code } }]))).toEqual({
      fieldErrors: {},
      message: 'Товар не найден',
    });
  });

  it('reads anything else as the server being unavailable', () => {
    expect(productSaveFailure(new Error('Failed to fetch')).message).toMatch(/сервер недоступен/);
    expect(
      productSaveFailure(answered([{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).message,
    ).toMatch(/сервер недоступен/);
  });
});
