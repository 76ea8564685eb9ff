/**
 * Seeded randomness for the sample set: the same seed text always yields the same stream, on every
 * machine, so a sample store is reproducible from its as-of date alone.
 */

/** 32-bit FNV-1a hash of a text, used to turn `ticker|asOf` into a seed. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A deterministic stream of uniform and normal draws (mulberry32 + Box–Muller). */
export class Random {
  private state: number;

  constructor(seedText: string) {
    this.state = hashSeed(seedText);
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** Standard normal draw. */
  normal(): number {
    // 1 - uniform() lies in (0, 1], so the logarithm is finite.
    const u = 1 - this.uniform();
    const v = this.uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.uniform() * (max - min + 1));
  }
}
