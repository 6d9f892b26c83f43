import type en from '../en/reasons';
import type { Messages } from '../../types';

/** Texto en español de cada código de razón del motor de elegibilidad (términos del glosario glossary-es.md). */
const reasons: Messages<typeof en> = {
  // Por qué se aplica una sección
  MEETS_411_072:
    'Este caso califica para la orden de no divulgación automática (sección 411.072): terminó una adjudicación diferida por un delito menor y no tiene otros antecedentes que cuenten en su contra.',
  MEETS_411_0725:
    'Este caso califica bajo la sección 411.0725: usted terminó la adjudicación diferida y el juez le liberó de la supervisión y desestimó el caso.',
  MEETS_411_0726:
    'Este caso califica bajo la sección 411.0726: usted terminó una adjudicación diferida por manejar en estado de intoxicación (DWI, por sus siglas en inglés).',
  MEETS_411_0726_BWI:
    'Este caso califica bajo la sección 411.0726 por manejar una embarcación en estado de intoxicación (BWI, por sus siglas en inglés): usted terminó la adjudicación diferida.',
  MEETS_411_0727:
    'Este caso califica bajo la sección 411.0727 porque usted completó un programa de la corte de tratamiento para veteranos.',
  MEETS_411_0728:
    'Este caso podría calificar bajo la sección 411.0728, para personas que cometieron ciertos delitos porque eran víctimas de trata de personas.',
  MEETS_411_0729:
    'Este caso califica bajo la sección 411.0729 porque usted es veterano(a) y completó un programa de reincorporación laboral para veteranos.',
  MEETS_411_073:
    'Este caso califica bajo la sección 411.073: lo declararon culpable de un delito menor y terminó la supervisión comunitaria (probation) sin que se la revocaran.',
  MEETS_411_0731:
    'Este caso califica bajo la sección 411.0731: lo declararon culpable de un primer DWI y terminó la supervisión comunitaria (probation).',
  MEETS_411_0735:
    'Este caso califica bajo la sección 411.0735: lo declararon culpable de un delito menor y terminó de cumplir su pena sin supervisión comunitaria.',
  MEETS_411_0736:
    'Este caso califica bajo la sección 411.0736: lo declararon culpable de un primer DWI y terminó de cumplir su pena.',
  WAIT_OVER: 'El período de espera de {{years}} años de la sección {{section}} terminó el {{date}}.',
  WAIT_NOT_OVER: 'Debe esperar hasta el {{date}} ({{years}} años) para pedir esta orden bajo la sección {{section}}.',
  NO_WAIT: 'La sección {{section}} no tiene período de espera. Puede pedir la orden a partir del {{date}}.',
  AUTOMATIC_ORDER_NO_PETITION:
    'No necesita presentar una petición. La corte debería dar la orden por su cuenta a partir del {{date}}. Si no lo hizo, envíe a la corte una carta con pruebas de que califica y pague la cuota de ${{fee072}}. En Texas no hay ninguna ley que selle los antecedentes automáticamente: este es el único tipo de caso en que la corte debe actuar sin una petición.',
  DISCHARGE_BEFORE_072_CUTOFF:
    'El juez le liberó de la supervisión antes del {{date}}, así que la orden automática no se aplica. Todavía puede presentar una petición bajo la sección 411.0725.',
  INTERLOCK_SHORTER_WAIT:
    'Como usó un dispositivo de bloqueo del encendido (ignition interlock) por al menos {{months}} meses, su período de espera es de {{years}} años en vez de 5.',
  ASSUMED_NO_INTERLOCK:
    'Usamos el período de espera más largo, de {{years}} años. Si usó un dispositivo de bloqueo del encendido (ignition interlock) por al menos {{months}} meses, díganoslo: su espera podría ser más corta.',
  STILL_ON_SUPERVISION:
    'Usted todavía está bajo supervisión en este caso, que debe terminar el {{date}}. Primero tiene que terminarla.',
  DATE_ESTIMATED:
    'Calculamos la fecha {{date}} a partir de los registros de la corte. Compárela con los documentos de su caso.',
  DEFERRED_BLOCKS_EXPUNCTION:
    'Como estuvo bajo supervisión comunitaria (probation o adjudicación diferida) en este caso, la ley no permite la expunción. Una orden de no divulgación puede sellarlo.',
  LATER_CONVICTION_MAY_WEIGH:
    'Usted tiene una condena o adjudicación diferida más reciente. No le impide presentar la petición, pero el juez puede tomarla en cuenta al decidir.',
  CLASS_C_CLEAN_PERIOD_CHECK:
    'Usted nos dijo que tiene una condena o un caso diferido por un delito menor de clase C (que no es una multa de tránsito). Si ocurrió mientras estaba en supervisión por este caso o durante su período de espera, impediría esta orden. Solo un juez lo decide.',
  EXPUNCTION_PARTIAL:
    'Si el fiscal no está de acuerdo, la policía y la fiscalía pueden guardar sus propios registros de este arresto después de la expunción.',
  FEE_WAIVED_ACQUITTAL_30_DAYS:
    'Sin cuota de presentación: lo declararon no culpable, así que la corte no puede cobrarle la cuota de presentación si presenta su petición de expunción a más tardar el {{date}}. Después de esa fecha, se cobra la cuota normal.',
  FEE_WAIVED_SPECIALTY_COURT:
    'Sin cuota de presentación: su caso se desestimó después de que usted completó un programa de la corte de tratamiento para veteranos o del tribunal de salud mental, así que la corte no puede cobrarle la cuota de presentación por esta expunción.',
  HARRIS_DA_PTI_ONE_YEAR:
    'En los programas de intervención previa al juicio por DWI o violencia familiar, la Oficina del Fiscal de Distrito del Condado de Harris suele aceptar la expunción solo un año después de la desestimación: a partir del {{date}}.',
  NO_PROBABLE_CAUSE_MAYBE:
    'Su caso fue desestimado por falta de pruebas. Si un juez decide que nunca hubo causa probable para acusarle, podría pedir la expunción antes. Un abogado se lo puede explicar.',
  LIMITATIONS_ESTIMATED:
    'Contamos el plazo de prescripción desde la desestimación, hasta el {{date}}. Esto supone que usted no vivió fuera de Texas durante ese tiempo.',

  // Expunción
  EXPUNCTION_ACQUITTAL:
    'Lo declararon no culpable. Puede pedirle a la corte la expunción (borrar los registros) de este caso.',
  EXPUNCTION_NO_BILL:
    'No le presentaron cargos, o el gran jurado decidió no acusarle (no-bill). Después de un período de espera, puede pedir la expunción del arresto.',
  EXPUNCTION_PRETRIAL_INTERVENTION:
    'Su caso fue desestimado después de que terminó un programa de intervención previa al juicio (pretrial intervention). Puede pedir la expunción.',
  EXPUNCTION_VTC_DISMISSAL:
    'Su caso fue desestimado después de que terminó la corte de tratamiento para veteranos. Puede pedir la expunción, y la corte no cobra cuota por ella.',
  EXPUNCTION_NO_PROBABLE_CAUSE:
    'Su caso fue desestimado por falta de pruebas. Si la corte acepta que no había causa probable, puede pedir la expunción.',
  EXPUNCTION_LIMITATIONS:
    'Su caso fue desestimado. Cuando termine el plazo de prescripción para acusarle de nuevo, puede pedir la expunción.',
  EXPUNCTION_HANDGUN_BEFORE_2021:
    'Lo declararon culpable de portar una pistola sin licencia por algo que pasó antes del 1 de septiembre de 2021. La ley le permite pedir la expunción.',

  // Impedimentos
  BAR_411074_SEX_OFFENDER:
    'Un delito que exige registro como delincuente sexual impide cualquier orden de no divulgación.',
  BAR_411074_AGGRAVATED_KIDNAPPING:
    'Una condena o adjudicación diferida por secuestro agravado impide cualquier orden de no divulgación.',
  BAR_411074_MURDER:
    'Una condena o adjudicación diferida por asesinato o asesinato capital impide cualquier orden de no divulgación.',
  BAR_411074_HUMAN_TRAFFICKING:
    'Una condena o adjudicación diferida por trata de personas impide cualquier orden de no divulgación.',
  BAR_411074_INJURY_CHILD_ELDERLY_DISABLED:
    'Una condena o adjudicación diferida por lesiones a un niño, a una persona mayor o a una persona con discapacidad impide cualquier orden de no divulgación.',
  BAR_411074_CHILD_ABANDON_ENDANGER:
    'Una condena o adjudicación diferida por abandono o puesta en peligro de un niño impide cualquier orden de no divulgación.',
  BAR_411074_PROTECTIVE_ORDER_VIOLATION:
    'Una condena o adjudicación diferida por violar una orden de protección o las condiciones de una fianza impide cualquier orden de no divulgación.',
  BAR_411074_STALKING:
    'Una condena o adjudicación diferida por acecho (stalking) impide cualquier orden de no divulgación.',
  BAR_411074_FAMILY_VIOLENCE: 'Un delito de violencia familiar impide cualquier orden de no divulgación.',
  BAR_411074_FAMILY_VIOLENCE_FINDING:
    'La corte decidió que este delito fue de violencia familiar. Eso impide una orden de no divulgación.',
  CLEAN_PERIOD_VIOLATED:
    'Lo declararon culpable o le dieron adjudicación diferida otra vez el {{date}}, durante el período de espera de este caso. La ley no permite una orden de no divulgación para este caso.',
  FIRST_OFFENDER_FAILED:
    'La sección {{section}} es solo para personas sin ninguna condena ni adjudicación diferida anterior. Usted tiene una del {{date}}.',
  FIRST_OFFENDER_CLASS_C_RECORD:
    'La sección {{section}} es solo para personas sin ninguna otra condena ni adjudicación diferida. Usted nos dijo que tiene una condena o un caso diferido por un delito menor de clase C (que no es una multa de tránsito), así que esta sección no le corresponde.',
  FELONY_CONVICTION:
    'Una condena por delito grave no se puede sellar con una orden de no divulgación, salvo después de la corte de tratamiento para veteranos.',
  EXCLUDED_OFFENSE: 'La ley deja este delito fuera de la sección {{section}}.',
  DWI_NOT_CLASS_B:
    'Solo se puede sellar un DWI de clase B. Este caso aparece como {{level}}, lo que significa una concentración de alcohol más alta (0.15 o más) o un delito repetido.',
  FINDING_42A105F:
    'Cuando le dieron la adjudicación diferida, el juez decidió que sellar el caso no sería lo mejor para la justicia. Eso impide esta orden.',
  COLLISION_WITH_ANOTHER_PERSON:
    'Usted nos dijo que hubo un choque con otra persona (un pasajero cuenta). La ley no permite una orden de no divulgación en ese caso.',
  VTC_DWI_ENTRY_EXCLUDED:
    'Los casos de la corte de tratamiento para veteranos que empezaron por un DWI no se pueden sellar bajo la sección 411.0727.',
  VTC_FELONY_WITHIN_TWO_YEARS:
    'Lo declararon culpable de un delito grave el {{date}}, dentro de los dos años después de la corte de tratamiento para veteranos. Eso impide la sección 411.0727.',
  TRAFFICKING_NOT_SOLELY_VICTIM:
    'La sección 411.0728 exige que el delito haya ocurrido solo porque usted era víctima de trata de personas. Usted nos dijo que no fue así.',
  NO_SECTION_FOR_DISPOSITION:
    'Ninguna orden de no divulgación ni ley de expunción se aplica a la forma en que terminó este caso.',

  // No se pudo determinar
  VTC_PRIOR_LISTED_OFFENSE:
    'Usted tiene una condena anterior por delito grave del {{date}}. Algunos delitos graves impiden la sección 411.0727, y no podemos saber si este es uno de ellos.',
  PENDING_CASE: 'Este caso todavía está abierto. Solo podemos revisarlo cuando termine.',
  PENDING_CASE_MAY_BAR:
    'Usted tiene otro caso abierto. Si termina en condena o adjudicación diferida, podría impedir esta orden. No podemos decidir hasta que termine.',
  UNIDENTIFIED_OFFENSE:
    'No pudimos saber qué delito es a partir de los registros de la corte, así que no podemos revisar las reglas.',
  OFFENSE_TYPED_BY_PERSON:
    'Usted escribió este delito, y con esas palabras no podemos saber qué ley es, así que no podemos revisar sus reglas.',
  UNIDENTIFIED_OFFENSE_IN_RECORD:
    'No pudimos identificar el delito de otro de sus casos. Conteste las preguntas sobre delitos anteriores para que podamos revisar.',
  LEVEL_UNKNOWN: 'Los registros de la corte no dicen si fue un delito menor o un delito grave.',
  DISPOSITION_UNKNOWN:
    'Los registros de la corte no dicen cómo terminó este caso. La sentencia o la orden de desestimación lo decide; la Secretaría de Distrito (District Clerk) le puede dar una copia.',
  DATE_UNKNOWN:
    'Falta una fecha que necesitamos en los registros de la corte. Los documentos de su caso deben mostrarla.',
  DATE_ESTIMATED_MATTERS:
    'El resultado depende de una fecha que tuvimos que calcular ({{date}}). Revise la fecha real en los documentos de su caso o con la Secretaría de Distrito (District Clerk).',
  OTHER_CASE_OUTCOME_UNKNOWN:
    'Los registros de la corte no muestran cómo terminó otro de sus casos. Si terminó en condena o adjudicación diferida, podría cambiar este resultado.',
  RECORD_DATE_UNKNOWN:
    'Otro de sus casos no tiene la fecha de la condena o de la adjudicación diferida, así que no podemos revisar las reglas del período de espera.',
  NO_DISCHARGE_ON_RECORD:
    'Los registros de la corte no muestran cómo terminó su supervisión. Su orden de liberación y desestimación lo decide; la Secretaría de Distrito (District Clerk) le puede dar una copia.',
  RECORD_OUTSIDE_DATA:
    'Usted nos dijo que tiene antecedentes fuera del condado de Harris o de antes de 1990. No podemos verlos, y podrían cambiar el resultado.',
  PERSON_ANSWERS_NEEDED:
    'Conteste las preguntas sobre delitos anteriores para que podamos terminar de revisar este caso.',
  CLASS_C_ANSWER_NEEDED:
    'Díganos si alguna vez lo declararon culpable de un delito menor de clase C que no fuera una multa de tránsito, o si recibió adjudicación diferida o disposición diferida por uno. Los registros de la corte que revisamos no incluyen las cortes municipales ni las Cortes de Juez de Paz.',
  VETERAN_ANSWERS_NEEDED: 'Conteste las preguntas sobre servicio militar y programas para veteranos.',
  TRAFFICKING_ANSWERS_NEEDED: 'Conteste las preguntas sobre trata de personas.',
  BAC_UNKNOWN: 'Díganos si su concentración de alcohol en la sangre era menor de 0.15.',
  CDL_UNKNOWN:
    'Díganos si tenía una licencia o permiso de conducir comercial (CDL, por sus siglas en inglés) cuando ocurrió.',
  COLLISION_UNKNOWN: 'Díganos si hubo un choque con otra persona, incluso un pasajero.',
  FINES_PAYMENT_UNKNOWN:
    'Díganos si pagó todas las multas, los costos judiciales y la restitución de este caso (o si el juez se los perdonó).',
  FINES_NOT_PAID:
    'Antes de pedir esta orden, debe pagar todas las multas, los costos judiciales y la restitución, o el juez debe habérselos perdonado.',
  DWI_DEFERRED_ANOMALY:
    'Los registros muestran adjudicación diferida por DWI o BWI, pero la ley no la permitía en esta situación. Un abogado debe revisar los documentos de su caso.',
  BWI_COLLISION_REVIEW:
    'Un choque en un caso de embarcación podría impedir esta orden, o no. Un abogado debe revisarlo.',
  SAME_DAY_RECORD:
    'Lo declararon culpable o le dieron adjudicación diferida en otro caso el mismo día ({{date}}). La ley no es clara en esta situación.',
  LATER_RECORD_AMBIGUOUS:
    'Usted tiene una condena o adjudicación diferida más reciente. Esta sección es solo para personas sin otros antecedentes, y la ley no es clara sobre los más recientes.',
  JUDGE_DECIDES_VIOLENT_OR_SEXUAL:
    'El juez o la jueza debe decidir si este delito fue violento o sexual. Si lo fue, no se puede dar la orden.',
  NEEDS_LEGAL_REVIEW:
    'La ley de la sección {{section}} no es lo bastante clara para darle una respuesta. Una organización de ayuda legal gratuita puede ayudarle.',
  NEW_CASE_AFTER_PETITION:
    'Usted nos dijo que este delito ocurrió después de presentar una petición. El juez puede tomarlo en cuenta. Un abogado puede ayudarle.',
  FELONY_LIMITATIONS_UNKNOWN:
    'El plazo para volver a acusar un delito grave depende del delito, y no podemos saberlo para este. La fiscalía o un abogado le puede decir cuándo termina.',
  PRESENTMENT_UNKNOWN_MAY_BE_EARLIER:
    'El registro de la corte no muestra si un gran jurado le acusó formalmente (indictment). Esta fecha cuenta el plazo de prescripción que tenía el estado para volver a acusarle. Si nunca hubo acusación formal, quizás pueda pedirla antes: tres años después del arresto. Sus documentos de la corte o la Secretaría de Distrito (District Clerk) se lo pueden decir.',
  CHARGE_PRESENTED_UNKNOWN:
    'Los datos del tribunal no muestran si en este caso de delito grave se presentó una acusación formal del gran jurado o una acusación del fiscal. Eso decide qué tipo de expunción aplica y cuándo. La Secretaría del Tribunal de Distrito se lo puede decir.',
  SAME_ARREST_LATEST_DATE:
    'Otros cargos del mismo arresto también se retiraron o terminaron a su favor. Todo el arresto se borra a la vez, así que la fecha es la más tardía de ellos: {{date}}.',
  SAME_ARREST_DATE_UNKNOWN:
    'Otro cargo del mismo arresto también terminó a su favor, pero no podemos calcular su fecha. Todo el arresto se borra a la vez, así que todavía no podemos darle una fecha.',
  DISMISSED_FOR_OTHER_CASE:
    'Este caso se desestimó porque a usted lo condenaron en otro caso. Ese caso vino de otro arresto, así que no impide esta expunción.',
  SAME_EPISODE_MIXED:
    'Otro cargo del mismo arresto terminó de otra forma. Eso puede afectar si este arresto se puede borrar con una expunción.',
  REFILED_CASE_OUTCOME_NEEDED:
    'El registro de la corte dice que este cargo fue desestimado y presentado otra vez como un caso nuevo. Cómo terminó el caso nuevo decide si este arresto se puede borrar con una expunción. Díganos, si lo sabe. La Secretaría de Distrito (District Clerk) se lo puede decir.',
  REFILED_CASE_PENDING:
    'El cargo que presentaron otra vez sigue abierto. Nada de este arresto se puede borrar hasta que ese caso termine.',
  REFILED_CASE_END_MONTH_NEEDED:
    'Usted nos dijo que el cargo que presentaron otra vez también fue desestimado, o que el gran jurado decidió no acusar. Díganos el mes y el año en que terminó, para contar el tiempo de espera.',
  REFILED_CASE_END_MONTH_UNKNOWN:
    'Necesitamos la fecha en que terminó el cargo que presentaron otra vez. La Secretaría de Distrito (District Clerk) se la puede decir y le puede dar una copia de la desestimación.',
  OUT_OF_SCOPE_CLASS_C: 'Este sitio no revisa delitos menores de clase C.',
  OUT_OF_SCOPE_BEFORE_1990: 'Este sitio no revisa casos presentados antes de 1990.',
  EXPUNCTION_MENTAL_HEALTH_COURT:
    'Este caso se desestimó después de que usted terminó un programa del tribunal de salud mental, así que puede pedir una expunción ahora.',
  COMPLETION_FROM_LAST_PAYMENT:
    'Su pena se considera cumplida cuando pagó la última multa, costo judicial o restitución. Contamos su espera desde el {{date}}, el final del mes que nos dijo.',
  PAYMENT_MONTH_ASSUMED:
    'No sabemos cuándo hizo su último pago, así que contamos desde el {{date}}. Si pagó después, su fecha también es posterior.',
  INTERLOCK_CONDITION_NOT_MATCHED:
    'La espera más corta requiere un dispositivo de bloqueo de encendido (ignition interlock) como condición de la orden que nombra la sección {{section}}. El suyo no lo fue, así que la espera es de {{years}} años.',
  JUDGE_MAY_FIND_VIOLENT:
    'El juez o la jueza puede decidir que este delito fue violento y negar la orden. Usted puede pedirla de todas formas.',
  NO_CHARGE_PRESENTED:
    'Los registros no muestran una acusación formal (indictment) por este delito grave. Debe esperar 3 años desde el arresto, a menos que el fiscal certifique antes que los registros ya no se necesitan.',
  ARREST_FROM_ANSWER: 'Contamos la espera desde el {{date}}, el final del mes en que usted nos dijo que lo arrestaron.',
  ANSWER_NOT_SURE:
    'Usted respondió “No lo sé” a: “{{question}}” Esa respuesta puede cambiar el resultado, así que todavía no podemos decirle. Si lo averigua (sus documentos de la corte o la Secretaría de Distrito pueden decírselo), cambie su respuesta con el botón de este caso. Una organización de ayuda legal gratuita también puede ayudarle a averiguarlo.',
  PAYMENT_MONTH_NEEDED:
    'Díganos el mes y el año en que hizo el último pago de multas, costos judiciales o restitución.',
  PAYMENT_YEAR_NEEDED: 'Usted no sabe el mes de su último pago. Díganos el año, si lo sabe.',
  PAYMENT_YEAR_BEFORE_SENTENCE:
    'El año que nos dio es anterior a la sentencia de este caso, así que no puede ser el año de su último pago por él. Revise el año, o elija «No sé el año».',
  PAYMENT_YEAR_LATEST_DAY:
    'Usted nos dijo solo el año de su último pago, así que contamos su espera desde el {{date}}, la fecha más tardía posible. Sus recibos muestran la fecha exacta y quizás le permitan presentar antes.',
  PAYMENT_MONTH_UNKNOWN:
    'Necesitamos el mes de su último pago para saber si terminó su espera. La Secretaría de Distrito (District Clerk) puede decírselo.',
  ARREST_MONTH_NEEDED: 'Díganos el mes y el año en que lo arrestaron por este caso.',
  ARREST_MONTH_UNKNOWN:
    'Necesitamos el mes de su arresto para saber si terminó su espera. La secretaría del tribunal o la agencia que lo arrestó puede decírselo.',
  FAMILY_VIOLENCE_VICTIM_UNKNOWN:
    'Esto depende de quién era la otra persona en su caso de agresión, amenaza o acoso: un familiar, su cónyuge o pareja actual o anterior, el padre o la madre de su hijo o hija, alguien con quien vivía o alguien con quien salía como pareja (la ley de Texas llama a esto violencia familiar). Si no está seguro, la denuncia o el informe de la policía en sus documentos de la corte dice quién era.',
  CLASS_C_IN_WINDOW_NEEDED:
    'Díganos si se decidió un caso de clase C entre la pena o la adjudicación diferida de este caso y la fecha en que puede pedir la orden.',
  HANDGUN_CARRY_UNKNOWN:
    'Usted no está seguro de si el arma estaba solamente dentro de un carro, una camioneta o una embarcación que era suya o que usted manejaba. Eso decide si esta condena se puede borrar con una expunción. La denuncia o la acusación en sus documentos de la corte dice dónde estaba el arma; la Secretaría de Distrito le puede dar una copia.',
  WEAPON_IN_VEHICLE_NEEDED:
    'Díganos si el arma (una pistola, un cuchillo o un garrote) estaba solamente dentro de un carro, una camioneta o una embarcación que era suya o que usted manejaba.',
  OFFENSE_MONTH_NEEDED: 'Díganos el mes y el año en que ocurrió el delito.',
  // La cuarta revisión legal (docs/law D77, D79)
  REVOCATION_SENTENCE_END_NEEDED:
    'Díganos el mes y el año en que terminó de cumplir el tiempo de cárcel que le dio el juez cuando le revocó la supervisión comunitaria (probation).',
  REVOCATION_SENTENCE_ESTIMATED:
    'Usted no sabe cuándo terminó el tiempo de cárcel después de la revocación, así que contamos desde el {{date}}, lo más tarde que pudo terminar (el tiempo de cárcel más largo que la ley permite para este delito, desde la revocación del {{revoked}}). Su fecha es un cálculo: la sentencia muestra la fecha real y quizás le permita presentar antes.',
  FAMILY_VIOLENCE_CONDUCT_NEEDED:
    'Díganos si en el caso se trató de lastimar o intentar lastimar a esa persona, o de amenazarla con lastimarla pronto.',
  FAMILY_VIOLENCE_CONDUCT_UNKNOWN:
    'Usted no está seguro de si en el caso se trató de lastimar o amenazar a esa persona. Eso decide si la ley de Texas lo cuenta como violencia familiar (family violence), lo que impediría toda orden de no divulgación. La denuncia o el informe de la policía en sus documentos de la corte describe lo que pasó.',
  // Decididos a partir de registros reales: lo que anota el registro, y lo que decidiría un caso abierto
  EXPUNCTION_REQUESTED: 'Se pidió una expunción para este caso. Si se concedió, el antecedente desaparecerá.',
  NONDISCLOSURE_PETITION_ON_RECORD:
    'El registro de la corte muestra una petición de orden de no divulgación en este caso. Puede que ya esté en trámite: la Secretaría de Distrito (District Clerk) se lo puede decir.',
  NONDISCLOSURE_ORDER_ON_RECORD:
    'El registro de la corte muestra una orden de no divulgación en este caso. Puede que ya esté sellado: la Secretaría de Distrito (District Clerk) se lo puede decir.',
  EXPUNCTION_HEARING_ON_RECORD:
    'El registro de la corte muestra una audiencia de expunción en este caso. La Secretaría de Distrito (District Clerk) le puede decir cómo terminó.',
  CONVICTION_UNDER_ATTACK:
    'El registro de la corte muestra una apelación, un recurso o una moción de nuevo juicio en este caso. Mientras una corte no la cambie, la condena sigue vigente.',
  ATTEMPT_CLASSIFIED:
    'Este cargo fue una tentativa o una conspiración. Lo revisamos según el delito que se intentó ({{statute}}).',
  ARREST_BOUNDED_BY_DISPOSITION:
    'Su arresto fue, a más tardar, el {{date}}, el día en que terminó este caso, así que el tiempo de espera desde el arresto ya pasó.',
  STATE_JAIL_FELONY_COUNTY_JAIL:
    'Este fue un delito grave de cárcel estatal (state jail felony). Aunque cumplió la pena en la cárcel del condado, sigue siendo una condena por delito grave.',
  DISCHARGE_MONTH_NEEDED:
    'Usted nos dijo que el juez le liberó de la supervisión. Díganos el mes y el año, para contar su tiempo de espera.',
  SUPERVISION_MOTION_PENDING:
    'En este caso sigue abierta una moción para declararle culpable o para revocar su supervisión. Eso no cambia este resultado: el delito mismo impide que este antecedente se selle o se borre.',
  DISCHARGE_YEAR_NEEDED: 'Usted no sabe el mes en que el juez le liberó de la supervisión. Díganos el año, si lo sabe.',
  DISCHARGE_YEAR_NOT_ENOUGH:
    'Para este caso no basta con el año: la fecha exacta cambia qué ley se aplica o cómo cuentan sus otros casos. Su orden de liberación muestra la fecha; la Secretaría de Distrito (District Clerk) le puede dar una copia.',
  DISCHARGE_YEAR_LATEST_DAY:
    'Usted nos dijo solo el año en que el juez le liberó de la supervisión, así que contamos desde el último día de ese año, la fecha más tardía posible. Su orden de liberación muestra la fecha exacta y quizás le permita presentar antes; la Secretaría de Distrito (District Clerk) le puede dar una copia.',
  DISCHARGE_MONTH_UNKNOWN:
    'Necesitamos la fecha en que el juez le liberó de la supervisión. Su orden de liberación muestra la fecha; la Secretaría de Distrito (District Clerk) le puede dar una copia.',
  ORGANIZED_CRIME_OBJECT_NEEDED:
    'Este cargo era por un delito cometido en grupo. El plazo que tenía el estado para volver a acusarle depende de cuál fue ese delito. Díganos, si lo sabe.',
  ORGANIZED_CRIME_TEN_YEARS:
    'Usted nos dijo que el cargo de grupo no era por una muerte (ni una muerte en un choque), un delito sexual, trata de personas o prostitución, ni por una víctima menor de edad. Así que contamos 10 años, el plazo más largo que pudo tener el estado para volver a acusarle.',
  NO_LIMITATIONS_PERIOD:
    'Para este delito, el plazo para volver a acusarle nunca vence, o depende de la edad de la víctima, así que esperar no abre esta expunción. Pregunte a la fiscalía o a un abogado por otras opciones.',
  FAMILY_VIOLENCE_IN_CHARGE:
    'El cargo de este caso (la denuncia o la acusación del gran jurado) nombra como víctima a un familiar, a alguien de su hogar o a alguien con quien salía. Eso cuenta como violencia familiar aunque se haya declarado culpable de un delito menor.',
  PRIOR_CONVICTION_IN_CHARGE:
    'El cargo de este caso dice que usted tenía una condena anterior. Esta orden es solo para personas sin antecedentes anteriores.',
  PRIOR_RECORD_ANSWER_NEEDED:
    'El cargo de este caso dice que usted tenía una condena anterior. Díganos si tenía antecedentes antes de este caso.',
  PRIOR_CONVICTION_DISPUTED:
    'El cargo de este caso dice que usted tenía una condena anterior, pero usted nos dijo que no, o que no está seguro. La sentencia de este caso lo aclara; la Secretaría de Distrito (District Clerk) le puede dar una copia.',
};

export default reasons;
