import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../lib/cn';
import { Icon } from './Icon';

const inputBase =
  'block w-full rounded-lg border bg-white px-3.5 text-[0.95rem] text-slate-900 shadow-xs transition ' +
  'focus:outline-none focus:ring-4 disabled:bg-slate-100';

export function inputClasses(invalid: boolean, className?: string): string {
  return cn(
    inputBase,
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
      : 'border-slate-300 focus:border-blue-600 focus:ring-blue-100',
    className,
  );
}

/** What a field's frame gives its control: the id its label names and what describes it. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  /** A line of help under the control, read with it. */
  hint?: ReactNode;
  /** Validation message shown under the field and linked with aria-describedby. */
  error?: string;
  id?: string;
  className?: string;
}

/**
 * The frame every labelled field shares: the <label for> that makes the control reachable by its visible name,
 * then its hint and its refusal under it, both tied to the control by aria-describedby. Only the control differs.
 */
function Field({
  label,
  hint,
  error,
  id,
  className,
  children,
}: FieldFrameProps & { children(c: ControlWiring): ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-600">
          <Icon name="fa-solid fa-circle-exclamation" className="text-xs" />
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  icon?: string;
  /** A control inside the right edge of the input (e.g. show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled text input, with an optional icon inside its left edge and a control inside its right one. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, icon, trailing, id, className, ...inputProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(wiring) => (
        <div className="relative">
          {icon && (
            <Icon
              name={icon}
              className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm text-slate-400"
            />
          )}
          <input
            ref={ref}
            {...wiring}
            className={inputClasses(Boolean(error), cn('h-11', icon && 'pl-10', trailing ? 'pr-11' : undefined))}
            {...inputProps}
          />
          {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
        </div>
      )}
    </Field>
  );
});

interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  children: ReactNode;
}

/** A labelled select, in the same frame as TextField. */
export function SelectField({ label, hint, error, id, className, children, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(wiring) => (
        <select {...wiring} className={inputClasses(Boolean(error), 'h-11')} {...selectProps}>
          {children}
        </select>
      )}
    </Field>
  );
}

interface TextAreaFieldProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {}

/** A labelled multi-line text, in the same frame as TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, hint, error, id, className, ...textareaProps },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(wiring) => (
        <textarea ref={ref} {...wiring} className={inputClasses(Boolean(error), 'py-2')} {...textareaProps} />
      )}
    </Field>
  );
});

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { label, id, className, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        {...inputProps}
      />
      <label htmlFor={inputId} className="text-sm text-slate-700 select-none">
        {label}
      </label>
    </div>
  );
});
