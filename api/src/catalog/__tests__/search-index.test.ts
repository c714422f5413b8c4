// The texts the database gives for a search vector and a query, read as the index needs them.
import { queryWords, vectorEntries } from '../search-index';

describe('reading search vectors and queries', () => {
  it('reads each word of a vector with its places, quotes and backslashes undone', () => {
    expect(vectorEntries(`'-45223712':12 'cersanit':4,9 'd''or':2 'a\\\\b':3 'шторк':1`)).toEqual([
      { word: '-45223712', places: [12] },
      { word: 'cersanit', places: [4, 9] },
      { word: "d'or", places: [2] },
      { word: 'a\\b', places: [3] },
      { word: 'шторк', places: [1] },
    ]);
    expect(vectorEntries('')).toEqual([]);
  });

  it('leaves to the database a vector with a weight or a word without places', () => {
    expect(vectorEntries(`'ванн':1A 'шторк':2`)).toBeNull();
    expect(vectorEntries(`'ванн' 'шторк':2`)).toBeNull();
  });

  it('takes a query of words to have all of, and leaves every other query to the database', () => {
    expect(queryWords(`'смесител' & 'раковин'`)).toEqual(['смесител', 'раковин']);
    expect(queryWords(`'d''or'`)).toEqual(["d'or"]);
    expect(queryWords('')).toEqual([]);
    expect(queryWords(`'смесител' | 'раковин'`)).toBeNull();
    expect(queryWords(`'смесител' & !'черн'`)).toBeNull();
    expect(queryWords(`'смесител' <-> 'раковин'`)).toBeNull();
    expect(queryWords(`'смес':*`)).toBeNull();
    expect(queryWords(`( 'a' | 'b' ) & 'c'`)).toBeNull();
  });
});
