import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '../../components/ui/Input.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { boxesOf, lengthOf } from './lengths.ts';

/**
 * A length as a site measures it: a feet box and an inches box, large for a thumb. The feet box
 * also takes `12' 6 1/2"` typed or pasted whole. Only a valid length reaches `onChange`; a wrong
 * one stays in the boxes with its message until it is fixed.
 */
export function LengthInput({
  label,
  value,
  onChange,
  className,
  hint,
}: {
  label: string;
  value: number;
  onChange: (eighths: number) => void;
  className?: string;
  /** What blank means (a default), shown under the boxes. */
  hint?: string;
}) {
  const { t } = useI18n();
  const [text, setText] = useState(() => boxesOf(value));
  const emitted = useRef(value);
  const errorId = useId();
  const hintId = useId();
  // A change from elsewhere (a reload, a removed row shifting up) shows in the boxes.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(boxesOf(value));
    }
  }, [value]);

  const result = lengthOf(text.feet, text.inches);
  const error = result.ok ? undefined : t(`measurements.messages.${result.error}`);
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const update = (next: { feet: string; inches: string }) => {
    setText(next);
    const parsed = lengthOf(next.feet, next.inches);
    if (parsed.ok && parsed.eighths !== emitted.current) {
      emitted.current = parsed.eighths;
      onChange(parsed.eighths);
    }
  };
  const box = 'h-12 text-lg md:text-lg pr-9';
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      <div className="grid grid-cols-2 gap-2">
        <div className="relative">
          <Input
            className={box}
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('measurements.room.feet', { what: label })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={text.feet}
            onChange={(e) => update({ ...text, feet: e.target.value })}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          >
            {t('measurements.room.ft')}
          </span>
        </div>
        <div className="relative">
          <Input
            className={box}
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('measurements.room.inches', { what: label })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={text.inches}
            onChange={(e) => update({ ...text, inches: e.target.value })}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted-foreground"
          >
            {t('measurements.room.in')}
          </span>
        </div>
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
