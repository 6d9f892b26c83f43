/**
 * Expunction (Code of Criminal Procedure ch. 55A): the instruction sheet printed with each pre-filled
 * expunction packet (apps/api/src/documents/expunction) and the `/steps/expunction/*` pages. The court
 * papers stay in English; these texts explain them in the person's language.
 */
const expunction = {
  routes: {
    r55A_002: 'you were acquitted (found not guilty) at trial',
    r55A_052:
      'no charge was filed against you (for example, the grand jury decided not to indict: a no-bill), and the waiting period after the arrest has passed',
    r55A_053:
      'the case was dismissed because you completed a pretrial intervention program (or for another reason the law lists)',
    r55A_053_a_2_A: 'the case was dismissed because you completed a veterans treatment court program',
    r55A_053_a_2_B: 'the case was dismissed because you completed a mental health court program',
    r55A_053_a_2_C: 'the case was dismissed because you completed a pretrial intervention program',
    r55A_053_a_2_D: 'the case was dismissed because there was no probable cause',
    r55A_054:
      'the case was dismissed and the time the State had to charge you again (the statute of limitations) has run out',
    r55A_005: 'you were convicted of unlawfully carrying a handgun for an offense before September 1, 2021',
    other: 'the route of Code of Criminal Procedure article {{article}}',
  },
  dates: {
    offense: 'Offense date',
    arrest: 'Arrest date',
    filing: 'Filing date',
    dismissal: 'Dismissal date',
    acquittal: 'Acquittal date',
    eligible: 'Earliest date to file',
  },
  sheet: {
    noCause: '(cause number not given: copy it from your court papers)',
    title: 'Instructions: your expunction petition for case {{cause}}',
    keep: 'Read this first. Keep these instructions: do not file them with the court. This is not legal advice. Only a judge decides whether to grant an expunction.',
    footer: 'Expunction instructions for case {{cause}} - page {{page}} of {{total}}',
    packetHeading: 'What is in this packet',
    packetIntro:
      'This packet is for the arrest behind case {{cause}} ({{offense}}), heard in the {{court}}. Our review of the court data found that this arrest may be expunged (erased) under article {{article}} of the Texas Code of Criminal Procedure because {{route}}.',
    packetPetition:
      'A Petition for Expunction (Ex parte petition), already filled in with your case and the list of agencies that may hold records of the arrest.',
    packetOrder:
      'A proposed Order of Expunction for the judge to sign if the judge grants your petition. Do not sign it yourself.',
    packetStatement:
      'A Statement of Inability to Afford Payment of Court Costs, to ask the court not to charge you the fee.',
    englishNote:
      'The court papers are in English because they are filed with a Texas court, which works in English. These instructions explain them.',
    differs:
      'An expunction is not the same as an order of nondisclosure. Nondisclosure hides a case from most of the public; an expunction orders every agency to destroy or return its records of the arrest, as if it had not happened. It is filed as a new civil case, with a new cause number the clerk gives it, not in your old criminal case.',
    checkHeading: 'Step 1. Check the facts we filled in',
    checkIntro:
      'We filled in your case from the {{dataClerk}} court data. Compare every fact with your own court papers (the dismissal, the judgment of acquittal, the arrest record). If something is wrong, correct it neatly by hand before you file, or ask for help.',
    datesIntro: 'Dates we used:',
    dateEstimated:
      '{{label}}: {{date}} (our estimate, not in the court record: check it and write the right date where the paper says "You fill in")',
    dateRecorded: '{{label}}: {{date}}',
    youFillHeading: 'Step 2. Fill in what the court data does not have',
    youFillText:
      'Where the paper says "You fill in", write the answer by hand: your address at the time of the arrest, the last three digits of your driver\'s license or ID card number, and any date we could not read. Where it says "You sign", sign your name.',
    noSsn:
      'This website never asks for your Social Security number and the petition has no place for it. Texas Rule of Civil Procedure 21c keeps full identity numbers out of court filings; if the clerk or the court asks for the number, give it to them directly, not on the petition.',
    agenciesHeading: 'Step 3. The list of agencies',
    agenciesText:
      'The petition lists the agencies and offices that may hold records of this arrest: the arresting agency ({{agency}}), the {{county}} County District Clerk, the {{county}} County District Attorney, and the Texas Department of Public Safety. The court orders each one on the list to destroy or return its records, so an agency left off keeps them. Add any other agency you know of (for example, the jail where you were booked, a city police department or a pretrial services office) on the blank lines, each only once.',
    agencyUnknown: 'not in the court data: write it in',
    agenciesAddresses:
      'List each agency once, with its mailing address and its email address, where the paper says "You fill in". Start from the list of agencies and email addresses the District Clerk publishes (the clerk does not promise it is complete). Agencies on that list must accept notice by email, and that is free. For each agency that cannot take email, the clerk charges ${{fee}} when notice of your petition goes out and ${{fee}} again when the order goes out (up to ${{feeTwice}} for that agency). The clerk keeps the signed order, so you can ask for a copy again if you lose yours.',
    signHeading: 'Step 4. Where to sign',
    signPetition:
      'On the petition: sign on the line after "Respectfully submitted", and write your mailing address, phone, email and the date.',
    signDeclaration:
      'Sign the unsworn declaration at the end of the petition. It says, under penalty of perjury, that the facts are true.',
    signOrder: 'Do not sign the proposed order. Bring it to the hearing: the judge signs it.',
    signStatement: 'If you cannot pay the filing fee, fill in and sign the Statement of Inability.',
    sensitiveHeading: 'Private information',
    sensitiveText:
      'The declaration asks for your date of birth and address. These are sensitive data under Texas Rule of Civil Procedure 21c. If you write your full date of birth or home address on a paper you file, write "NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA" at the top left of the first page.',
    feeHeading: 'The fee, and how to ask not to pay it',
    feeText: 'An expunction petition in district court costs the ordinary civil filing fee: {{fee}}',
    feeWaivedAcquittal:
      'No filing fee for this case if you file on or before {{date}}: the petition is about an acquittal and is filed within {{acquittalDays}} days of it (Code of Criminal Procedure art. 102.0061). After that day, the usual fee applies.',
    feeWaivedSpecialty:
      'No filing fee for this case: it was dismissed after you completed a veterans treatment court or mental health court program (Code of Criminal Procedure art. 102.0061).',
    feeFree:
      'There is no filing fee if you ask for an expunction within {{acquittalDays}} days of an acquittal, or after a dismissal for completing a veterans treatment court or mental health court program (Code of Criminal Procedure art. 102.0061).',
    statementHow:
      'If you cannot afford the fee, file the Statement of Inability (in English: Statement of Inability to Afford Payment of Court Costs) with the petition. The clerk must accept it and file your petition. If you get public benefits such as SNAP or Medicaid, attach proof.',
    statementHelp: 'More about the Statement of Inability: {{url}}',
    fileHeading: 'Step 5. File the petition',
    fileWhere:
      'File the petition, the proposed order and (if you use it) the Statement of Inability with the {{clerk}}. An expunction is filed in a district court of the county where you were arrested (Code of Criminal Procedure art. 55A.251), even if the case was a misdemeanor.',
    fileOnline: 'Online: through eFileTexas, {{url}}.',
    fileInPerson: 'In person: {{address}}; {{hours}}',
    filePhone: 'District Clerk phone: {{phone}}',
    fileCopies:
      "Keep a copy of everything you file, with the clerk's stamp, and write down the new cause number the clerk gives you.",
    daNote:
      "The {{county}} County District Attorney's Office agrees to some expunctions without a waiting period (for example after some pretrial intervention programs) and explains them here: {{url}}",
    partialNote:
      'Because no charge was filed, the court may let the arresting agency and the District Attorney keep their records for investigation (a partial expunction, art. 55A.302). The records are still removed from public view.',
    hearingHeading: 'Step 6. The hearing',
    hearingText:
      'The court sets a hearing no earlier than {{days}} days after you file, and gives the agencies on your list notice of it. The court will set or tell you a date; if you hear nothing within a few weeks, call the clerk or the court coordinator. Bring your copies and the proposed order.',
    acquittalNote:
      'After an acquittal you can also ask the trial court, within 30 days, to order the expunction itself (art. 55A.201).',
    nextHeading: 'Step 7. After the order',
    nextText:
      'Once the judge signs the order, the clerk sends it to every agency on the list. They must destroy or return their records, and you may deny the arrest ever happened, except under oath in a criminal case. Ask the clerk for a certified copy of the signed order and keep it safe. {{whole}}',
    helpHeading: 'Free legal help',
    helpIntro:
      'If a statement is not true for you, a fact is wrong, or you are not sure, ask for free legal help before you file:',
    helpItem: '{{name}}: {{url}}',
    helpItemPhone: '{{name}}: {{url}}, {{phone}}',
  },
  emailPage: {
    heading: 'Expunction packets',
    intro:
      'These cases may be expunged (erased). The packet has the petition, a proposed order, the Statement of Inability and instructions.',
    download: 'Download the pre-filled expunction packets (PDF)',
  },
  flow: {
    label: 'Expunction steps',
    progress: 'Step {{current}} of {{total}}',
    previous: 'Previous step',
    next: 'Next step',
    backToResults: 'Back to your results',
    download: 'Download your expunction packet (PDF)',
    downloadHint: 'The court papers are in English; the instructions are in the language you choose.',
    downloadEs: 'Instructions in Spanish',
    downloadEn: 'Instructions in English',
    review: {
      title: 'Step 1: Review what an expunction is',
      intro:
        'An expunction (in Spanish, expunción) is a court order that makes every agency destroy or return its records of an arrest. Afterwards you may deny the arrest happened, except under oath in a criminal case.',
      differs:
        'It is different from an order of nondisclosure: nondisclosure only hides a case from most of the public; an expunction erases it. The law allows it only for some arrests: an acquittal, no charge filed (a no-bill), or a dismissal for a reason the law lists or after the time to charge you again has run out.',
      check:
        'Before you go on, read the reasons on your results page and check them against your court papers. We only saw Harris County court data.',
      noPetition:
        'If your result says "could not determine", we do not prepare a petition: ask for free legal help instead.',
    },
    petition: {
      title: 'Step 2: Prepare the petition',
      intro:
        'Download your packet. It has a Petition for Expunction filled in with your case, a proposed order for the judge, the Statement of Inability and instructions.',
      newCase:
        'Unlike a nondisclosure, an expunction is filed as a new civil case in a district court, even for a misdemeanor. Leave the cause number at the top blank: the clerk gives it.',
      fill: "Fill in by hand what the court data does not have: your address at the time of the arrest and the last three digits of your driver's license or ID number. We never ask for your Social Security number.",
      agencies:
        'The petition lists the agencies that may hold records of the arrest: the arresting agency, the District Clerk, the District Attorney and the Texas Department of Public Safety. Add any other agency you know of: an agency left off keeps its records.',
    },
    payment: {
      title: 'Step 3: Pay the fee or ask not to pay it',
      fee: 'The filing fee is the ordinary civil filing fee of the District Clerk: {{fee}}',
      free: 'There is no fee for an expunction asked for within {{acquittalDays}} days of an acquittal, or after a dismissal for completing a veterans treatment court or mental health court program.',
      waiver:
        'If you cannot afford the fee, fill in the Statement of Inability in your packet and file it with the petition. The clerk must accept it.',
      agencies:
        'Email notice to an agency is free. For each agency that cannot take email, the clerk charges ${{fee}} when notice of the petition goes out and ${{fee}} again with the order (up to ${{feeTwice}} for that agency).',
    },
    file: {
      title: 'Step 4: File the petition',
      where: 'File with the Harris County District Clerk, online through eFileTexas or in person at {{address}}.',
      hours: 'Hours: {{hours}}',
      copies: 'Keep a stamped copy of everything and write down the new cause number.',
      da: 'The Harris County District Attorney agrees to some expunctions early, for example after some pretrial intervention programs.',
    },
    hearing: {
      title: 'Step 5: Go to the hearing',
      when: 'The court sets a hearing no earlier than {{days}} days after you file and notifies the agencies on your list. The court will set or tell you a date; if you hear nothing within a few weeks, call the clerk.',
      bring: 'Bring your copies, the proposed order and a photo ID.',
      acquittal: 'After an acquittal, you can also ask the trial court within 30 days to order the expunction itself.',
    },
    order: {
      title: 'Step 6: After the order',
      text: 'When the judge signs the order, the clerk sends it to every agency on the list. They must destroy or return their records of the arrest.',
      copy: 'Ask the District Clerk for a certified copy of the signed order and keep it safe: it is your proof if the arrest shows up later.',
      recheck: 'After a few months, check your record again.',
    },
    help: 'Need help? Free legal help:',
    helpForm: 'Ask us for help',
  },
};

export default expunction;
