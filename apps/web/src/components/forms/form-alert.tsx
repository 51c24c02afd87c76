import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A form-level failure (429, network): announced at once, next to the form's buttons. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" p="sm">
      {message}
    </Alert>
  );
}
