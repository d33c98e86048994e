import { Slot } from '@radix-ui/react-slot';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Label } from './Label.tsx';

/** What Field hands its control: the id its label points at, and the wiring to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** The validation message; when set the control is marked invalid and described by it. */
  error?: string;
  hint?: ReactNode;
  /** The control's id (generated when absent); give it here rather than on the control. */
  id?: string;
  className?: string;
  /** The control: an element (it receives the props), or a function of the props. */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
}

/** A label, a control, a hint and an error message, wired for screen readers. */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy && { 'aria-describedby': describedBy }),
    ...(error && { 'aria-invalid': true }),
  };
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's errors for fields it has no input for (the server named them), shown under the form. */
export function OtherErrors({ errors, shown }: { errors: Record<string, string>; shown: readonly string[] }) {
  return (
    <>
      {Object.entries(errors)
        .filter(([key]) => !shown.includes(key))
        .map(([key, text]) => (
          <p key={key} role="alert" className="text-sm font-medium text-danger-text">
            {text}
          </p>
        ))}
    </>
  );
}
