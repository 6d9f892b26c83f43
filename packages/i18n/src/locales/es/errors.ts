import type en from '../en/errors';
import type { Messages } from '../../types';

const errors: Messages<typeof en> = {
  api: {
    bad_request: 'La solicitud no es válida.',
    validation_error: 'Algunos campos no son válidos.',
    session_expired: 'Su sesión expiró. Vuelva a empezar.',
    not_found: 'No se encontró.',
    method_not_allowed: 'Método no permitido.',
    not_acceptable: 'No aceptable.',
    payload_too_large: 'La solicitud es demasiado grande.',
    unsupported_media_type: 'Envíe JSON.',
    rate_limited: 'Demasiadas solicitudes. Espere un minuto e intente de nuevo.',
    unavailable: 'El servicio está ocupado. Intente de nuevo en un momento.',
    unknown_spn: 'Esa lista de casos no es parte de su búsqueda. Por favor, busque de nuevo.',
    unknown_case: 'Ese caso no es parte de los casos que confirmó.',
    no_confirmed_cases: 'Primero confirme sus casos.',
    no_data: 'Los datos de la corte aún no están cargados. Intente de nuevo más tarde.',
    general: 'Ocurrió un error. Vuelva a intentarlo más tarde.',
    pdf_busy: 'Se están preparando muchos documentos en este momento. Intente de nuevo en unos segundos.',
    pdf_timeout: 'Este documento tardó demasiado en prepararse. Intente de nuevo en unos segundos.',
    staff_unauthenticated: 'Inicie sesión en la consola del personal.',
    staff_forbidden: 'Su función no permite hacer esto.',
    csrf_invalid: 'Esta página está desactualizada. Vuelva a cargarla e intente de nuevo.',
    sign_in_failed: 'El correo electrónico o la contraseña no son correctos.',
    account_locked: 'Esta cuenta está bloqueada. Pida a un administrador que la desbloquee.',
    totp_invalid: 'El código no es correcto o ya se usó. Espere el siguiente código e intente de nuevo.',
    sync_running: 'Ya hay una sincronización en curso.',
    import_not_decidable: 'Ya no se puede aceptar ni rechazar esta importación.',
    staff_exists: 'Ya existe un miembro del personal con este correo electrónico.',
    no_county_report: 'Todavía no se ha preparado el informe del condado.',
    password_change_required: 'Primero elija su propia contraseña.',
  },
  validation: {
    required: 'Este dato es obligatorio',
    invalid: 'No es válido',
    tooLong: 'Demasiado largo',
    tooMany: 'Demasiadas entradas',
    invalidDate: 'Escriba una fecha real',
    mustAgreeToTerms: 'Para continuar, debe aceptar las condiciones de uso',
    offenseOrNone: 'Marque al menos un delito o «Ninguno de los anteriores» para continuar.',
    noneAndOffense:
      'No puede marcar «Ninguno de los anteriores» y uno o más delitos al mismo tiempo. Revise y corrija su selección.',
    invalidEmail: 'Correo electrónico no válido',
    invalidPhone: 'Escriba un número de teléfono de al menos 7 dígitos',
    monthRequired: 'Elija el mes y el año, o marque «No sé el mes»',
    monthInFuture: 'Elija un mes que ya haya pasado',
    answerInvalid: 'Elija una de las respuestas',
    surveyEmpty: 'Conteste al menos una pregunta antes de enviar la encuesta',
  },
};

export default errors;
