import { describe, expect, it } from 'vitest';
import {
  hasLetters,
  lastNameForms,
  matchesName,
  middleMatches,
  normalizeName,
  normalizeQuery,
  normalizeSuffix,
  parseDefName,
  searchKey,
  searchKeysForQuery,
  suffixMatches,
  type NameQuery,
} from '../names';

describe('normalizeName', () => {
  it.each([
    ['Brandt-Okafor', 'BRANDTOKAFOR'],
    ['Brandt Okafor', 'BRANDTOKAFOR'],
    ['brandtokafor', 'BRANDTOKAFOR'],
    ['Muñoz', 'MUNOZ'],
    ['José', 'JOSE'],
    ['NÚÑEZ', 'NUNEZ'],
    ["O'Neal", 'ONEAL'],
    ['De la Cruz', 'DELACRUZ'],
    ['St. John', 'STJOHN'],
    ['Zoë', 'ZOE'],
    ['Søren', 'SOREN'],
    ['Łukasz', 'LUKASZ'],
    ['Straße', 'STRASSE'],
    ['  ana  ', 'ANA'],
    ['Ana2', 'ANA'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });

  it('null/undefined are empty', () => {
    expect(normalizeName(null)).toBe('');
    expect(normalizeName(undefined)).toBe('');
  });

  it('hasLetters is false for names with no letters (nameError)', () => {
    expect(hasLetters('---')).toBe(false);
    expect(hasLetters('123')).toBe(false);
    expect(hasLetters('A')).toBe(true);
  });
});

describe('normalizeSuffix', () => {
  it.each([
    ['Jr', 'JR'],
    ['JR.', 'JR'],
    ['Sr', 'SR'],
    ['II', 'II'],
    ['III', 'III'],
    ['IV', 'IV'],
    ['', ''],
    ['Esq', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSuffix(input)).toBe(expected);
  });
});

describe('parseDefName', () => {
  it('LAST, FIRST', () => {
    expect(parseDefName('DOE, JANE')).toMatchObject({ last: 'DOE', first: 'JANE', middle: '', suffix: '' });
  });
  it('LAST, FIRST MIDDLE', () => {
    expect(parseDefName('DOE, JANE ANN')).toMatchObject({ last: 'DOE', first: 'JANE', middle: 'ANN' });
  });
  it('several middle names are one middle name', () => {
    expect(parseDefName('DOE, JANE ANN MARIE')).toMatchObject({
      first: 'JANE',
      middle: 'ANNMARIE',
      display: { middle: 'ANN MARIE' },
    });
  });
  it.each([
    ['POE, SAMUEL JR', 'JR', ''],
    ['POE, SAMUEL LEE III', 'III', 'LEE'],
    ['POE, SAMUEL SR.', 'SR', ''],
    ['POE, SAMUEL II LEE', 'II', 'LEE'],
    ['POE JR, SAMUEL', 'JR', ''],
    ['POE, SAMUEL IV', 'IV', ''],
  ])('suffix words are set aside: %s', (raw, suffix, middle) => {
    const n = parseDefName(raw);
    expect(n.suffix).toBe(suffix);
    expect(n.first).toBe('SAMUEL');
    expect(n.middle).toBe(middle);
    expect(n.last).toBe('POE');
  });
  it('hyphens, spaces and apostrophes in last names are removed', () => {
    expect(parseDefName('BRANDT-OKAFOR, ADA').last).toBe('BRANDTOKAFOR');
    expect(parseDefName('DE LA CRUZ, ROSA').last).toBe('DELACRUZ');
    expect(parseDefName("O'NEAL, SHAQ").last).toBe('ONEAL');
  });
  it('accents are stripped', () => {
    expect(parseDefName('MUÑOZ, JOSÉ ÁNGEL')).toMatchObject({ last: 'MUNOZ', first: 'JOSE', middle: 'ANGEL' });
  });
  it('tolerates extra spaces and no comma', () => {
    expect(parseDefName('  DOE ,   JANE   ANN ')).toMatchObject({ last: 'DOE', first: 'JANE', middle: 'ANN' });
    expect(parseDefName('DOE JANE')).toMatchObject({ last: 'DOE', first: 'JANE' });
    expect(parseDefName('')).toMatchObject({ last: '', first: '' });
  });
  it('keeps the raw string', () => {
    expect(parseDefName('DOE, JANE ').raw).toBe('DOE, JANE ');
  });
});

const rec = (raw: string) => parseDefName(raw);
const q = (x: Partial<NameQuery>): NameQuery => ({
  firstName: 'Jane',
  lastName: 'Doe',
  middleName: '',
  suffix: '',
  aliasFirstNames: [],
  aliasLastNames: [],
  ...x,
});

describe('matchesName (API contract rules)', () => {
  it('first and last name equal, case-insensitive', () => {
    expect(matchesName(q({}), rec('DOE, JANE'))).toBe(true);
    expect(matchesName(q({ firstName: 'jane', lastName: 'doe' }), rec('DOE, JANE'))).toBe(true);
  });
  it('first name must equal the record first name (not a prefix, not the middle)', () => {
    expect(matchesName(q({ firstName: 'Jan' }), rec('DOE, JANE'))).toBe(false);
    expect(matchesName(q({ firstName: 'Ann' }), rec('DOE, JANE ANN'))).toBe(false);
    expect(matchesName(q({ firstName: 'Janet' }), rec('DOE, JANE'))).toBe(false);
  });
  it('last name must be equal', () => {
    expect(matchesName(q({ lastName: 'Do' }), rec('DOE, JANE'))).toBe(false);
  });
  it('hyphens and spaces: Brandt-Okafor = Brandt Okafor = brandtokafor', () => {
    for (const last of ['Brandt-Okafor', 'Brandt Okafor', 'brandtokafor', 'BRANDT - OKAFOR']) {
      expect(matchesName(q({ lastName: last }), rec('BRANDT-OKAFOR, JANE'))).toBe(true);
      expect(matchesName(q({ lastName: last }), rec('BRANDT OKAFOR, JANE'))).toBe(true);
    }
    expect(matchesName(q({ lastName: 'Brandt' }), rec('BRANDT-OKAFOR, JANE'))).toBe(false);
  });
  it('hyphenated first names', () => {
    expect(matchesName(q({ firstName: 'Mary-Jo' }), rec('DOE, MARY-JO'))).toBe(true);
    expect(matchesName(q({ firstName: 'Mary Jo' }), rec('DOE, MARY-JO'))).toBe(true);
  });
  it('a first name typed with the middle name ("Dan Michael") finds the record of its first word', () => {
    const dan = q({ firstName: 'Dan Michael', lastName: 'Demo' });
    expect(matchesName(dan, rec('DEMO, DAN'))).toBe(true);
    expect(matchesName(dan, rec('DEMO, DAN MICHAEL'))).toBe(true);
    expect(matchesName(dan, rec('DEMO, DAN M'))).toBe(true);
    // The other words narrow like a middle name: a record with another middle name is someone else.
    expect(matchesName(dan, rec('DEMO, DAN JOSEPH'))).toBe(false);
    expect(matchesName(dan, rec('DEMO, MICHAEL'))).toBe(false);
    // A middle name given in its own field is the one that narrows.
    expect(
      matchesName(q({ firstName: 'Dan Michael', lastName: 'Demo', middleName: 'J' }), rec('DEMO, DAN JOSEPH')),
    ).toBe(true);
    expect(matchesName(q({ firstName: 'Ana-Maria', lastName: 'Demo' }), rec('DEMO, ANA MARIA'))).toBe(true);
    expect(normalizeQuery(q({ firstName: 'Jane' })).firstWords).toBeUndefined();
  });
  it('accents on either side', () => {
    expect(matchesName(q({ firstName: 'José', lastName: 'Muñoz' }), rec('MUNOZ, JOSE'))).toBe(true);
    expect(matchesName(q({ firstName: 'Jose', lastName: 'Munoz' }), rec('MUÑOZ, JOSÉ'))).toBe(true);
  });
  it('middle name narrows only where the record has one', () => {
    expect(matchesName(q({ middleName: 'Ann' }), rec('DOE, JANE'))).toBe(true);
    expect(matchesName(q({ middleName: 'Ann' }), rec('DOE, JANE ANN'))).toBe(true);
    expect(matchesName(q({ middleName: 'Beth' }), rec('DOE, JANE ANN'))).toBe(false);
    expect(matchesName(q({ middleName: '' }), rec('DOE, JANE ANN'))).toBe(true);
  });
  it('a single letter matches a middle name with that initial (either side)', () => {
    expect(matchesName(q({ middleName: 'A' }), rec('DOE, JANE ANN'))).toBe(true);
    expect(matchesName(q({ middleName: 'a.' }), rec('DOE, JANE ANN'))).toBe(true);
    expect(matchesName(q({ middleName: 'B' }), rec('DOE, JANE ANN'))).toBe(false);
    expect(matchesName(q({ middleName: 'Ann' }), rec('DOE, JANE A'))).toBe(true);
    expect(matchesName(q({ middleName: 'Beth' }), rec('DOE, JANE A'))).toBe(false);
  });
  it('suffix narrows only where the record has one', () => {
    expect(matchesName(q({ firstName: 'Sam', lastName: 'Poe', suffix: 'Jr' }), rec('POE, SAM'))).toBe(true);
    expect(matchesName(q({ firstName: 'Sam', lastName: 'Poe', suffix: 'Jr' }), rec('POE, SAM JR'))).toBe(true);
    expect(matchesName(q({ firstName: 'Sam', lastName: 'Poe', suffix: 'Sr' }), rec('POE, SAM JR'))).toBe(false);
    expect(matchesName(q({ firstName: 'Sam', lastName: 'Poe', suffix: '' }), rec('POE, SAM III'))).toBe(true);
    expect(matchesName(q({ firstName: 'Sam', lastName: 'Poe', suffix: 'III' }), rec('POE, SAM II'))).toBe(false);
  });
  it('alias first names and alias last names widen the match', () => {
    const query = q({
      firstName: 'Jane',
      lastName: 'Doe',
      aliasFirstNames: ['Juana'],
      aliasLastNames: ['Smith-Jones'],
    });
    expect(matchesName(query, rec('DOE, JUANA'))).toBe(true);
    expect(matchesName(query, rec('SMITH JONES, JANE'))).toBe(true);
    expect(matchesName(query, rec('SMITHJONES, JUANA'))).toBe(true);
    expect(matchesName(query, rec('ROE, JANE'))).toBe(false);
  });
  it('blank alias entries are ignored', () => {
    const nq = normalizeQuery(q({ aliasFirstNames: ['', '  ', '-'], aliasLastNames: [''] }));
    expect(nq.firsts).toEqual(['JANE']);
    expect(nq.lasts).toEqual(['DOE']);
    expect(matchesName(q({ aliasFirstNames: [''] }), { first: '', middle: '', last: 'DOE', suffix: '' })).toBe(false);
  });
  it('a query whose names have no letters matches nothing', () => {
    expect(matchesName(q({ firstName: '!!', lastName: '??' }), rec('DOE, JANE'))).toBe(false);
  });
  it('accepts a pre-normalized query', () => {
    expect(matchesName(normalizeQuery(q({})), rec('DOE, JANE'))).toBe(true);
  });
  it('middleMatches / suffixMatches helpers', () => {
    expect(middleMatches('', 'X')).toBe(true);
    expect(middleMatches('ANN', 'ANNE')).toBe(false);
    expect(suffixMatches('', 'JR')).toBe(true);
    expect(suffixMatches('JR', '')).toBe(true);
  });
});

describe('nicknames and double surnames (ADR 0116)', () => {
  it('a first name finds the names it is often written as, both ways', () => {
    expect(matchesName(q({ firstName: 'Daniel', lastName: 'Demo' }), rec('DEMO, DAN'))).toBe(true);
    expect(matchesName(q({ firstName: 'Dan', lastName: 'Demo' }), rec('DEMO, DANIEL'))).toBe(true);
    expect(matchesName(q({ firstName: 'Danny', lastName: 'Demo' }), rec('DEMO, DANIEL J'))).toBe(true);
    expect(matchesName(q({ firstName: 'Francisco', lastName: 'Ruiz' }), rec('RUIZ, PACO'))).toBe(true);
    expect(matchesName(q({ firstName: 'Chuy', lastName: 'Ruiz' }), rec('RUIZ, JESUS'))).toBe(true);
    expect(matchesName(q({ firstName: 'Beto', lastName: 'Ruiz' }), rec('RUIZ, ALBERTO'))).toBe(true);
    expect(matchesName(q({ firstName: 'Beto', lastName: 'Ruiz' }), rec('RUIZ, ROBERTO'))).toBe(true);
    // An alias first name is widened the same way, and so is the first word of a first name of several words.
    expect(matchesName(q({ aliasFirstNames: ['Bill'], lastName: 'Poe' }), rec('POE, WILLIAM'))).toBe(true);
    expect(matchesName(q({ firstName: 'Dan Michael', lastName: 'Demo' }), rec('DEMO, DANIEL MICHAEL'))).toBe(true);
  });
  it('a name not in the list matches only itself, and the middle name still narrows', () => {
    expect(matchesName(q({ firstName: 'Dana', lastName: 'Demo' }), rec('DEMO, DAN'))).toBe(false);
    expect(matchesName(q({ firstName: 'Daniel', lastName: 'Demo' }), rec('DEMO, DANA'))).toBe(false);
    // Alberto and Roberto share the short form BETO, not each other.
    expect(matchesName(q({ firstName: 'Alberto', lastName: 'Ruiz' }), rec('RUIZ, ROBERTO'))).toBe(false);
    expect(matchesName(q({ firstName: 'Dan', middleName: 'Joseph', lastName: 'Demo' }), rec('DEMO, DANIEL MARK'))).toBe(
      false,
    );
  });
  it('a double or hyphenated last name finds each of its parts and the parts joined without particles', () => {
    for (const record of ['DEMO SMITH, ANA', 'DEMO-SMITH, ANA', 'DEMO, ANA', 'SMITH, ANA']) {
      expect(matchesName(q({ firstName: 'Ana', lastName: 'Demo-Smith' }), rec(record)), record).toBe(true);
      expect(matchesName(q({ firstName: 'Ana', lastName: 'Demo Smith' }), rec(record)), record).toBe(true);
    }
    expect(lastNameForms('García y López')).toEqual(['GARCIAYLOPEZ', 'GARCIALOPEZ', 'GARCIA', 'LOPEZ']);
    expect(lastNameForms('de la Cruz')).toEqual(['DELACRUZ']);
    expect(lastNameForms('De la Cruz Ortiz')).toEqual(['DELACRUZORTIZ', 'CRUZORTIZ', 'CRUZ', 'ORTIZ']);
    expect(lastNameForms("O'Neil")).toEqual(['ONEIL']);
    expect(matchesName(q({ firstName: 'Ana', lastName: 'García y López' }), rec('GARCIA LOPEZ, ANA'))).toBe(true);
    // One part typed never finds the other part alone.
    expect(matchesName(q({ firstName: 'Ana', lastName: 'Demo' }), rec('SMITH, ANA'))).toBe(false);
  });
  it('the search asks for every last-name form, once each', () => {
    expect(searchKeysForQuery(q({ lastName: 'Demo-Smith', aliasLastNames: ['Smith'] }), '1990-01-01')).toEqual([
      'DEMOSMITH|1990-01-01',
      'DEMO|1990-01-01',
      'SMITH|1990-01-01',
    ]);
  });
});

describe('searchKey', () => {
  it('is normalized last name and date of birth', () => {
    expect(searchKey('Brandt-Okafor', '1990-01-01')).toBe('BRANDTOKAFOR|1990-01-01');
    expect(searchKey('BRANDT OKAFOR', '1990-01-01')).toBe(searchKey('brandtokafor', '1990-01-01'));
  });
  it('a query yields one key per distinct last name (aliases included, blanks dropped)', () => {
    expect(searchKeysForQuery(q({ aliasLastNames: ['Smith', '', 'DOE'] }), '1990-01-01')).toEqual([
      'DOE|1990-01-01',
      'SMITH|1990-01-01',
    ]);
  });
  it('the record key equals the query key for the same person', () => {
    const r = parseDefName('MUÑOZ, JOSÉ');
    expect(searchKey(r.last, '1980-02-02')).toBe(searchKeysForQuery(q({ lastName: 'Munoz' }), '1980-02-02')[0]);
  });
});
