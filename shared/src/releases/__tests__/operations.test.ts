/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { parse, print } from 'graphql';
import { documentHash, operationsText, releaseDocuments } from '../operations';

const CART = parse(
  `query CartPricing($ids: [Int!]!) { products(ids: $ids) { ...Line } } fragment Line on Product { nid price }`,
);
const ORDER = parse(
  `mutation PlaceOrder { placeOrder { nid lines { ...Line } customer { ...Who } } } fragment Line on Product { nid price } fragment Who on Customer { name }`,
);

describe('the operations text of a release', () => {
  it('holds each operation once and each fragment once, and reads back into each operation’s own document', () => {
    const text = operationsText([ORDER, CART]);
    expect(text.match(/fragment Line/g)).toHaveLength(1);
    expect(text.indexOf('query CartPricing')).toBeLessThan(text.indexOf('mutation PlaceOrder'));
    const { documents, problems } = releaseDocuments(text);
    expect(problems).toEqual([]);
    expect([...documents.keys()].sort()).toEqual(['CartPricing', 'PlaceOrder']);
    const order = documents.get('PlaceOrder')!;
    expect(order.type).toBe('mutation');
    expect(order.printed).toBe(
      print(
        parse(
          'mutation PlaceOrder { placeOrder { nid lines { ...Line } customer { ...Who } } } fragment Line on Product { nid price } fragment Who on Customer { name }',
        ),
      ),
    );
    expect(documentHash(order.printed)).toBe(createHash('sha256').update(order.printed).digest('hex'));
    expect(documents.get('CartPricing')!.printed).not.toContain('Who');
  });

  it('is the same text and the same hashes whatever order the documents come in', () => {
    expect(operationsText([CART, ORDER])).toBe(operationsText([ORDER, CART]));
  });

  it('refuses two documents that define one fragment differently', () => {
    const other = parse(`query Other { products(ids: [1]) { ...Line } } fragment Line on Product { nid }`);
    expect(() => operationsText([CART, other])).toThrow('fragment Line is defined differently by two documents');
  });

  it.each([
    [
      'a fragment twice',
      'query A { a { ...F } } fragment F on T { x } fragment F on T { x }',
      'fragment F is defined twice',
    ],
    ['a missing fragment', 'query A { a { ...G } }', 'operation A uses fragment G, which the text does not define'],
    ['an anonymous operation', '{ a }', 'every operation must have a name'],
    ['text that is not GraphQL', 'query {', 'the operations text is not GraphQL'],
  ])('names what cannot be read: %s', (_case, text, problem) => {
    expect(releaseDocuments(text).problems.join('\n')).toContain(problem);
  });

  it('reads an empty text as no operations', () => {
    expect(releaseDocuments('')).toEqual({ documents: new Map(), problems: [] });
    expect(operationsText([])).toBe('');
  });
});
