import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import type { CrewMember, JobPerson } from './api.ts';
import { Checkbox } from '../../components/ui/NativeControls.tsx';

/**
 * The crew as checkboxes, one per member who can be crew. Members already on the crew but no longer
 * listed (removed from the company) stay choosable, so that saving does not drop them unasked.
 */
export function CrewPicker({
  people,
  selected,
  onChange,
  current = [],
  legend,
  disabled = false,
  error,
  className,
}: {
  people: JobPerson[];
  selected: string[];
  onChange: (ids: string[]) => void;
  /** The job's crew as it is (names of members not in `people`). */
  current?: CrewMember[];
  legend?: string;
  disabled?: boolean;
  /** A validation message for the crew (e.g. someone not in the company). */
  error?: string | undefined;
  className?: string;
}) {
  const { t } = useI18n();
  const id = useId();
  const listed = new Set(people.map((p) => p.userId));
  const options = [
    ...people.map((p) => ({ userId: p.userId, name: p.name, detail: p.email })),
    ...current.filter((c) => !listed.has(c.userId)).map((c) => ({ userId: c.userId, name: c.name, detail: '' })),
  ];
  const toggle = (userId: string, checked: boolean) => {
    const next = checked ? [...selected, userId] : selected.filter((x) => x !== userId);
    // Keep the list's order, so the request does not depend on the order of clicks.
    onChange(options.map((o) => o.userId).filter((x) => next.includes(x)));
  };
  return (
    <fieldset
      className={cn('min-w-0 space-y-2', className)}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend ?? t('jobs.crew.legend')}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('jobs.crew.nobody')}</p>
      ) : (
        <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-input p-1 sm:grid-cols-2">
          {options.map((option) => (
            <li key={option.userId}>
              <label
                htmlFor={`${id}-${option.userId}`}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm hover:bg-accent"
              >
                <Checkbox
                  id={`${id}-${option.userId}`}
                  checked={selected.includes(option.userId)}
                  onChange={(e) => toggle(option.userId, e.target.checked)}
                />
                <span className="min-w-0">
                  <span className="block truncate">{option.name}</span>
                  {option.detail && (
                    <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
