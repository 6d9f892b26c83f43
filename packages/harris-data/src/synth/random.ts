/** The synthetic county's seeded randomness and the date helpers its cases are dated with. */

export function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new RangeError('index out of range');
  return x;
}

/** Seeded PRNG (mulberry32 over an FNV-1a hash of the seed). */
export class Rng {
  private s: number;
  constructor(seed: number | string) {
    let h = 0x811c9dc5;
    for (const ch of String(seed)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
    this.s = h >>> 0;
  }
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return at(xs, Math.floor(this.next() * xs.length));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let x = this.next() * total;
    for (const [v, w] of items) {
      x -= w;
      if (x < 0) return v;
    }
    return at(items, items.length - 1)[0];
  }
}
