/**
 * The District Clerk's offense literals in plain words, English and Spanish side by side (ADR 0074). One row per
 * literal the classifier identifies (packages/harris-data `classifyOffense`), keyed by the literal as the clerk
 * writes it, upper case with single spaces. The words say what the literal says and no more: a literal cut short
 * by the clerk's 30-character field is read only as far as it goes, and a literal that is not here is shown as the
 * clerk wrote it (never guessed). The clerk's literal is always shown beside these words and is what a petition
 * prints. Spanish terms follow the project's glossary (delito menor / grave, hurto for theft, robo for robbery,
 * manejar en estado de intoxicación for DWI).
 */
export interface OffenseWords {
  en: string;
  es: string;
}

export const OFFENSE_WORDS: Readonly<Record<string, OffenseWords>> = {
  // --- children ---
  'ABANDON CHILD W/INTENT RETURN': {
    en: 'Abandoning a child, intending to return',
    es: 'Abandono de un niño con intención de regresar',
  },
  'ABANDON/ENDANGER CHILD CRIM NEGLIGENCE': {
    en: 'Abandoning or endangering a child, by criminal negligence',
    es: 'Abandono o puesta en peligro de un niño, por negligencia criminal',
  },
  'ENDANGER CHILD': { en: 'Endangering a child', es: 'Puesta en peligro de un niño' },
  'INJ TO CHILD BI': { en: 'Injury to a child, bodily injury', es: 'Lesiones a un niño, con lesiones corporales' },
  'INJ TO ELDERLY BI': {
    en: 'Injury to an elderly person, bodily injury',
    es: 'Lesiones a una persona mayor, con lesiones corporales',
  },
  'INJURY CHILD/ELDERLY/DISABLE W/INT BODILY INJ': {
    en: 'Injury to a child, an elderly person or a person with a disability, intentional bodily injury',
    es: 'Lesiones a un niño, a una persona mayor o a una persona con discapacidad, con lesiones corporales intencionales',
  },
  'UNLAWFUL RESTRAINT <17 YRS OF': {
    en: 'Unlawful restraint of a person under 17',
    es: 'Privación ilegal de la libertad de una persona menor de 17 años',
  },
  // --- assault and threats ---
  'AGG ASSAULT AGAINST PUBLIC SER': {
    en: 'Aggravated assault against a public servant',
    es: 'Agresión agravada contra un servidor público',
  },
  'AGG ASSAULT W/DEADLY WEAPON': {
    en: 'Aggravated assault with a deadly weapon',
    es: 'Agresión agravada con un arma mortal',
  },
  'AGG ASSAULT-FAMILY MEMBER': {
    en: 'Aggravated assault of a family member',
    es: 'Agresión agravada contra un familiar',
  },
  'ASLT FAM/HOUSE MEM IMPED BRTH/': {
    en: 'Assault of a family or household member, impeding breathing',
    es: 'Agresión contra un familiar o miembro del hogar, impidiendo la respiración',
  },
  'ASSAULT - SECURITY OFFICER': { en: 'Assault of a security officer', es: 'Agresión contra un guardia de seguridad' },
  'ASSAULT BODILY INJURY': { en: 'Assault causing bodily injury', es: 'Agresión con lesiones corporales' },
  'ASSAULT-BODILY INJURY': { en: 'Assault causing bodily injury', es: 'Agresión con lesiones corporales' },
  'ASSAULT FAMILY/HOUSE MEMBER W/PREV CONV': {
    en: 'Assault of a family or household member, with a previous conviction',
    es: 'Agresión contra un familiar o miembro del hogar, con una condena anterior',
  },
  'ASSAULT IMP BREATH FAM MEM PRE': {
    en: 'Assault of a family member, impeding breathing, with a previous conviction',
    es: 'Agresión contra un familiar, impidiendo la respiración, con una condena anterior',
  },
  'ASSAULT PEACE OFFICER': { en: 'Assault of a peace officer', es: 'Agresión contra un agente del orden' },
  'ASSAULT PUBLIC SERVANT': { en: 'Assault of a public servant', es: 'Agresión contra un servidor público' },
  'ASSAULT-FAMILY MEMBER': { en: 'Assault of a family member', es: 'Agresión contra un familiar' },
  'ASSLT FAM/HOUSEHOLD MEM W/PREV': {
    en: 'Assault of a family or household member, with a previous conviction',
    es: 'Agresión contra un familiar o miembro del hogar, con una condena anterior',
  },
  'ASSLT HOSP PERSONNEL HOSP PROP': {
    en: 'Assault of hospital staff on hospital property',
    es: 'Agresión contra personal de un hospital en el hospital',
  },
  'CONTINUOUS VIOL AGAINST THE FA': {
    en: 'Continuous violence against the family',
    es: 'Violencia continua contra la familia',
  },
  'DEADLY CONDUCT': { en: 'Deadly conduct', es: 'Conducta mortal (poner en peligro la vida de otros)' },
  HARASSMENT: { en: 'Harassment', es: 'Acoso' },
  'HARASSMENT OF PUBLIC SERVANT': { en: 'Harassment of a public servant', es: 'Acoso a un servidor público' },
  STALKING: { en: 'Stalking', es: 'Acecho' },
  'TERRORISTIC THREAT': { en: 'Terroristic threat', es: 'Amenaza terrorista' },
  'TERRORISTIC THREAT ON PUBLIC S': {
    en: 'Terroristic threat against a public servant',
    es: 'Amenaza terrorista contra un servidor público',
  },
  'TERRORISTIC THREAT PEACE OFCR/': {
    en: 'Terroristic threat against a peace officer',
    es: 'Amenaza terrorista contra un agente del orden',
  },
  'ATT TERRORISTIC THREAT': { en: 'Attempted terroristic threat', es: 'Tentativa de amenaza terrorista' },
  RETALIATION: { en: 'Retaliation', es: 'Represalias' },
  'VIO BND/PRO OR ASSLT/STALK IAT': {
    en: 'Violation of bond conditions or a protective order, with assault or stalking',
    es: 'Violación de las condiciones de la fianza o de una orden de protección, con agresión o acecho',
  },
  'VIOL BOND/PRO ORD 2+ TIMES W/I': {
    en: 'Violation of bond conditions or a protective order, two or more times',
    es: 'Violación de las condiciones de la fianza o de una orden de protección, dos o más veces',
  },
  'VIOL BOND/PROTECTIVE ORDER': {
    en: 'Violation of bond conditions or a protective order',
    es: 'Violación de las condiciones de la fianza o de una orden de protección',
  },
  'VIOL PROT ORDER': { en: 'Violation of a protective order', es: 'Violación de una orden de protección' },
  // --- homicide, kidnapping, trafficking, robbery ---
  MURDER: { en: 'Murder', es: 'Asesinato' },
  'CRIMINAL NEG HOMICIDE': { en: 'Criminally negligent homicide', es: 'Homicidio por negligencia criminal' },
  'AGG KIDNAPPING': { en: 'Aggravated kidnapping', es: 'Secuestro agravado' },
  'TRAFFICKING OF PERSONS': { en: 'Trafficking of persons', es: 'Trata de personas' },
  ROBBERY: { en: 'Robbery', es: 'Robo' },
  'ROBBERY-BODILY INJURY': { en: 'Robbery causing bodily injury', es: 'Robo con lesiones corporales' },
  'ROBBERY-THREATS': { en: 'Robbery by threats', es: 'Robo con amenazas' },
  'AGG ROBBERY-DEADLY WPN': { en: 'Aggravated robbery with a deadly weapon', es: 'Robo agravado con un arma mortal' },
  // --- sexual offenses ---
  'AGG SEX ASSAULT': { en: 'Aggravated sexual assault', es: 'Agresión sexual agravada' },
  'AGG SEX ASSLT CHILD-UNDER 14': {
    en: 'Aggravated sexual assault of a child under 14',
    es: 'Agresión sexual agravada contra un niño menor de 14 años',
  },
  'SEXUAL ASSAULT': { en: 'Sexual assault', es: 'Agresión sexual' },
  'SEX ASSLT CHILD 14-17': {
    en: 'Sexual assault of a child aged 14 to 17',
    es: 'Agresión sexual contra un menor de 14 a 17 años',
  },
  'INDECENCY W/CHILD SEXUAL CONTA': {
    en: 'Indecency with a child, sexual contact',
    es: 'Indecencia con un niño, contacto sexual',
  },
  'INDECENCY W/CHILD SEXUAL CONTACT': {
    en: 'Indecency with a child, sexual contact',
    es: 'Indecencia con un niño, contacto sexual',
  },
  'INDECENT EXPOSURE 2+ PREV CONV': {
    en: 'Indecent exposure, with two or more previous convictions',
    es: 'Exhibición indecente, con dos o más condenas anteriores',
  },
  'POSS OF CHILD PORN VIDEO/FILM': {
    en: 'Possession of child pornography (video or film)',
    es: 'Posesión de pornografía infantil (video o película)',
  },
  BIGAMY: { en: 'Bigamy', es: 'Bigamia' },
  PROSTITUTION: { en: 'Prostitution', es: 'Prostitución' },
  'SOLICIT PROST/OTHER PAYOR': {
    en: 'Solicitation of prostitution (as the payer)',
    es: 'Solicitud de prostitución (como quien paga)',
  },
  'ATT FAIL TO COMPLY AS SEX OFFE': {
    en: 'Attempted failure to comply with sex offender registration',
    es: 'Tentativa de incumplir el registro como delincuente sexual',
  },
  'FAIL TO COMPLY SEX OFF DUTY TO REG LIFE/ANNUALLY': {
    en: 'Failure to comply with sex offender registration (lifetime, yearly)',
    es: 'Incumplimiento del registro como delincuente sexual (de por vida, cada año)',
  },
  'FAIL TO REGISTER AS SEX OFFEND': {
    en: 'Failure to register as a sex offender',
    es: 'No inscribirse en el registro como delincuente sexual',
  },
  'SEX OFFENDER DUTY REG LIFE/ANN': {
    en: 'Failure to comply with sex offender registration (lifetime, yearly)',
    es: 'Incumplimiento del registro como delincuente sexual (de por vida, cada año)',
  },
  // --- burglary, trespass, mischief ---
  'ATTEMPTED BURGLARY OF HABITAT': {
    en: 'Attempted burglary of a home',
    es: 'Tentativa de allanamiento de una vivienda',
  },
  'BURG OF HABITATION': { en: 'Burglary of a home', es: 'Allanamiento de una vivienda' },
  'BURGLARY OF HABITATION': { en: 'Burglary of a home', es: 'Allanamiento de una vivienda' },
  'BURG OF VEHICLE W/2 OR MORE CO': {
    en: 'Burglary of a vehicle, with two or more previous convictions',
    es: 'Allanamiento de un vehículo, con dos o más condenas anteriores',
  },
  'BURG W-INTENT-COMMIT OTHER FEL': {
    en: 'Burglary with intent to commit another felony',
    es: 'Allanamiento con intención de cometer otro delito grave',
  },
  'BURGLARY OF A BUILDING': { en: 'Burglary of a building', es: 'Allanamiento de un edificio' },
  'BURGLARY OF BUILDING': { en: 'Burglary of a building', es: 'Allanamiento de un edificio' },
  'CRIM TRES HAB/SHLTR/SUPRFUND/I': {
    en: 'Criminal trespass of a home, shelter, Superfund site or critical infrastructure',
    es: 'Entrada ilegal a una vivienda, un refugio, un sitio Superfund o una infraestructura crítica',
  },
  'CRIMINAL TRESPASS HABIT/SHELTER/SUPERFUND/INFRASTRUCT': {
    en: 'Criminal trespass of a home, shelter, Superfund site or critical infrastructure',
    es: 'Entrada ilegal a una vivienda, un refugio, un sitio Superfund o una infraestructura crítica',
  },
  'CRIM TRESPASS': { en: 'Criminal trespass', es: 'Entrada ilegal a una propiedad' },
  'CRIMINAL TRESPASS': { en: 'Criminal trespass', es: 'Entrada ilegal a una propiedad' },
  'CRIMINAL TRESPASS - VEHICLE': { en: 'Criminal trespass in a vehicle', es: 'Entrada ilegal a un vehículo' },
  'CRIM MISCH >=100 <$750': {
    en: 'Criminal mischief (damage of $100 to under $750)',
    es: 'Daños a la propiedad (de $100 a menos de $750)',
  },
  'CRIM MISCHIEF>=$100<$750': {
    en: 'Criminal mischief (damage of $100 to under $750)',
    es: 'Daños a la propiedad (de $100 a menos de $750)',
  },
  'CRIMINAL MISCHIEF >=$750<$2,50': {
    en: 'Criminal mischief (damage of $750 to under $2,500)',
    es: 'Daños a la propiedad (de $750 a menos de $2,500)',
  },
  'CRIMINAL MISCHIEF >=$2,500<30K': {
    en: 'Criminal mischief (damage of $2,500 to under $30,000)',
    es: 'Daños a la propiedad (de $2,500 a menos de $30,000)',
  },
  'GRAFFITI >=$100<$750': {
    en: 'Graffiti (damage of $100 to under $750)',
    es: 'Grafiti (daños de $100 a menos de $750)',
  },
  // --- theft and fraud ---
  'THEFT PROP>=$100<$750': {
    en: 'Theft of property worth $100 to under $750',
    es: 'Hurto de bienes con valor de $100 a menos de $750',
  },
  'THEFT PROP>=$750<$2500': {
    en: 'Theft of property worth $750 to under $2,500',
    es: 'Hurto de bienes con valor de $750 a menos de $2,500',
  },
  'THEFT PROP>=$2500<$30K': {
    en: 'Theft of property worth $2,500 to under $30,000',
    es: 'Hurto de bienes con valor de $2,500 a menos de $30,000',
  },
  'THEFT PROP>=$30K<$150K': {
    en: 'Theft of property worth $30,000 to under $150,000',
    es: 'Hurto de bienes con valor de $30,000 a menos de $150,000',
  },
  'THEFT >=2,500 <30,000': {
    en: 'Theft of $2,500 to under $30,000',
    es: 'Hurto de $2,500 a menos de $30,000',
  },
  'THEFT >=$30,000 <$150,000': {
    en: 'Theft of $30,000 to under $150,000',
    es: 'Hurto de $30,000 a menos de $150,000',
  },
  'THEFT <$2,500 2/MORE PREV CONV': {
    en: 'Theft under $2,500, with two or more previous convictions',
    es: 'Hurto de menos de $2,500, con dos o más condenas anteriores',
  },
  'THEFT AGGREGATE =>$2,500<$30K': {
    en: 'Theft, added together, of $2,500 to under $30,000',
    es: 'Hurto, sumando varios, de $2,500 a menos de $30,000',
  },
  'THEFT AGGREGATE =>30K<150K MUL': {
    en: 'Theft, added together, of $30,000 to under $150,000',
    es: 'Hurto, sumando varios, de $30,000 a menos de $150,000',
  },
  'THEFT FROM PERSON/ELDERLY': {
    en: 'Theft from a person or an elderly person',
    es: 'Hurto a una persona o a una persona mayor',
  },
  'THEFT OF FIREARM': { en: 'Theft of a firearm', es: 'Hurto de un arma de fuego' },
  'THEFT OF FIREARM FROM ELDERLY': {
    en: 'Theft of a firearm from an elderly person',
    es: 'Hurto de un arma de fuego a una persona mayor',
  },
  'THEFT-SHOPLIFTING': { en: 'Theft (shoplifting)', es: 'Hurto (en una tienda)' },
  'UNAUTH USE OF VEHICLE': {
    en: 'Unauthorized use of a vehicle',
    es: 'Uso no autorizado de un vehículo',
  },
  'CREDIT CARD ABUSE': { en: 'Credit card abuse', es: 'Uso indebido de una tarjeta de crédito' },
  'CREDIT/DEBIT CARD ABUSE': {
    en: 'Credit or debit card abuse',
    es: 'Uso indebido de una tarjeta de crédito o débito',
  },
  'FLSE STMNT OBTAIN CREDIT $30K-': {
    en: 'False statement to obtain credit ($30,000 or more)',
    es: 'Declaración falsa para obtener crédito ($30,000 o más)',
  },
  'FORGERY GOVT/FINANCIAL INSTRUMENT': {
    en: 'Forgery of a government or financial document',
    es: 'Falsificación de un documento del gobierno o financiero',
  },
  'FRAUD USE/POSS IDENTIFYING INFO # ITEMS <5': {
    en: 'Fraudulent use or possession of identifying information (fewer than 5 items)',
    es: 'Uso o posesión fraudulenta de datos de identificación (menos de 5)',
  },
  'FRAUD/USE/POSS ID INFO-LESS 5': {
    en: 'Fraudulent use or possession of identifying information (fewer than 5 items)',
    es: 'Uso o posesión fraudulenta de datos de identificación (menos de 5)',
  },
  'SEC EXEC DOC DECEPT >=2500<30K': {
    en: 'Getting a document signed by deception ($2,500 to under $30,000)',
    es: 'Obtener la firma de un documento mediante engaño (de $2,500 a menos de $30,000)',
  },
  'ENGAGING IN ORG CRIMINAL ACTIV': {
    en: 'Engaging in organized criminal activity',
    es: 'Participación en actividad delictiva organizada',
  },
  'ENGAGING IN ORGANIZED CRIMINAL ACTIVITY': {
    en: 'Engaging in organized criminal activity',
    es: 'Participación en actividad delictiva organizada',
  },
  // --- drugs ---
  'POSS MARIJ <2OZ': {
    en: 'Possession of marijuana, under 2 ounces',
    es: 'Posesión de marihuana, menos de 2 onzas',
  },
  'POSS MARIJ >2OZ<=4OZ': {
    en: 'Possession of marijuana, over 2 and up to 4 ounces',
    es: 'Posesión de marihuana, más de 2 y hasta 4 onzas',
  },
  'POSS MARIJUANA 2-4 0Z': {
    en: 'Possession of marijuana, 2 to 4 ounces',
    es: 'Posesión de marihuana, de 2 a 4 onzas',
  },
  'POSS MARIJ 4 OZ. - 5 LBS.': {
    en: 'Possession of marijuana, 4 ounces to 5 pounds',
    es: 'Posesión de marihuana, de 4 onzas a 5 libras',
  },
  'POSS CS PG 1 <1G': {
    en: 'Possession of a controlled substance (penalty group 1), under 1 gram',
    es: 'Posesión de una sustancia controlada (grupo 1), menos de 1 gramo',
  },
  'POSS CS PG 1/1-B <1G': {
    en: 'Possession of a controlled substance (penalty group 1 or 1-B), under 1 gram',
    es: 'Posesión de una sustancia controlada (grupo 1 o 1-B), menos de 1 gramo',
  },
  'POSS CS PG 1/1-B >=1G<4G': {
    en: 'Possession of a controlled substance (penalty group 1 or 1-B), 1 to under 4 grams',
    es: 'Posesión de una sustancia controlada (grupo 1 o 1-B), de 1 a menos de 4 gramos',
  },
  'POSS CS PG 1/1-B >=4G<200G': {
    en: 'Possession of a controlled substance (penalty group 1 or 1-B), 4 to under 200 grams',
    es: 'Posesión de una sustancia controlada (grupo 1 o 1-B), de 4 a menos de 200 gramos',
  },
  'POSS CS PG 1/1-B >=200G<400G': {
    en: 'Possession of a controlled substance (penalty group 1 or 1-B), 200 to under 400 grams',
    es: 'Posesión de una sustancia controlada (grupo 1 o 1-B), de 200 a menos de 400 gramos',
  },
  'POSS CS PG 1 4G - 200G': {
    en: 'Possession of a controlled substance (penalty group 1), 4 to 200 grams',
    es: 'Posesión de una sustancia controlada (grupo 1), de 4 a 200 gramos',
  },
  'POSS CS PG 2 <1GRAM': {
    en: 'Possession of a controlled substance (penalty group 2), under 1 gram',
    es: 'Posesión de una sustancia controlada (grupo 2), menos de 1 gramo',
  },
  'POSS CS PG 2 >=1G<4G': {
    en: 'Possession of a controlled substance (penalty group 2), 1 to under 4 grams',
    es: 'Posesión de una sustancia controlada (grupo 2), de 1 a menos de 4 gramos',
  },
  'POSS CS PG 2 4G - 400G': {
    en: 'Possession of a controlled substance (penalty group 2), 4 to 400 grams',
    es: 'Posesión de una sustancia controlada (grupo 2), de 4 a 400 gramos',
  },
  'DEL CS PG 1-B >=1G<4G': {
    en: 'Delivery of a controlled substance (penalty group 1-B), 1 to under 4 grams',
    es: 'Entrega de una sustancia controlada (grupo 1-B), de 1 a menos de 4 gramos',
  },
  'MAN DEL CS PG 1 >=1G<4G': {
    en: 'Manufacture or delivery of a controlled substance (penalty group 1), 1 to under 4 grams',
    es: 'Fabricación o entrega de una sustancia controlada (grupo 1), de 1 a menos de 4 gramos',
  },
  'POSS INT DEL CS PG 1-B >=400G': {
    en: 'Possession with intent to deliver a controlled substance (penalty group 1-B), 400 grams or more',
    es: 'Posesión con intención de entregar una sustancia controlada (grupo 1-B), 400 gramos o más',
  },
  'POSS W/INT DEL/MAN/DEL PG1 >=4': {
    en: 'Possession with intent to deliver a controlled substance (penalty group 1), 4 grams or more',
    es: 'Posesión con intención de entregar una sustancia controlada (grupo 1), 4 gramos o más',
  },
  'POSS DANG DRUG': { en: 'Possession of a dangerous drug', es: 'Posesión de una droga peligrosa' },
  'POSS DANGEROUS DRUG': { en: 'Possession of a dangerous drug', es: 'Posesión de una droga peligrosa' },
  'POSS DRUG PARAPHERNALIA': {
    en: 'Possession of drug paraphernalia',
    es: 'Posesión de objetos para el consumo de drogas',
  },
  // --- intoxication and driving ---
  'BOATING WHILE INTOXICATED': {
    en: 'Boating while intoxicated (BWI)',
    es: 'Manejar una embarcación en estado de intoxicación (BWI, por sus siglas en inglés)',
  },
  'DRIVING WHILE INTOXICATED': {
    en: 'Driving while intoxicated (DWI)',
    es: 'Manejar en estado de intoxicación (DWI, por sus siglas en inglés)',
  },
  'DRIVING WHILE INTOXICATED 3RD OR MORE': {
    en: 'Driving while intoxicated (DWI), third time or more',
    es: 'Manejar en estado de intoxicación (DWI), tercera vez o más',
  },
  'DWI 1ST OFFENDER BAC>=0.15': {
    en: 'Driving while intoxicated (DWI), first offense, blood alcohol 0.15 or more',
    es: 'Manejar en estado de intoxicación (DWI), primera vez, alcohol en la sangre de 0.15 o más',
  },
  'DWI 2ND': {
    en: 'Driving while intoxicated (DWI), second time',
    es: 'Manejar en estado de intoxicación (DWI), segunda vez',
  },
  'DWI THIRD': {
    en: 'Driving while intoxicated (DWI), third time',
    es: 'Manejar en estado de intoxicación (DWI), tercera vez',
  },
  'DWI W/CHILD UNDER 15 YOA': {
    en: 'Driving while intoxicated (DWI) with a passenger under 15',
    es: 'Manejar en estado de intoxicación (DWI) con un pasajero menor de 15 años',
  },
  'PUBLIC INTOXICATION': { en: 'Public intoxication', es: 'Intoxicación en público' },
  'DRIVING WHILE LICENSE INVALID': {
    en: 'Driving with an invalid license',
    es: 'Manejar con una licencia no válida',
  },
  'RECKLESS DRIVING': { en: 'Reckless driving', es: 'Manejo imprudente' },
  'FSRA ACC INVOLVING INJURY': {
    en: 'Failure to stop and give information after a crash with an injury',
    es: 'No detenerse ni dar información después de un choque con lesiones',
  },
  'EVADING ARREST DETENTION': { en: 'Evading arrest or detention', es: 'Evadir un arresto o una detención' },
  'EVADING ARREST/DETENTION': { en: 'Evading arrest or detention', es: 'Evadir un arresto o una detención' },
  'EVADING ARREST DETENTION W/VEH': {
    en: 'Evading arrest or detention with a vehicle',
    es: 'Evadir un arresto o una detención en un vehículo',
  },
  'EVADING ARREST/DETENTION W/VEH': {
    en: 'Evading arrest or detention with a vehicle',
    es: 'Evadir un arresto o una detención en un vehículo',
  },
  'EVAD ARREST/DETENTION W/PREV C': {
    en: 'Evading arrest or detention, with a previous conviction',
    es: 'Evadir un arresto o una detención, con una condena anterior',
  },
  'FLEEING/ATT ELUDE POLICE OFF': {
    en: 'Fleeing or trying to elude a police officer',
    es: 'Huir o intentar eludir a un agente de policía',
  },
  // --- weapons ---
  'ATT POSS FIREARM': {
    en: 'Attempted unlawful possession of a firearm',
    es: 'Tentativa de posesión ilegal de un arma de fuego',
  },
  'UNL CARRY WEAPON W/ FELONY CON': {
    en: 'Unlawfully carrying a weapon, with a felony conviction',
    es: 'Portar un arma ilegalmente, con una condena por delito grave',
  },
  'UNL CARRYING WEAPON': { en: 'Unlawfully carrying a weapon', es: 'Portar un arma ilegalmente' },
  'UNL POSS FIREARM BY FELON': {
    en: 'Unlawful possession of a firearm by a person with a felony conviction',
    es: 'Posesión ilegal de un arma de fuego por una persona con una condena por delito grave',
  },
  'UNL POSS PROH WEAPON': { en: 'Possession of a prohibited weapon', es: 'Posesión de un arma prohibida' },
  'POSS-UNL USE CRIM INSTR': {
    en: 'Possession or use of a criminal instrument',
    es: 'Posesión o uso de un instrumento para cometer un delito',
  },
  // --- public order and justice ---
  'DISORDERLY CONDUCT-FIGHTING': { en: 'Disorderly conduct (fighting)', es: 'Alteración del orden público (pelea)' },
  'FAIL TO ID FUGITIVE INTENT GIVE FALSE INFO': {
    en: 'Failure to identify, as a fugitive, giving false information',
    es: 'No identificarse, siendo prófugo, dando información falsa',
  },
  'FALSE REPORT TO PEACE OFFICER': {
    en: 'False report to a peace officer',
    es: 'Reporte falso a un agente del orden',
  },
  'HINDER APPREHENSION': { en: 'Hindering apprehension', es: 'Obstaculizar la captura de una persona' },
  'RESIST ARREST SEARCH OR TRANSP': {
    en: 'Resisting arrest, search or transport',
    es: 'Resistirse al arresto, a la revisión o al traslado',
  },
  'TAMP GOV REC LIC/SEAL/DEFR/HRM': {
    en: 'Tampering with a government record (license, seal or permit)',
    es: 'Alteración de un registro del gobierno (licencia, sello o permiso)',
  },
  'TAMP GOVT/SCL REC LIC/SEAL/PER': {
    en: 'Tampering with a government record (license, seal or permit)',
    es: 'Alteración de un registro del gobierno (licencia, sello o permiso)',
  },
  'TAMPER W/GOVERNMENT RECORD': {
    en: 'Tampering with a government record',
    es: 'Alteración de un registro del gobierno',
  },
  'TAMPER FABRICATE PHYSICAL EVIDENCE': {
    en: 'Tampering with or fabricating physical evidence',
    es: 'Alterar o fabricar pruebas físicas',
  },
  'TAMPER/FABRICATE PHYS EVD W/IN': {
    en: 'Tampering with or fabricating physical evidence',
    es: 'Alterar o fabricar pruebas físicas',
  },
  'ATT TAMPER WITH PHYSICAL EVIDE': {
    en: 'Attempted tampering with physical evidence',
    es: 'Tentativa de alterar pruebas físicas',
  },
  'TAMPER W/ELEC MONITR DEV ON SU': {
    en: 'Tampering with an electronic monitoring device',
    es: 'Alterar un dispositivo de monitoreo electrónico',
  },
  'UNAUTH ABSENCE COMM CORR FAC': {
    en: 'Unauthorized absence from a community corrections facility',
    es: 'Ausencia no autorizada de un centro correccional comunitario',
  },
  'PROH SUBSTANCE CORRECT FACILIT': {
    en: 'Prohibited substance in a correctional facility',
    es: 'Sustancia prohibida en un centro correccional',
  },
};

