// How many distinct strings went by, in bounded memory: exactly up to MAX_EXACT_REST (a set of them), then
// estimated with a HyperLogLog sketch of 2^14 one-byte registers (16 KB, a standard error of 0.8%), made from the set
// when it overflows. The Ids view counts the ids it does not show with it, so a file of millions of ids costs what
// its first thousand cost.

/** Up to this many distinct strings the count is exact. */
export const MAX_EXACT_REST = 10_000;

const PRECISION = 14;
const REGISTERS = 1 << PRECISION;
/** alpha_m of Flajolet et al. for m >= 128. */
const ALPHA = 0.7213 / (1 + 1.079 / REGISTERS);

export class DistinctCounter {
  private exact: Set<string> | undefined = new Set();
  private readonly registers = new Uint8Array(REGISTERS);

  /** `maxExact`: up to this many the count is exact (a caller whose input is bounded below it never estimates). */
  constructor(private readonly maxExact = MAX_EXACT_REST) {}

  add(value: string): void {
    if (this.exact === undefined) {
      this.sketch(value);
      return;
    }
    this.exact.add(value);
    if (this.exact.size <= this.maxExact) return;
    for (const seen of this.exact) this.sketch(seen);
    this.exact = undefined;
  }

  private sketch(value: string): void {
    const h = fnv1a(value);
    const index = mix(h ^ 0x5bd1e995) >>> (32 - PRECISION);
    // The rank from a second mix of the hash: 32 bits, so ranks never saturate at these counts.
    const rank = Math.clz32(mix(h ^ 0x9747b28c)) + 1;
    if (rank > this.registers[index]!) this.registers[index] = rank;
  }

  /** Exact while at most `maxExact`; past it an estimate, never below `maxExact` + 1. */
  get count(): number {
    if (this.exact !== undefined) return this.exact.size;
    return Math.max(this.maxExact + 1, Math.round(this.estimate()));
  }

  /** True once the count is an estimate. */
  get estimated(): boolean {
    return this.exact === undefined;
  }

  private estimate(): number {
    let sum = 0;
    let zeros = 0;
    for (const register of this.registers) {
      sum += 2 ** -register;
      if (register === 0) zeros++;
    }
    const raw = (ALPHA * REGISTERS * REGISTERS) / sum;
    // Small counts: linear counting over the empty registers is the better estimate.
    return raw <= 2.5 * REGISTERS && zeros > 0 ? REGISTERS * Math.log(REGISTERS / zeros) : raw;
  }
}

/** FNV-1a over UTF-16 units. */
function fnv1a(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** murmur3's finaliser: every bit of the input moves every bit of the output. */
function mix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
