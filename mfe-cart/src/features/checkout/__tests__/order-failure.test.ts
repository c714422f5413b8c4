import { CombinedGraphQLErrors } from '@apollo/client';
import { orderFailure } from '../api/order-failure';

const graphQLErrors = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });

describe('orderFailure', () => {
  it('reads field messages, keeping the ones no form field owns apart', () => {
    const error = graphQLErrors({
      message: 'bad input',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { phone: 'Телефон в формате +7 (999) 123-45-67', lines: 'Корзина пуста', email: 42 },
      },
    });
    expect(orderFailure(error)).toEqual({
      kind: 'fields',
      fieldErrors: { phone: 'Телефон в формате +7 (999) 123-45-67' },
      otherErrors: ['Корзина пуста'],
    });
  });

  it('says a rate limit as the API words it, not as the server being away', () => {
    const message = 'Слишком много заказов подряд. Повторите через 42 мин.';
    const error = graphQLErrors({ message, extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 2520 } });
    expect(orderFailure(error)).toEqual({ kind: 'fields', fieldErrors: {}, otherErrors: [message] });
  });

  it('reads cart problems, dropping entries that are not one', () => {
    const error = graphQLErrors({
      message: 'bad cart',
      extensions: {
        code: 'BAD_USER_INPUT',
        cartProblems: [
          { nid: 101, problem: 'PRICE_CHANGED', price: 8200 },
          { nid: 202, problem: 'NOT_SOLD' },
          { nid: '303', problem: 'UNKNOWN' },
          { nid: 404, problem: 'EXPIRED' },
          null,
        ],
      },
    });
    expect(orderFailure(error)).toEqual({
      kind: 'cart',
      problems: [
        { nid: 101, problem: 'PRICE_CHANGED', price: 8200 },
        { nid: 202, problem: 'NOT_SOLD', price: null },
      ],
    });
  });

  it.each([
    ['a network error', new Error('Failed to fetch')],
    ['SERVICE_UNAVAILABLE', graphQLErrors({ message: 'down', extensions: { code: 'SERVICE_UNAVAILABLE' } })],
    ['INTERNAL_SERVER_ERROR', graphQLErrors({ message: 'oops', extensions: { code: 'INTERNAL_SERVER_ERROR' } })],
    [
      'BAD_USER_INPUT with nothing the buyer can fix',
      graphQLErrors({ message: 'Variable "$input" got invalid value', extensions: { code: 'BAD_USER_INPUT' } }),
    ],
    ['no error object at all', undefined],
  ])('treats %s as "the server is unavailable"', (_case, error) => {
    expect(orderFailure(error)).toEqual({ kind: 'unavailable' });
  });
});