/** The clerk's literal as the table keys it: upper case, single spaces, trimmed. */
export function offenseKey(literal: string): string {
  return literal.toUpperCase().replace(/\s+/g, ' ').trim();
}

/**
 * The clerk's field is 30 characters: a literal that long may be cut short (`CRIMINAL TRESPASS HABIT/SHELTE`).
 * Such a literal reads as the words of the rows of the table it begins, when they all say the same; otherwise as
 * nothing.
 */
const CLERK_FIELD_LENGTH = 30;

function wordsOfCutLiteral(key: string): OffenseWords | undefined {
  const rows = Object.entries(OFFENSE_WORDS).filter(([k]) => k.startsWith(key));
  // Several rows may begin the same way and say the same (a literal the clerk wrote cut and whole).
  const said = new Set(rows.map(([, w]) => `${w.en}|${w.es}`));
  return said.size === 1 ? rows[0]?.[1] : undefined;
}

/**
 * The attempt and conspiracy prefixes of the classifier (packages/harris-data `INCHOATE_PREFIXES`, PC 15.01 and
 * 15.02; the api's offense-words test checks that the two lists agree), with how the words say them.
 */
export const INCHOATE_WORDS: readonly (readonly [string, OffenseWords])[] = [
  ['ATTEMPTED ', { en: 'Attempted', es: 'Tentativa de' }],
  ['ATTEMPT ', { en: 'Attempted', es: 'Tentativa de' }],
  ['ATTMPT ', { en: 'Attempted', es: 'Tentativa de' }],
  ['ATT ', { en: 'Attempted', es: 'Tentativa de' }],
  ['CRIMINAL CONSPIRACY ', { en: 'Conspiracy to commit', es: 'Conspiración para cometer' }],
  ['CRIM CONSPIRACY ', { en: 'Conspiracy to commit', es: 'Conspiración para cometer' }],
  ['CONSPIRACY ', { en: 'Conspiracy to commit', es: 'Conspiración para cometer' }],
  ['CONSP ', { en: 'Conspiracy to commit', es: 'Conspiración para cometer' }],
];

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A literal as long as the clerk's field (a cut that fell on a space loses it when the key is trimmed). */
const mayBeCut = (key: string) => key.length >= CLERK_FIELD_LENGTH - 1;

function wordsOf(key: string, cut: boolean): OffenseWords | undefined {
  return OFFENSE_WORDS[key] ?? (cut ? wordsOfCutLiteral(key) : undefined);
}

/**
 * The literal in plain words in `lang`, or null when the table does not know it (show the literal alone): the
 * literal's own row, the row a literal cut at the clerk's 30 characters begins, or an attempt or conspiracy of a
 * literal the table knows (`ATT THEFT-SHOPLIFTING`: "Attempted theft (shoplifting)").
 */
export function offenseInPlainWords(literal: string | null | undefined, lang: 'en' | 'es'): string | null {
  if (!literal) return null;
  const key = offenseKey(literal);
  const cut = mayBeCut(key);
  const words = wordsOf(key, cut);
  if (words) return words[lang];
  for (const [prefix, how] of INCHOATE_WORDS) {
    if (!key.startsWith(prefix)) continue;
    const object = wordsOf(key.slice(prefix.length), cut);
    return object ? `${how[lang]} ${lowerFirst(object[lang])}` : null;
  }
  return null;
}
