/**
 * Plain-language text for every reason code of the eligibility engine (packages/rules/src/reasons.ts).
 * Keys are the codes; `{{param}}` values come from the reason's params (dates are YYYY-MM-DD).
 */
const reasons = {
  // Why a section applies
  MEETS_411_072:
    'This case fits the automatic order of nondisclosure (Section 411.072): a misdemeanor deferred adjudication that you finished, and no other record that counts against you.',
  MEETS_411_0725:
    'This case fits Section 411.0725: you finished deferred adjudication and the judge discharged and dismissed the case.',
  MEETS_411_0726:
    'This case fits Section 411.0726: you finished deferred adjudication for driving while intoxicated (DWI).',
  MEETS_411_0726_BWI:
    'This case fits Section 411.0726 for boating while intoxicated (BWI): you finished deferred adjudication.',
  MEETS_411_0727: 'This case fits Section 411.0727 because you completed a veterans treatment court program.',
  MEETS_411_0728:
    'This case may fit Section 411.0728, for people who committed certain offenses because they were victims of human trafficking.',
  MEETS_411_0729:
    'This case fits Section 411.0729 because you are a veteran and completed a veterans reemployment program.',
  MEETS_411_073:
    'This case fits Section 411.073: you were convicted of a misdemeanor and finished community supervision (probation) without it being revoked.',
  MEETS_411_0731:
    'This case fits Section 411.0731: you were convicted of a first DWI and finished community supervision (probation).',
  MEETS_411_0735:
    'This case fits Section 411.0735: you were convicted of a misdemeanor and finished your sentence without probation.',
  MEETS_411_0736: 'This case fits Section 411.0736: you were convicted of a first DWI and finished your sentence.',
  WAIT_OVER: 'The {{years}}-year waiting period under Section {{section}} ended on {{date}}.',
  WAIT_NOT_OVER:
    'You must wait until {{date}} ({{years}} years) before you can ask for this order under Section {{section}}.',
  NO_WAIT: 'Section {{section}} has no waiting period. You could ask for the order starting {{date}}.',
  AUTOMATIC_ORDER_NO_PETITION:
    'You do not need to file a petition. The court should issue the order on its own from {{date}}. If it did not, send the court a letter with proof that you qualify and pay the ${{fee072}} fee. Texas has no law that seals records automatically: this is the only kind of case where the court should act without a petition.',
  DISCHARGE_BEFORE_072_CUTOFF:
    'Your case was discharged before {{date}}, so the automatic order does not apply. You can still file a petition under Section 411.0725.',
  INTERLOCK_SHORTER_WAIT:
    'Because you used an ignition interlock device for at least {{months}} months, your waiting period is {{years}} years instead of 5.',
  ASSUMED_NO_INTERLOCK:
    'We used the longer {{years}}-year waiting period. If you used an ignition interlock device for at least {{months}} months, tell us: your wait may be shorter.',
  STILL_ON_SUPERVISION:
    'You are still on supervision for this case. It is scheduled to end on {{date}}. You must finish it first.',
  DATE_ESTIMATED: 'We estimated the date {{date}} from the court records. Check it against your court papers.',
  DEFERRED_BLOCKS_EXPUNCTION:
    'Because you were on community supervision (probation or deferred adjudication) for this case, the law does not let you expunge it. An order of nondisclosure can seal it instead.',
  LATER_CONVICTION_MAY_WEIGH:
    'You have a newer conviction or deferred adjudication. It does not stop you from filing, but the judge may consider it when deciding.',
  CLASS_C_CLEAN_PERIOD_CHECK:
    'You told us you have a Class C conviction or deferred case (not a traffic ticket). If it happened while you were on supervision for this case or during its waiting period, it would stop this order. Only a judge decides.',
  EXPUNCTION_PARTIAL:
    'Unless the prosecutor agrees, the police and the prosecutor may keep their own records of this arrest after the expunction.',
  FEE_WAIVED_ACQUITTAL_30_DAYS:
    'No filing fee: you were acquitted, so the court may not charge the filing fee if you file your expunction petition on or before {{date}}. After that, the usual fee applies.',
  FEE_WAIVED_SPECIALTY_COURT:
    'No filing fee: your case was dismissed after you completed a veterans treatment court or mental health court program, so the court may not charge the filing fee for this expunction.',
  HARRIS_DA_PTI_ONE_YEAR:
    'For DWI and family violence pretrial programs, the Harris County District Attorney usually agrees to expunction only one year after dismissal: from {{date}}.',
  NO_PROBABLE_CAUSE_MAYBE:
    'Your case was dismissed for lack of evidence. If a judge finds there was never probable cause to charge you, you may be able to expunge it sooner. A lawyer can tell you.',
  LIMITATIONS_ESTIMATED:
    'We counted the time limit to bring charges again from the dismissal, to {{date}}. This assumes you did not live outside Texas during that time.',

  // Expunction routes
  EXPUNCTION_ACQUITTAL:
    'You were found not guilty. You can ask the court to expunge (destroy) the records of this case.',
  EXPUNCTION_NO_BILL:
    'No charge was filed against you, or a grand jury decided not to charge you. After a waiting period, you can ask to expunge the arrest.',
  EXPUNCTION_PRETRIAL_INTERVENTION:
    'Your case was dismissed after you finished a pretrial intervention program. You can ask to expunge it.',
  EXPUNCTION_VTC_DISMISSAL:
    'Your case was dismissed after you finished veterans treatment court. You can ask to expunge it, and the court does not charge a fee for this.',
  EXPUNCTION_NO_PROBABLE_CAUSE:
    'Your case was dismissed for lack of evidence. If the court agrees there was no probable cause, you can ask to expunge it.',
  EXPUNCTION_LIMITATIONS:
    'Your case was dismissed. Once the time limit to charge you again has passed, you can ask to expunge it.',
  EXPUNCTION_HANDGUN_BEFORE_2021:
    'You were convicted of carrying a handgun without a license for something that happened before September 1, 2021. The law lets you ask to expunge it.',

  // Bars
  BAR_411074_SEX_OFFENDER: 'An offense that requires sex offender registration stops any order of nondisclosure.',
  BAR_411074_AGGRAVATED_KIDNAPPING:
    'An aggravated kidnapping conviction or deferred adjudication stops any order of nondisclosure.',
  BAR_411074_MURDER: 'A murder or capital murder conviction or deferred adjudication stops any order of nondisclosure.',
  BAR_411074_HUMAN_TRAFFICKING:
    'A human trafficking conviction or deferred adjudication stops any order of nondisclosure.',
  BAR_411074_INJURY_CHILD_ELDERLY_DISABLED:
    'A conviction or deferred adjudication for injury to a child, an elderly person or a person with a disability stops any order of nondisclosure.',
  BAR_411074_CHILD_ABANDON_ENDANGER:
    'A conviction or deferred adjudication for abandoning or endangering a child stops any order of nondisclosure.',
  BAR_411074_PROTECTIVE_ORDER_VIOLATION:
    'A conviction or deferred adjudication for violating a protective order or bond conditions stops any order of nondisclosure.',
  BAR_411074_STALKING: 'A stalking conviction or deferred adjudication stops any order of nondisclosure.',
  BAR_411074_FAMILY_VIOLENCE: 'An offense involving family violence stops any order of nondisclosure.',
  BAR_411074_FAMILY_VIOLENCE_FINDING:
    'The court found that this offense involved family violence. That stops an order of nondisclosure.',
  CLEAN_PERIOD_VIOLATED:
    "You were convicted or placed on deferred adjudication again on {{date}}, during this case's waiting period. The law does not allow an order of nondisclosure for this case.",
  FIRST_OFFENDER_FAILED:
    'Section {{section}} is only for people with no earlier conviction or deferred adjudication. You have one from {{date}}.',
  FIRST_OFFENDER_CLASS_C_RECORD:
    'Section {{section}} is only for people with no other conviction or deferred adjudication. You told us you have a Class C conviction or deferred case (not a traffic ticket), so this section is not available to you.',
  FELONY_CONVICTION:
    'Felony convictions cannot be sealed with an order of nondisclosure, except after veterans treatment court.',
  EXCLUDED_OFFENSE: 'The law leaves this offense out of Section {{section}}.',
  DWI_NOT_CLASS_B:
    'Only a Class B DWI can be sealed. This case is recorded as {{level}}, which means a higher alcohol level (0.15 or more) or a repeat offense.',
  FINDING_42A105F:
    'When you were placed on deferred adjudication, the judge found that sealing the case would not be in the best interest of justice. That stops this order.',
  COLLISION_WITH_ANOTHER_PERSON:
    'You told us the offense involved a collision with another person (a passenger counts). The law does not allow an order of nondisclosure for it.',
  VTC_DWI_ENTRY_EXCLUDED:
    'Veterans treatment court cases that started with a DWI cannot be sealed under Section 411.0727.',
  VTC_FELONY_WITHIN_TWO_YEARS:
    'You were convicted of a felony on {{date}}, within two years after veterans treatment court. That stops Section 411.0727.',
  TRAFFICKING_NOT_SOLELY_VICTIM:
    'Section 411.0728 needs the offense to have happened only because you were a victim of trafficking. You told us that is not the case.',
  NO_SECTION_FOR_DISPOSITION: 'No order of nondisclosure or expunction law fits the way this case ended.',

  // Could not determine
  VTC_PRIOR_LISTED_OFFENSE:
    'You have an earlier felony conviction from {{date}}. Some serious offenses stop Section 411.0727, and we cannot tell if this is one of them.',
  PENDING_CASE: 'This case is still open. We can only check it after it ends.',
  PENDING_CASE_MAY_BAR:
    'You have another open case. If it ends in a conviction or deferred adjudication, it could stop this order. We cannot decide until it ends.',
  UNIDENTIFIED_OFFENSE:
    'We could not tell which offense this is from the court records, so we cannot check the rules for it.',
  OFFENSE_TYPED_BY_PERSON:
    'You typed this offense in, and we cannot tell from the words which law it is, so we cannot check the rules for it.',
  UNIDENTIFIED_OFFENSE_IN_RECORD:
    'We could not identify the offense in another of your cases. Answer the questions about past offenses so we can check.',
  LEVEL_UNKNOWN: 'The court records do not show whether this was a misdemeanor or a felony.',
  DISPOSITION_UNKNOWN:
    'The court records do not show how this case ended. The judgment or dismissal order decides it; the District Clerk can give you a copy.',
  DATE_UNKNOWN: 'A date we need is missing from the court records. Your court papers should show it.',
  DATE_ESTIMATED_MATTERS:
    'The result depends on a date we had to estimate ({{date}}). Check the real date on your court papers or with the District Clerk.',
  OTHER_CASE_OUTCOME_UNKNOWN:
    'The court records do not show how another of your cases ended. If it ended in a conviction or deferred adjudication, it could change this result.',
  RECORD_DATE_UNKNOWN:
    'Another of your cases has no date for its conviction or deferred adjudication, so we cannot check the waiting-period rules.',
  NO_DISCHARGE_ON_RECORD:
    'The court records do not show how your supervision ended. Your discharge and dismissal order decides it; the District Clerk can give you a copy.',
  RECORD_OUTSIDE_DATA:
    'You told us you have records outside Harris County or from before 1990. We cannot see them, and they could change the result.',
  PERSON_ANSWERS_NEEDED: 'Please answer the questions about past offenses so we can finish checking this case.',
  CLASS_C_ANSWER_NEEDED:
    'Please tell us if you were ever convicted of, or got deferred adjudication or deferred disposition for, a Class C offense that was not a traffic ticket. The court records we search do not include city or justice of the peace courts.',
  VETERAN_ANSWERS_NEEDED: 'Please answer the questions about military service and veterans programs.',
  TRAFFICKING_ANSWERS_NEEDED: 'Please answer the questions about human trafficking.',
  BAC_UNKNOWN: 'Please tell us if your blood alcohol level was under 0.15.',
  CDL_UNKNOWN: "Please tell us if you had a commercial driver's license or permit when this happened.",
  COLLISION_UNKNOWN: 'Please tell us if the offense involved a collision with another person, including a passenger.',
  FINES_PAYMENT_UNKNOWN:
    'Please tell us if you paid all fines, court costs and restitution for this case (or the judge waived them).',
  FINES_NOT_PAID:
    'You must pay all fines, court costs and restitution (or have the judge waive them) before you can ask for this order.',
  DWI_DEFERRED_ANOMALY:
    'The records show deferred adjudication for a DWI or BWI, but the law did not allow it in this situation. A lawyer should look at your court papers.',
  BWI_COLLISION_REVIEW: 'A collision during a boating case may or may not stop this order. A lawyer should look at it.',
  SAME_DAY_RECORD:
    'You were convicted or placed on deferred adjudication in another case on the same day ({{date}}). The law is unclear about this.',
  LATER_RECORD_AMBIGUOUS:
    'You have a newer conviction or deferred adjudication. This section is only for people with no other record, and the law is unclear about newer ones.',
  JUDGE_DECIDES_VIOLENT_OR_SEXUAL:
    'The judge must decide if this offense was violent or sexual. If it was, the order cannot be granted.',
  NEEDS_LEGAL_REVIEW:
    'The law for Section {{section}} is not clear enough for us to give you an answer. A legal aid lawyer can help you.',
  NEW_CASE_AFTER_PETITION:
    'You told us this offense happened after you filed a petition. The judge may consider that. A lawyer can help you.',
  FELONY_LIMITATIONS_UNKNOWN:
    'The time limit to charge a felony again depends on the offense, and we cannot tell it for this one. The prosecutor or a lawyer can tell you when it ends.',
  PRESENTMENT_UNKNOWN_MAY_BE_EARLIER:
    'The court record does not show whether a grand jury indicted you. This date counts the time the state had to charge you again. If you were never indicted, you may be able to ask sooner: three years after the arrest. Your court papers or the District Clerk can tell you.',
  CHARGE_PRESENTED_UNKNOWN:
    'The court data does not show whether a grand jury indictment or an information was filed in this felony case. That decides which kind of expunction applies and when. The District Clerk can tell you.',
  SAME_ARREST_LATEST_DATE:
    'Other charges from the same arrest were also dropped or ended in your favor. The whole arrest is expunged at once, so the date is the latest of theirs: {{date}}.',
  SAME_ARREST_DATE_UNKNOWN:
    'Another charge from the same arrest also ended in your favor, but we cannot work out its date. The whole arrest is expunged at once, so we cannot give a date yet.',
  DISMISSED_FOR_OTHER_CASE:
    'This case was dismissed because you were convicted in another case. That case came from a different arrest, so it does not stop this expunction.',
  SAME_EPISODE_MIXED:
    'Another charge from the same arrest ended differently. That can affect whether this arrest can be expunged.',
  REFILED_CASE_OUTCOME_NEEDED:
    'The court record says this charge was dismissed and filed again as a new case. How the new case ended decides whether this arrest can be expunged. Tell us, if you know. The District Clerk can tell you.',
  REFILED_CASE_PENDING:
    'The charge that was filed again is still open. Nothing from this arrest can be expunged until that case ends.',
  REFILED_CASE_END_MONTH_NEEDED:
    'You told us the charge that was filed again was also dismissed or not indicted. Tell us the month and year it ended, so we can count the waiting time.',
  REFILED_CASE_END_MONTH_UNKNOWN:
    'We need the date the charge that was filed again ended. The District Clerk can tell you, and can give you a copy of the dismissal.',
  OUT_OF_SCOPE_CLASS_C: 'This site does not check Class C misdemeanors.',
  OUT_OF_SCOPE_BEFORE_1990: 'This site does not check cases filed before 1990.',
  EXPUNCTION_MENTAL_HEALTH_COURT:
    'This case was dismissed after you completed a mental health court program, so you can ask for an expunction now.',
  COMPLETION_FROM_LAST_PAYMENT:
    'Your sentence counts as finished when the last fine, court cost or restitution was paid. We counted your wait from {{date}}, the end of the month you told us.',
  PAYMENT_MONTH_ASSUMED:
    'We do not know when you made your last payment, so we counted from {{date}}. If you paid later, your date is later too.',
  INTERLOCK_CONDITION_NOT_MATCHED:
    'The shorter wait needs an ignition interlock device as a condition of the order Section {{section}} names. Yours was not, so the wait is {{years}} years.',
  JUDGE_MAY_FIND_VIOLENT: 'A judge may decide this offense was violent and deny the order. You can still ask for it.',
  NO_CHARGE_PRESENTED:
    'The records show no indictment for this felony. You must wait 3 years from the arrest, unless the prosecutor certifies earlier that the records are not needed.',
  ARREST_FROM_ANSWER: 'We counted the wait from {{date}}, the end of the month you told us you were arrested.',
  ANSWER_NOT_SURE:
    'You answered “Not sure” to: “{{question}}” That answer can change the result, so we cannot tell yet. If you find out (your court papers or the District Clerk can tell you), change your answer with the button on this case. A legal aid lawyer can also help you find out.',
  PAYMENT_MONTH_NEEDED:
    'Please tell us the month and year you made the last payment of fines, court costs or restitution.',
  PAYMENT_YEAR_NEEDED: 'You do not know the month of your last payment. Tell us the year, if you know it.',
  PAYMENT_YEAR_BEFORE_SENTENCE:
    'The year you gave is before the sentence in this case, so it cannot be the year of your last payment for it. Please check the year, or choose "I do not know the year".',
  PAYMENT_YEAR_LATEST_DAY:
    'You told us only the year of your last payment, so we counted your wait from {{date}}, the latest it can be. Your receipts show the exact date and may let you file sooner.',
  PAYMENT_MONTH_UNKNOWN:
    'We need the month of your last payment to know if your wait is over. The District Clerk’s office can tell you.',
  ARREST_MONTH_NEEDED: 'Please tell us the month and year you were arrested for this case.',
  ARREST_MONTH_UNKNOWN:
    'We need the month you were arrested to know if your wait is over. The court clerk or the arresting agency can tell you.',
  FAMILY_VIOLENCE_VICTIM_UNKNOWN:
    'This depends on who the other person was in your assault, threat or harassment case: a relative, a current or former spouse or partner, the other parent of your child, someone you lived with, or someone you dated (Texas law calls this family violence). If you are not sure, the complaint or the police report in your court papers names the person.',
  CLASS_C_IN_WINDOW_NEEDED:
    "Please tell us if a Class C case was decided between this case's sentence or deferred adjudication and the date you can ask for the order.",
  HANDGUN_CARRY_UNKNOWN:
    'You are not sure whether the weapon was only inside a car, truck or boat that you owned or were in charge of. That decides whether this conviction can be expunged. The complaint or information in your court papers says where the weapon was; the District Clerk can give you a copy.',
  WEAPON_IN_VEHICLE_NEEDED:
    'Please tell us whether the weapon (a handgun, knife or club) was only inside a car, truck or boat that you owned or were in charge of.',
  OFFENSE_MONTH_NEEDED: 'Please tell us the month and year the offense happened.',
  // The fourth legal review (docs/law D77, D79)
  REVOCATION_SENTENCE_END_NEEDED:
    'Please tell us the month and year you finished the jail time the judge gave when the probation was revoked.',
  REVOCATION_SENTENCE_ESTIMATED:
    'You do not know when the jail time after the revocation ended, so we count from {{date}}, the latest it can have ended (the longest jail time the law allows for this offense, from the revocation on {{revoked}}). Your date is estimated: the judgment shows the real one and may let you file sooner.',
  FAMILY_VIOLENCE_CONDUCT_NEEDED:
    'Please tell us whether the case involved hurting or trying to hurt that person, or threatening to hurt them soon.',
  FAMILY_VIOLENCE_CONDUCT_UNKNOWN:
    'You are not sure whether the case involved hurting or threatening that person. That decides whether Texas law counts it as family violence, which would stop every order of nondisclosure. The complaint or the police report in your court papers describes what happened.',
  // Decided from real records: what the record notes, and what would decide an open case
  EXPUNCTION_REQUESTED: 'An expunction was requested for this case. If it was granted, the record will disappear.',
  NONDISCLOSURE_PETITION_ON_RECORD:
    'The court record shows a petition for nondisclosure in this case. It may already be in progress: the District Clerk can tell you.',
  NONDISCLOSURE_ORDER_ON_RECORD:
    'The court record shows an order of nondisclosure in this case. It may already be sealed: the District Clerk can tell you.',
  EXPUNCTION_HEARING_ON_RECORD:
    'The court record shows an expunction hearing in this case. The District Clerk can tell you how it ended.',
  CONVICTION_UNDER_ATTACK:
    'The court record shows an appeal, a writ or a motion for a new trial in this case. Until a court changes it, the conviction stands.',
  ATTEMPT_CLASSIFIED:
    'This charge was an attempt or a conspiracy. We checked it by the offense that was attempted ({{statute}}).',
  ARREST_BOUNDED_BY_DISPOSITION:
    'Your arrest was no later than {{date}}, the day this case ended, so the waiting time from the arrest is already over.',
  STATE_JAIL_FELONY_COUNTY_JAIL:
    'This was a state jail felony. Even with the time served in the county jail, it is still a felony conviction.',
  DISCHARGE_MONTH_NEEDED:
    'You told us the judge discharged you. Tell us the month and year, so we can count your waiting time.',
  SUPERVISION_MOTION_PENDING:
    'A motion to find you guilty or to revoke your supervision is still open in this case. It does not change this result: the offense itself keeps this record from being sealed or expunged.',
  DISCHARGE_YEAR_NEEDED: 'You do not know the month the judge discharged you. Tell us the year, if you know it.',
  DISCHARGE_YEAR_NOT_ENOUGH:
    'The year alone is not enough for this case: the exact date changes which law applies or how your other cases count. Your discharge order shows the date; the District Clerk can give you a copy.',
  DISCHARGE_YEAR_LATEST_DAY:
    'You told us only the year the judge discharged you, so we count from the last day of that year, the latest it can be. Your discharge order shows the exact date and may let you file sooner; the District Clerk can give you a copy.',
  DISCHARGE_MONTH_UNKNOWN:
    'We need the date the judge discharged you. Your discharge order shows the date; the District Clerk can give you a copy.',
  ORGANIZED_CRIME_OBJECT_NEEDED:
    'This charge was about a crime committed with a group. How long the state had to charge it again depends on what that crime was. Tell us, if you know.',
  ORGANIZED_CRIME_TEN_YEARS:
    'You told us the group charge was not about a killing, a death in a crash, a sexual offense, trafficking or prostitution, or a child victim. So we counted 10 years, the longest time the state could have had to charge it again.',
  NO_LIMITATIONS_PERIOD:
    'For this offense the time to charge it again never runs out, or depends on the victim’s age, so waiting will not open this expunction. Ask the prosecutor or a lawyer about other ways.',
  FAMILY_VIOLENCE_IN_CHARGE:
    'The charge in this case (the complaint or the grand jury’s) names a family or household member, or someone you dated, as the victim. That counts as family violence even after a plea to a lesser offense.',
  PRIOR_CONVICTION_IN_CHARGE:
    'The charge in this case says you had an earlier conviction. This order is only for people with no earlier record.',
  PRIOR_RECORD_ANSWER_NEEDED:
    'The charge in this case says you had an earlier conviction. Tell us if you had a record before this case.',
  PRIOR_CONVICTION_DISPUTED:
    'The charge in this case says you had an earlier conviction, but you told us you did not or are not sure. The judgment in this case settles it; the District Clerk can give you a copy.',
} as const;

export default reasons;
