import {
  EMPTY_CHECKOUT_FORM,
  MAX_COMMENT_LENGTH,
  normalizePhone,
  parseDistance,
  validateCheckout,
  type CheckoutForm,
} from '..';

const filled: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  contactName: 'Иван Петров',
  phone: '8 (926) 123-45-67',
  email: 'ivan@mail.ru',
  delivery: 'RING_ROAD',
  address: 'Москва, ул. Тверская, д. 1, кв. 5',
  payment: 'CASH',
};

describe('normalizePhone', () => {
  it.each([
    ['+7 926 123-45-67', '+79261234567'],
    ['8 (926) 123-45-67', '+79261234567'],
    ['89261234567', '+79261234567'],
    ['79261234567', '+79261234567'],
    ['9261234567', '+79261234567'],
    ['  +7(495)1234567 ', '+74951234567'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '+1 202 555 0100',
    '+8 926 123 45 67',
    '59261234567',
    '8 926 123 45 67 8',
    'телефон',
    '+7 926 123 45 6a',
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('parseDistance', () => {
  it('reads whole and decimal kilometres, with a comma too', () => {
    expect(parseDistance('12')).toBe(12);
    expect(parseDistance(' 12,5 ')).toBe(12.5);
    expect(parseDistance('7.25')).toBe(7.25);
  });

  it.each(['', 'десять', '-3', '1e3', '12 км', '0x10'])('%j is not a distance', (input) => {
    expect(parseDistance(input)).toBeNaN();
  });
});

describe('validateCheckout', () => {
  it('accepts a filled form', () => {
    expect(validateCheckout(filled)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(validateCheckout(EMPTY_CHECKOUT_FORM)).toEqual({
      contactName: 'Укажите, как к вам обращаться',
      phone: 'Укажите телефон для связи',
      email: 'Укажите электронную почту — пришлём подтверждение заказа',
      delivery: 'Выберите способ доставки',
      payment: 'Выберите способ оплаты',
    });
  });

  it('explains a bad phone and a bad e-mail', () => {
    const errors = validateCheckout({ ...filled, phone: '123', email: 'ivan@mail' });
    expect(errors.phone).toBe('Телефон в формате +7 (999) 123-45-67');
    expect(errors.email).toBe('Проверьте адрес почты: например, ivan@mail.ru');
  });

  it('refuses a line break or an invisible character in a field, where a mail header or a reader would be misled', () => {
    const errors = validateCheckout({
      ...filled,
      contactName: 'Иван\r\nBcc: all@evil.example',
      email: 'ivan@mail.ru\nBcc: all@evil.example',
      address: 'ул. Ленина, 1\u202E',
      comment: 'Позвоните\nза час',
    });
    expect(errors).toEqual({
      contactName: 'Уберите из текста непечатаемые символы',
      email: 'Уберите из текста непечатаемые символы',
      address: 'Уберите из текста непечатаемые символы',
    });
  });

  it('says what is wrong with an e-mail typed in the wrong layout', () => {
    expect(validateCheckout({ ...filled, email: 'иван@mail.ru' }).email).toMatch(/латиницей/);
    expect(validateCheckout({ ...filled, email: 'ivan@mаil.ru' }).email).toMatch(/раскладку/);
    expect(validateCheckout({ ...filled, email: 'ivan@почта.рф' }).email).toBeUndefined();
  });

  it('needs no address for pickup, and an address for delivery', () => {
    expect(validateCheckout({ ...filled, delivery: 'PICKUP', address: '' })).toEqual({});
    expect(validateCheckout({ ...filled, delivery: 'PICKUP', address: 'я'.repeat(400) })).toEqual({});
    expect(validateCheckout({ ...filled, address: 'я'.repeat(400) }).address).toBe('Не длиннее 300 символов');
    expect(validateCheckout({ ...filled, address: '  ' }).address).toBe('Укажите адрес доставки');
    expect(validateCheckout({ ...filled, delivery: 'TRANSPORT_COMPANY', carrier: 'СДЭК', address: '' }).address).toBe(
      'Укажите город и адрес получения',
    );
  });

  it('checks the distance beyond the ring road', () => {
    const beyond = { ...filled, delivery: 'BEYOND_RING_ROAD' as const };
    expect(validateCheckout({ ...beyond, distanceKm: '12' })).toEqual({});
    expect(validateCheckout({ ...beyond, distanceKm: '' }).distanceKm).toBe('Укажите расстояние от МКАД в километрах');
    expect(validateCheckout({ ...beyond, distanceKm: 'далеко' }).distanceKm).toBe('Расстояние должно быть числом');
    expect(validateCheckout({ ...beyond, distanceKm: '0' }).distanceKm).toBe('Расстояние должно быть больше нуля');
    expect(validateCheckout({ ...beyond, distanceKm: '301' }).distanceKm).toMatch(/не дальше 300 км/);
  });

  it('needs the transport company named', () => {
    const errors = validateCheckout({ ...filled, delivery: 'TRANSPORT_COMPANY', carrier: ' ' });
    expect(errors.carrier).toMatch(/Укажите транспортную компанию/);
  });

  it('limits the comment', () => {
    expect(validateCheckout({ ...filled, comment: 'я'.repeat(MAX_COMMENT_LENGTH) })).toEqual({});
    expect(validateCheckout({ ...filled, comment: 'я'.repeat(MAX_COMMENT_LENGTH + 1) }).comment).toBe(
      'Комментарий не длиннее 1000 символов',
    );
  });
});
