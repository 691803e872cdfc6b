import type { ReactNode } from 'react';

/** The form's alert under its fields: what the server refused that no field shows, or "check the fields". */
export function FormAlert({ failure, className = 'field-error' }: { failure: string | null; className?: string }) {
  if (!failure) return null;
  return (
    <p className={className} role="alert">
      {failure}
    </p>
  );
}

type SaveButtonProps = {
  pending: boolean;
  label: string;
  /** the label while saving, next to a spinner */
  pendingLabel: string;
};

/** The submit button of a console form: busy and disabled while the save is on its way. */
export function SaveButton({ pending, label, pendingLabel }: SaveButtonProps) {
  return (
    <button type="submit" className="button" aria-busy={pending} disabled={pending}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {pending ? pendingLabel : label}
    </button>
  );
}

type FormActionsProps = SaveButtonProps & { className: string; children?: ReactNode };

/** The alert and the actions row (save first, then what `children` adds: back, cancel) that end a console form. */
export function FormEnd({
  failure,
  alertClassName,
  className,
  children,
  ...save
}: FormActionsProps & { failure: string | null; alertClassName?: string }) {
  return (
    <>
      <FormAlert failure={failure} className={alertClassName} />
      <div className={className}>
        <SaveButton {...save} />
        {children}
      </div>
    </>
  );
}
