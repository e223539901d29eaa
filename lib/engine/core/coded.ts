// A series of strings from a small fixed set, held as one byte a day: how the engine hands an
// actor's mood to the worker, and how packed render data stores it (lib/contracts/render-packing.ts,
// kind "u8": code = index into `values` + 1, 0 = null). No imports, so the browser's decoder
// shares it without the engine.

/** Codes of a string series: codes[t] - 1 indexes `values`, 0 is null. */
export class CodedStrings<T extends string = string> {
  constructor(
    readonly values: readonly T[],
    readonly codes: Uint8Array,
  ) {}

  /** The series in its JSON form (also what JSON.stringify writes for it). */
  toSeries(): Array<T | null> {
    const out = new Array<T | null>(this.codes.length);
    for (let t = 0; t < this.codes.length; t++) {
      const c = this.codes[t]!;
      out[t] = c === 0 ? null : this.values[c - 1]!;
    }
    return out;
  }

  toJSON(): Array<T | null> {
    return this.toSeries();
  }
}
