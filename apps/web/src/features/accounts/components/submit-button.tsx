import type { ReactNode } from 'react';

type SubmitButtonProps = {
  /** the request is on its way: the button shows a spinner and `pendingLabel` */
  pending: boolean;
  pendingLabel: string;
  /** the button cannot be used now (a cooldown); it stays focusable and says why in its label */
  unavailable?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A submit button that never loses keyboard focus: while pending or unavailable it is aria-disabled
 * (not disabled), and the form ignores submits meanwhile.
 */
export function SubmitButton({ pending, pendingLabel, unavailable = false, children, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ? `button ${className}` : 'button'}
      aria-disabled={pending || unavailable ? true : undefined}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
