/**
 * CP1252 (Windows-1252) decoding and encoding. The District Clerk's extracts are CP1252 and contain the
 * five bytes CP1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D); like the WHATWG decoder we map those
 * to the C1 control code points U+0081… so decoding is total (never throws) and lossless.
 */

/** Code points for bytes 0x80–0x9F (undefined bytes map to the same-numbered C1 control). */
const HIGH: readonly number[] = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d,
  0x017d, 0x008f, 0x0090, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x009d, 0x017e, 0x0178,
];

const C1_RE = /[\u0080-\u009f]/g;
const HAS_C1 = /[\u0080-\u009f]/;
const c1Replace = (ch: string): string => String.fromCharCode(HIGH[ch.charCodeAt(0) - 0x80] ?? ch.charCodeAt(0));

/** Decode a CP1252 byte range. Fast path: latin1 slice, then fix up the 0x80–0x9F range. */
export function decodeCp1252(bytes: Uint8Array, start = 0, end = bytes.length): string {
  const s = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
  return HAS_C1.test(s) ? s.replace(C1_RE, c1Replace) : s;
}

const REVERSE = new Map<number, number>(HIGH.map((cp, i) => [cp, 0x80 + i]));

/** Encode a string as CP1252. Characters CP1252 cannot represent become `?`. */
export function encodeCp1252(text: string): Buffer {
  const out = Buffer.allocUnsafe(text.length);
  for (let i = 0; i < text.length; i++) {
    const cp = text.charCodeAt(i);
    if (cp < 0x80 || (cp >= 0xa0 && cp <= 0xff)) out[i] = cp;
    else out[i] = REVERSE.get(cp) ?? 0x3f;
  }
  return out;
}
