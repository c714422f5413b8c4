import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_SUPPLIER, type SupplierDraft } from '../../hooks/supplier-form-check';
import { SupplierForm } from '../supplier-form';

const field = (name: string) => screen.getByRole('textbox', { name });

function renderForm(onSave = jest.fn(async (_draft: SupplierDraft) => null)) {
  render(<SupplierForm initial={EMPTY_SUPPLIER} submitLabel="Добавить поставщика" onSave={onSave} />);
  return { user: userEvent.setup(), onSave };
}

describe('SupplierForm', () => {
  it('shows each problem beside its field and sends nothing while the INN is wrong', async () => {
    const { user, onSave } = renderForm();
    await user.type(field('ИНН'), '7707083894');
    await user.type(field('КПП (для организаций)'), '12');
    await user.click(screen.getByRole('button', { name: 'Добавить поставщика' }));
    expect(field('Название')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Название')).toHaveAccessibleDescription('Укажите название поставщика');
    expect(field('ИНН')).toHaveAccessibleDescription(
      'ИНН с ошибкой: не сходятся контрольные цифры — сверьте с документами поставщика',
    );
    expect(field('КПП (для организаций)')).toHaveAccessibleDescription('КПП — 9 цифр');
    expect(field('Телефон')).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a right card and says it is saved', async () => {
    const { user, onSave } = renderForm();
    await user.type(field('Название'), 'ООО «Аквамир»');
    await user.type(field('ИНН'), '7707083893');
    await user.type(field('Контактное лицо'), 'Ирина');
    await user.click(screen.getByRole('button', { name: 'Добавить поставщика' }));
    expect(onSave).toHaveBeenCalledWith({
      ...EMPTY_SUPPLIER,
      name: 'ООО «Аквамир»',
      inn: '7707083893',
      contactPerson: 'Ирина',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Карточка поставщика сохранена');
  });

  it("places the server's messages beside the fields, and a general one above the button", async () => {
    const onSave = jest
      .fn()
      .mockResolvedValueOnce({
        fieldErrors: { inn: 'Поставщик с этим ИНН уже есть: «ООО «Аквамир»»' },
        message: 'Поставщик не сохранён',
      })
      .mockResolvedValueOnce({ fieldErrors: null, message: 'Не удалось сохранить: сервер недоступен.' });
    const { user } = renderForm(onSave);
    await user.type(field('Название'), 'Двойник');
    await user.type(field('ИНН'), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Добавить поставщика' }));
    expect(await screen.findByText('Поставщик с этим ИНН уже есть: «ООО «Аквамир»»')).toBeInTheDocument();
    expect(field('ИНН')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Добавить поставщика' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('сервер недоступен');
  });
});
