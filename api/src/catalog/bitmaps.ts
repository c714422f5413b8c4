// Bitmaps of catalogue positions (docs/decisions/0008-catalogue-engine.md): bit p of word p >>> 5.

/** The words a bitmap of `size` positions takes. */
export const wordsFor = (size: number) => Math.ceil(size / 32);

export const set = (bits: Uint32Array, position: number) => {
  bits[position >>> 5]! |= 1 << (position & 31);
};

export const clear = (bits: Uint32Array, position: number) => {
  bits[position >>> 5]! &= ~(1 << (position & 31));
};

export const has = (bits: Uint32Array, position: number) => (bits[position >>> 5]! & (1 << (position & 31))) !== 0;
