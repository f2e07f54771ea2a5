/**
 * Seeded randomness that is identical on every runtime: a string seed is hashed (cyrb128) into
 * four 32-bit words that start an sfc32 generator. Only 32-bit integer arithmetic is used, so
 * V8, JavaScriptCore and workerd all produce the same stream. Never `Math.random`.
 */

export interface Prng {
  /** Next uint32. */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  /** A whole number in [min, max], both included. */
  between(min: number, max: number): number;
  /** Shuffles an array in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
}

export function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function createPrng(seed: string): Prng {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up: sfc32 mixes poorly for the first outputs of related seeds.
  for (let i = 0; i < 12; i++) next();
  // Multiply-shift keeps the draw exact in 53-bit floats and identical everywhere.
  const int = (n: number): number => Math.floor((next() / 4294967296) * n);
  return {
    next,
    int,
    between: (min, max) => min + int(max - min + 1),
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const tmp = items[i];
        items[i] = items[j];
        items[j] = tmp;
      }
      return items;
    },
  };
}
