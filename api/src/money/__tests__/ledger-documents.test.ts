import { ledgerDocumentPath, ledgerDocumentTitle } from '../ledger-documents';

describe('the ledger documents registry', () => {
  it.each([
    ['ACCEPTANCE', 'Приёмка товара № 5', '/dmn/acceptance/5'],
    ['PAYMENT', 'Платёж № 5', '/dmn/payments/5'],
    ['SHIPMENT', 'Отгрузка № 5', '/dmn/shipments/5'],
    ['BUYER_RETURN', 'Возврат от покупателя № 5', '/dmn/buyer-returns/5'],
    ['SUPPLIER_RETURN', 'Возврат поставщику № 5', '/dmn/supplier-returns/5'],
  ])('%s: «%s» at %s', (documentType, title, path) => {
    expect(ledgerDocumentTitle({ documentType, documentNid: 5 })).toBe(title);
    expect(ledgerDocumentPath(documentType, 5)).toBe(path);
  });

  it('a reversing row says so; a detail goes in brackets; an unknown type keeps its code and has no screen', () => {
    expect(
      ledgerDocumentTitle({ documentType: 'PAYMENT', documentNid: 7, detail: 'поступление, наличные', reversal: true }),
    ).toBe('Отмена проведения: Платёж № 7 (поступление, наличные)');
    expect(ledgerDocumentTitle({ documentType: 'WRITE_OFF', documentNid: 3 })).toBe('WRITE_OFF № 3');
    expect(ledgerDocumentPath('WRITE_OFF', 3)).toBeNull();
  });
});
