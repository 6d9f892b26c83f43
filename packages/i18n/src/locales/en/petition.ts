/**
 * Instruction sheets printed with each pre-filled petition (apps/api/src/documents/petitions). The court
 * documents themselves stay in English; these sheets explain them in the person's language.
 */
const petition = {
  sheet: {
    noCause: '(cause number not given: copy it from your court papers)',
    title: 'Instructions: your petition for case {{cause}}',
    titleLetter: 'Instructions: your request letter for case {{cause}}',
    enteredNote:
      'Entered by you: you typed this case in from your own papers. It is not in the court records we use. When you file, attach a copy of the judgment or order in this case, and check every fact against your papers.',
    correctedNote:
      'Corrected by you: you changed what the court records said about this case, from your own papers. When you file, attach a copy of the judgment or order in this case, and check every fact against your papers.',
    keep: 'Read this first. Keep these instructions: do not file them with the court. This is not legal advice. Only a judge decides whether to grant the order.',
    footer: 'Instructions for case {{cause}} - page {{page}} of {{total}}',
    packetHeading: 'What is in this packet',
    packetIntro:
      'This packet is for case {{cause}} ({{offense}}) in the {{court}}. Our review of the court data found that this case is likely eligible for an order of nondisclosure under section {{section}} of the Texas Government Code: {{route}}.',
    packetPetition: 'A petition for an order of nondisclosure, already filled in with your case.',
    packetLetter:
      'A letter asking the court for the order of nondisclosure it should have issued on its own, already filled in with your case. This section does not need a petition.',
    packetStatement:
      'A Statement of Inability to Afford Payment of Court Costs, to ask the court not to charge you the fee.',
    englishNote:
      'The court papers are in English because they are filed with a Texas court, which works in English. These instructions explain them.',
    checkHeading: 'Step 1. Check the facts we filled in',
    checkIntro:
      'We filled in your case from the {{dataClerk}} court data. Compare every fact with your own court papers (the judgment, the order of deferred adjudication, the discharge). If something is wrong, correct it neatly by hand before you file, or ask for help.',
    datesIntro: 'Dates we used:',
    dateEstimated:
      '{{label}}: {{date}} (our estimate, not in the court record: check it and write the right date where the paper says "You fill in")',
    dateRecorded: '{{label}}: {{date}}',
    blanksNote:
      'Where the paper says "You fill in", write the answer by hand. Where it says "You sign", sign your name.',
    boxesHeading: 'Step 2. Read every statement and its checkbox',
    boxesChecked:
      'A box marked [X] was checked from the court data and from your answers on this website. Read each one. If any checked statement is not true, do not file: get legal help first.',
    boxesEmpty:
      'A box left empty [ ] is something we could not confirm. Check it only if it is true. If a required statement is not true for you, the court cannot grant the order: get legal help.',
    boxesOtherCounties:
      'We only saw {{county}} County court records. If you have a case in another Texas county or another state, read the statements about your criminal history with extra care.',
    partsHeading: 'Step 3. The parts of the {{document}}',
    docPetition: 'petition',
    docLetter: 'letter',
    partCaption:
      'The top (the caption) names the case: cause number {{cause}}, the {{court}}, {{county}} County, and the parties (the State of Texas and you). Do not change it.',
    partCaptionUnknownCourt:
      'We could not tell the court from the data. Write the court\'s name where the paper says "You fill in"; it is on the first page of your judgment or order.',
    partPetitioner:
      "Part I (Petitioner): write only your year of birth and the last three digits of your driver's license or ID card number. Do not write your full date of birth or the full number.",
    partHistory:
      'Part II: what the court ordered in your case, with the dates. Fill in any date marked "You fill in" from your court papers.',
    partStatements: 'Part III: the statements the law requires for this section, each with the law it comes from.',
    partEvidence:
      'Part IV: attach copies of the papers listed and check each one you attach. You can get copies from the District Clerk.',
    partFee: 'Part V: check one box: you pay the filing fee, or you file the Statement of Inability with the petition.',
    partRequest:
      'Part VI: what you ask the judge to do. Then your signature, your contact details, the unsworn declaration and the notice to the State.',
    partLetter:
      'The letter tells the judge about your case, lists the statements the law requires with their sources, lists the papers you attach, and asks for the order. Check one fee box.',
    signHeading: 'Step 4. Where to sign',
    signPetition:
      'On the {{document}}: sign on the line after "Respectfully submitted", and write your mailing address, phone, email and the date.',
    signDeclaration:
      'Sign the unsworn declaration as "Declarant". It takes the place of a notary: you sign it under penalty of perjury, so everything in the paper must be true.',
    signService:
      "Sign the certificate of service at the end after you send a copy to the District Attorney's Office (see Step 6).",
    signStatement: 'Statement of Inability: sign the declaration in section 8.',
    sensitiveHeading: 'Your private information',
    sensitiveText:
      'We did not print your date of birth or any ID number. Texas court rules (Rule 21c) treat a full date of birth, a home address and full ID numbers as sensitive data: a filing may show only the year of birth and the last three digits of an ID number. The unsworn declaration form set by law asks for your date of birth and address. If you write a full date of birth or your home address on a paper you file, write "NOTICE: THIS DOCUMENT CONTAINS SENSITIVE DATA" at the top left of its first page, as the District Clerk asks. For your contact details you may use a mailing address where you get mail.',
    feeHeading: 'Step 5. The fee, or asking not to pay it',
    feePetition:
      'Filing the petition costs {{fee}}. If you cannot pay, fill in the Statement of Inability to Afford Payment of Court Costs in this packet and file it with your petition.',
    feeLetter:
      'The clerk collects a fee of ${{amount}} for this order. If you cannot pay it, fill in the Statement of Inability to Afford Payment of Court Costs in this packet and file it with your letter.',
    feeLetterNoAmount:
      'The clerk collects a fee for this order. If you cannot pay it, fill in the Statement of Inability to Afford Payment of Court Costs in this packet and file it with your letter.',
    statementHow:
      'We filled in only the cause number, the court and your name. Sections 1 to 7 ask about your address, dependents, legal aid, public benefits, income, property, expenses and debts: only you can answer them. Write $0 or N/A rather than leaving a line empty. If you receive public benefits, attach proof. The clerk must accept a sworn statement; the court can ask you to pay only after a hearing.',
    statementHelp: 'More help with the fee waiver (in English): {{url}}',
    fileHeading: 'Step 6. Where to file in {{county}} County',
    fileWhere:
      'File in the same case: cause number {{cause}}, in the {{court}}. The {{clerk}} keeps the papers for this court. You do not open a new case.',
    fileOnline:
      "Online: through eFileTexas ({{url}}). The eFileTexas service provider is free. If you e-file, eFileTexas may let you send (serve) a copy to the District Attorney's Office; if it does not, deliver or mail a copy.",
    fileInPerson:
      "In person, on paper: at the District Clerk's criminal filing counter, {{address}}, {{hours}}. People filing without a lawyer may file on paper; fax is not accepted.",
    filePhone: 'District Clerk: {{phone}}.',
    fileFelony:
      'Your case is a felony. Before you file, call the court coordinator of the {{court}} and ask for a court-approved hearing date. If you e-file, write that date in the "Comments to the Court" box. {{coordinator}}',
    fileMisdemeanor: 'Your case is a misdemeanor. {{hearing}}',
    fileCopies:
      "Make a copy of everything for yourself before you file. Send a copy of the petition to the {{county}} County District Attorney's Office, then sign the certificate of service.",
    fileLetter:
      'File the letter, your copies and the fee or the Statement of Inability with the District Clerk in this case, the same way as a petition. If you are not sure how the court wants to receive it, ask the District Clerk.',
    nextHeading: 'Step 7. What happens next',
    nextNotice:
      "The court tells the State (the District Attorney's Office) about your petition. The State has {{days}} days to ask for a hearing. If nobody asks for one and the judge agrees that you qualify, the judge may decide without a hearing; otherwise the court holds a hearing, and you should go.",
    nextLetter:
      'The judge decides whether to issue the order. There is no hearing under this section. If the judge needs more information, the court may contact you at the address you wrote.',
    nextOrder:
      'If the judge grants the order, the clerk sends it to the Texas Department of Public Safety (DPS) within {{clerkDays}} business days. DPS seals its records within {{dpsDays}} business days and tells other agencies and background-check companies, which have {{privateDays}} business days to remove the record.',
    nextCopy: 'Ask the District Clerk for a certified copy of the signed order and keep it. {{whole}}',
    helpHeading: 'Free legal help',
    helpIntro: 'If anything here is unclear, or a statement is not true for you, talk to a lawyer before you file:',
    helpItem: '{{name}}: {{url}}',
    helpItemPhone: '{{name}}: {{url}}, {{phone}}',
  },
  routes: {
    s411_072:
      'deferred adjudication for a nonviolent misdemeanor, with a discharge and dismissal on or after {{since}}',
    s411_0725: 'deferred adjudication for a felony or a misdemeanor, with a discharge and dismissal',
    s411_0726: 'deferred adjudication for driving while intoxicated (DWI), with a discharge and dismissal',
    s411_0726_bwi: 'deferred adjudication for boating while intoxicated (BWI), with a discharge and dismissal',
    s411_0727: 'successful completion of a veterans treatment court program',
    s411_0728: 'an offense committed only because you were a victim of human trafficking or compelling prostitution',
    s411_073: 'community supervision (probation) after a misdemeanor conviction, completed',
    s411_0731: 'community supervision (probation) after a DWI conviction, completed',
    s411_0735: 'a misdemeanor conviction without community supervision, sentence completed',
    s411_0736: 'a DWI conviction, sentence completed',
  },
  dates: {
    offense: 'Offense date',
    filing: 'Case filed',
    placement: 'Placed on supervision',
    discharge: 'Discharge and dismissal',
    conviction: 'Conviction',
    supervisionEnd: 'Community supervision ended',
    sentenceCompletion: 'Sentence completed',
    eligible: 'Earliest date you can file',
  },
  unknownCourt: 'court named in your papers',
  /** For the web app's buttons that fetch the packet (GET /api/application/pdf/petition/:_id, /petitions). */
  web: {
    downloadOne: 'Download your filled-in {{document}} for case {{cause}} (PDF)',
    downloadAll: 'Download all your filled-in petitions (PDF)',
    documentPetition: 'petition',
    documentLetter: 'request letter',
    whatsInside:
      'Each download has instructions in your language, the court paper in English filled in with your case, and the form to ask not to pay the fee. Check every fact, fill in the blanks and sign before you file.',
    error: 'We could not make the PDF. Please try again later.',
  },
} as const;

export default petition;
