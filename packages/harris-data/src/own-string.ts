/**
 * A copy of `s` that holds nothing else in memory. The parser's values are slices of the text it decoded a chunk
 * at a time (V8 keeps a slice of 13 or more characters as a pointer into its parent string), so one value kept
 * in a long-lived map keeps its whole chunk, about a megabyte of the file, alive; a few thousand such keys kept
 * most of the file in memory. Every long-lived cache and count keyed by a value read from the file stores this
 * copy instead (only when it adds a key: once per distinct value, not per row).
 */
export function ownString<T extends string | null>(s: T): T {
  // The concatenation is flattened into a new string by the slice; the slice then points into that copy.
  return (s === null ? s : (' ' + s).slice(1)) as T;
}
