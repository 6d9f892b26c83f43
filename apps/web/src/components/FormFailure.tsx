import { Alert } from './Alert';

/**
 * Why a form's request failed, inside the form (a modal's too), announced at once: a toast would be dimmed
 * behind a modal and gone in seconds.
 */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="error" role="alert">
      <p>{message}</p>
    </Alert>
  );
}
