/** mulberry32: a deterministic generator of numbers in [0, 1) from a 32-bit seed. */
export function prng(seed: number): () => number;
