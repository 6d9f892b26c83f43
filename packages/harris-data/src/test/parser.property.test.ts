import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCp1252 } from '../cp1252';
import { normalizeName, matchesName, parseDefName } from '../names';
import { parseExtract } from '../parser';

/** Field text: CP1252-representable, no tab/CR/LF (the format has no escaping), no padding. */
const field = fc
  .string({ unit: fc.constantFrom(...'ABCXYZ019 ,.-/$<>="\'ÑÉé€\u0081\u009d'.split('')), maxLength: 12 })
  .map((s) => s.trim())
  .filter((s) => !['NULL', 'N/A'].includes(s.toUpperCase()));

const eol = fc.constantFrom('\r\n', '\r', '\n');

describe('parser properties', () => {
  it('any line ends and any chunking give the same rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.stringMatching(/^[0-9]{1,12}$/), field, field, eol), { minLength: 1, maxLength: 20 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 30 }),
        eol,
        async (rows, cuts, headerEol) => {
          const text = `cas\ta\tb${headerEol}` + rows.map(([cas, a, b, e]) => `${cas}\t${a}\t${b}${e}`).join('');
          const bytes = encodeCp1252(text);
          const parts: Uint8Array[] = [];
          let pos = 0;
          for (const c of cuts) {
            if (pos >= bytes.length) break;
            parts.push(bytes.subarray(pos, pos + c));
            pos += c;
          }
          if (pos < bytes.length) parts.push(bytes.subarray(pos));
          async function* src(): AsyncGenerator<Uint8Array> {
            yield* parts;
          }
          const got: (string | null)[][] = [];
          for await (const r of parseExtract(src())) {
            expect(r.ok).toBe(true);
            if (r.ok) got.push([r.row['cas'] ?? null, r.row['a'] ?? null, r.row['b'] ?? null]);
          }
          expect(got).toEqual(rows.map(([cas, a, b]) => [cas, a === '' ? null : a, b === '' ? null : b]));
        },
      ),
      { numRuns: 150, seed: 20261122 },
    );
  });
});

describe('name properties', () => {
  const name = fc.string({ unit: fc.constantFrom(..."abcdeÁÑüß -'.".split('')), minLength: 1, maxLength: 10 });
  it('normalization is idempotent and yields only A–Z', () => {
    fc.assert(
      fc.property(name, (n) => {
        const once = normalizeName(n);
        expect(once).toMatch(/^[A-Z]*$/);
        expect(normalizeName(once)).toBe(once);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
  it('a record always matches a query made of its own first and last name', () => {
    fc.assert(
      fc.property(name, name, (last, first) => {
        const rec = parseDefName(`${last.replace(/,/g, '')}, ${first.replace(/,/g, '')}`);
        fc.pre(
          rec.first !== '' &&
            rec.last !== '' &&
            !['JR', 'SR', 'II', 'III', 'IV'].includes(rec.display.first.toUpperCase()),
        );
        expect(matchesName({ firstName: rec.display.first, lastName: rec.display.last }, rec)).toBe(true);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
