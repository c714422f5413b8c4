import { BACKOFFICE_SECTIONS } from '@shop/shared/access';
import { DOCUMENT_KINDS, documentListTitle, documentName, type DocumentKindName } from '../document-kinds';

describe('DOCUMENT_KINDS', () => {
  const kinds = Object.keys(DOCUMENT_KINDS) as DocumentKindName[];

  it.each(kinds)('%s lives in a back-office section, whose menu title heads its list', (kind) => {
    const section = BACKOFFICE_SECTIONS.find(({ path }) => path === DOCUMENT_KINDS[kind].section);
    expect(section).toBeDefined();
    expect(documentListTitle(kind)).toBe(section?.title);
  });

  it('names one document by its number', () => {
    expect(documentName('shipment', 12)).toBe('Отгрузка № 12');
    expect(documentName('supplierReturn', 3)).toBe('Возврат поставщику № 3');
  });
});
