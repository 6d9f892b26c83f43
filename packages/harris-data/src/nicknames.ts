/**
 * Given names and the short forms people go by, for the person search (ADR 0116). A person who searches
 * "Dan" must find the record the clerk wrote as "DANIEL", and one who searches "Francisco" the record written
 * "PACO". Each line is one group of names that stand for one another: a searched name matches a record whose
 * first name is in any group the searched name is in. Names are written as the search compares them (upper
 * case, A–Z only, no accents). The list is explicit, like every other list the court data is read by: a name
 * not in it matches only itself.
 *
 * Chosen for Harris County: the common English diminutives (after the Old Dominion University nickname and
 * diminutive lookup, trimmed to forms in use today) and the common Spanish hipocorísticos. A short form that
 * stands for two unrelated names (BETO: ALBERTO or ROBERTO) is in both groups, so it finds both; a record then
 * still has to match the last name and the exact date of birth, and the person confirms which cases are theirs.
 */
const GROUPS: readonly (readonly string[])[] = [
  // English
  ['ABRAHAM', 'ABE'],
  ['ALBERT', 'AL', 'BERT'],
  ['ALEXANDER', 'ALEX', 'XANDER'],
  ['ALEXANDRA', 'ALEX', 'ALEXA'],
  ['ALFRED', 'AL', 'ALFIE', 'FRED'],
  ['ALLEN', 'AL'],
  ['ANDREW', 'ANDY', 'DREW'],
  ['ANTHONY', 'TONY'],
  ['BARBARA', 'BARB', 'BARBIE'],
  ['BENJAMIN', 'BEN', 'BENNY', 'BENJI'],
  ['BRADLEY', 'BRAD'],
  ['CHARLES', 'CHARLIE', 'CHUCK', 'CHAS'],
  ['CHRISTINA', 'CHRISTY', 'TINA'],
  ['CHRISTINE', 'CHRISTY', 'TINA'],
  ['CHRISTOPHER', 'CHRIS', 'KIT'],
  ['CYNTHIA', 'CINDY'],
  ['DANIEL', 'DAN', 'DANNY'],
  ['DAVID', 'DAVE', 'DAVEY'],
  ['DEBORAH', 'DEBBIE', 'DEB'],
  ['DONALD', 'DON', 'DONNIE'],
  ['DOUGLAS', 'DOUG'],
  ['EDWARD', 'ED', 'EDDIE', 'TED'],
  ['ELIZABETH', 'LIZ', 'LIZZIE', 'BETH', 'BETTY', 'BETSY', 'ELIZA'],
  ['FREDERICK', 'FRED', 'FREDDIE', 'FREDDY'],
  ['GERALD', 'JERRY'],
  ['GREGORY', 'GREG'],
  ['HENRY', 'HANK'],
  ['JACOB', 'JAKE'],
  ['JAMES', 'JIM', 'JIMMY', 'JAMIE'],
  ['JEFFREY', 'JEFF'],
  ['JENNIFER', 'JEN', 'JENNY'],
  ['JESSICA', 'JESS', 'JESSIE'],
  ['JONATHAN', 'JON', 'JONNY'],
  ['JOHN', 'JOHNNY', 'JACK'],
  ['JOSEPH', 'JOE', 'JOEY'],
  ['JOSHUA', 'JOSH'],
  ['KATHERINE', 'KATE', 'KATIE', 'KATHY', 'KAT'],
  ['KATHLEEN', 'KATHY', 'KATE'],
  ['KENNETH', 'KEN', 'KENNY'],
  ['LAWRENCE', 'LARRY'],
  ['LEONARD', 'LEN', 'LENNY'],
  ['MARGARET', 'MAGGIE', 'MEG', 'PEGGY'],
  ['MATTHEW', 'MATT'],
  ['MICHAEL', 'MIKE', 'MIKEY', 'MICKEY'],
  ['MICHELLE', 'SHELLY'],
  ['NATHAN', 'NATE'],
  ['NATHANIEL', 'NATE', 'NAT'],
  ['NICHOLAS', 'NICK', 'NICKY'],
  ['PAMELA', 'PAM'],
  ['PATRICIA', 'PAT', 'PATTY', 'TRISH'],
  ['PATRICK', 'PAT', 'PATTY'],
  ['PETER', 'PETE'],
  ['PHILIP', 'PHIL'],
  ['PHILLIP', 'PHIL'],
  ['RAYMOND', 'RAY'],
  ['REBECCA', 'BECKY', 'BECCA'],
  ['RICHARD', 'RICK', 'RICKY', 'RICH', 'DICK'],
  ['ROBERT', 'ROB', 'ROBBIE', 'BOB', 'BOBBY', 'BERT'],
  ['RONALD', 'RON', 'RONNIE'],
  ['SAMANTHA', 'SAM', 'SAMMY'],
  ['SAMUEL', 'SAM', 'SAMMY'],
  ['STEPHEN', 'STEVE', 'STEVIE'],
  ['STEVEN', 'STEVE', 'STEVIE'],
  ['SUSAN', 'SUE', 'SUSIE'],
  ['THEODORE', 'TED', 'TEDDY', 'THEO'],
  ['THOMAS', 'TOM', 'TOMMY'],
  ['TIMOTHY', 'TIM', 'TIMMY'],
  ['VICTORIA', 'VICKY', 'TORI'],
  ['WILLIAM', 'WILL', 'WILLIE', 'BILL', 'BILLY'],
  // Spanish
  ['ALBERTO', 'BETO'],
  ['ALEJANDRA', 'ALE', 'ALEX'],
  ['ALEJANDRO', 'ALE', 'ALEX', 'ALEJO'],
  ['ANTONIO', 'TONO', 'TONY'],
  ['CONCEPCION', 'CONCHA', 'CONCHITA', 'CONCHIS'],
  ['DOLORES', 'LOLA', 'LOLITA'],
  ['EDUARDO', 'LALO'],
  ['ENRIQUE', 'KIKE', 'QUIQUE'],
  ['FERNANDO', 'NANDO'],
  ['FRANCISCA', 'PANCHA', 'PAQUITA'],
  ['FRANCISCO', 'PACO', 'PANCHO', 'FRANK', 'KIKO'],
  ['GERARDO', 'JERRY'],
  ['GUADALUPE', 'LUPE', 'LUPITA'],
  ['GUILLERMO', 'MEMO', 'WILLY'],
  ['IGNACIO', 'NACHO'],
  ['JESUS', 'CHUY', 'CHUCHO'],
  ['JOSE', 'PEPE', 'CHEPE'],
  ['MANUEL', 'MANNY', 'MANOLO'],
  ['MARIA', 'MARY'],
  ['RAMON', 'MONCHO'],
  ['REFUGIO', 'CUCO', 'CUQUITA'],
  ['RICARDO', 'RICKY', 'RICK', 'RICHI'],
  ['ROBERTO', 'BETO', 'ROBER'],
  ['ROSARIO', 'CHAYO'],
  ['SANTIAGO', 'CHAGO', 'SANTI'],
  ['SALVADOR', 'CHAVA', 'CHAVO'],
  ['TERESA', 'TERE'],
];

const BY_NAME = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const name of group) {
    const set = BY_NAME.get(name) ?? new Set<string>();
    for (const other of group) if (other !== name) set.add(other);
    BY_NAME.set(name, set);
  }
}

/** The other names a normalized given name stands for (none when it is not in the list). */
export function nicknamesOf(name: string): readonly string[] {
  return [...(BY_NAME.get(name) ?? [])];
}
