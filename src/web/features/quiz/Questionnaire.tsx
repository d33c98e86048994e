import { ArrowLeft, ArrowRight, CircleCheck, Phone } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import {
  BUDGET_RANGE_KEYS,
  FLOORING_TYPES,
  LEAD_LIMITS,
  LEAD_TIMELINES,
  type BudgetRange,
  type FlooringType,
  type LeadTimeline,
} from '../../../shared/leads.ts';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { localizeMessage } from '../../lib/validation-messages.ts';
import {
  EMPTY_ANSWERS,
  firstStepWithError,
  hasUnshownError,
  parseSize,
  QUIZ_STEPS,
  quizMessageKey,
  stepIsValid,
  toSubmission,
  validateAnswers,
  type FieldErrors,
  type QuizAnswers,
  type QuizStep,
  type SizeMode,
} from './answers.ts';
import type { PublicQuizCompany, QuizTheme } from './theme.ts';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
const buttonBase = cn(
  'inline-flex h-12 cursor-pointer items-center justify-center gap-2 px-5 text-base font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
  focusRing,
);

/** The steps of the questionnaire, then the thank-you screen. */
export function Questionnaire({ company, theme }: { company: PublicQuizCompany; theme: QuizTheme }) {
  const { t, language } = useI18n();
  const [stepIndex, setStepIndex] = useState(0);
  const [answers, setAnswers] = useState<QuizAnswers>(EMPTY_ANSWERS);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A message key for a failure of the whole submission. */
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // After each move, the new step's heading takes the focus (and scrolls into view), for screen readers.
  const headingRef = useRef<HTMLElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [stepIndex, sent]);

  const step = QUIZ_STEPS[stepIndex]!;
  const last = stepIndex === QUIZ_STEPS.length - 1;
  const goTo = (target: QuizStep) => {
    moved.current = true;
    setStepIndex(QUIZ_STEPS.indexOf(target));
  };
  const set = <K extends keyof QuizAnswers>(key: K, value: QuizAnswers[K]) => {
    setAnswers((a) => ({ ...a, [key]: value }));
    const fields = key === 'size' || key === 'sizeMode' ? ['squareFeet', 'rooms'] : [key];
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !fields.includes(field))));
    setFailure(undefined);
  };
  const message = (field: string | string[]) => {
    const text = [field]
      .flat()
      .map((f) => errors[f])
      .find(Boolean);
    if (!text) return undefined;
    const key = quizMessageKey(text);
    return key ? t(key) : localizeMessage(text);
  };

  const submit = async () => {
    setSending(true);
    setFailure(undefined);
    try {
      const found = await validateAnswers(answers, language);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        goTo(firstStepWithError(found)!);
        return;
      }
      await api(`/api/v1/public/quiz/${encodeURIComponent(company.companyId)}/submissions`, {
        method: 'POST',
        json: toSubmission(answers, language),
      });
      moved.current = true;
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setFailure('quiz.errors.rateLimited');
      else if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setErrors(error.errors);
        goTo(firstStepWithError(error.errors)!);
        if (hasUnshownError(error.errors)) setFailure('quiz.errors.submitFailed');
      } else setFailure('quiz.errors.submitFailed');
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (last) void submit();
    else if (stepIsValid(step, answers)) goTo(QUIZ_STEPS[stepIndex + 1]!);
  };

  if (sent) return <ThankYou company={company} theme={theme} name={answers.name} headingRef={headingRef} />;

  const legendProps = { headingRef };
  return (
    <form noValidate onSubmit={onSubmit} className="relative space-y-6" aria-label={t('quiz.formLabel')}>
      <Progress current={stepIndex + 1} total={QUIZ_STEPS.length} />

      {step === 'flooringType' && (
        <StepFieldset {...legendProps} legend={t('quiz.flooringType.title')} hint={t('quiz.flooringType.hint')}>
          <Choices
            name="flooringType"
            options={FLOORING_TYPES}
            label={(f: FlooringType) => t(`leadOptions.flooringType.${f}`)}
            value={answers.flooringType}
            onChange={(v) => set('flooringType', v)}
            theme={theme}
            columns
          />
          <ErrorText>{message('flooringType')}</ErrorText>
        </StepFieldset>
      )}

      {step === 'size' && (
        <StepFieldset {...legendProps} legend={t('quiz.size.title')} hint={t('quiz.size.hint')}>
          <fieldset>
            <legend className="sr-only">{t('quiz.size.measureBy')}</legend>
            <Choices
              name="sizeMode"
              options={['squareFeet', 'rooms'] as const}
              label={(m: SizeMode) => t(`quiz.size.mode.${m}`)}
              value={answers.sizeMode}
              onChange={(v) => {
                set('sizeMode', v);
                set('size', '');
              }}
              theme={theme}
              columns
            />
          </fieldset>
          <SizeInput answers={answers} onChange={(v) => set('size', v)} error={message(['squareFeet', 'rooms'])} />
        </StepFieldset>
      )}

      {step === 'budgetRange' && (
        <StepFieldset {...legendProps} legend={t('quiz.budgetRange.title')} hint={t('quiz.budgetRange.hint')}>
          <Choices
            name="budgetRange"
            options={BUDGET_RANGE_KEYS}
            label={(b: BudgetRange) => t(`leadOptions.budgetRange.${b}`)}
            value={answers.budgetRange}
            onChange={(v) => set('budgetRange', v)}
            theme={theme}
          />
          <ErrorText>{message('budgetRange')}</ErrorText>
        </StepFieldset>
      )}

      {step === 'timeline' && (
        <StepFieldset {...legendProps} legend={t('quiz.timeline.title')} hint={t('quiz.timeline.hint')}>
          <Choices
            name="timeline"
            options={LEAD_TIMELINES}
            label={(v: LeadTimeline) => t(`leadOptions.timeline.${v}`)}
            value={answers.timeline}
            onChange={(v) => set('timeline', v)}
            theme={theme}
          />
          <ErrorText>{message('timeline')}</ErrorText>
        </StepFieldset>
      )}

      {step === 'contact' && (
        <StepFieldset {...legendProps} legend={t('quiz.contact.title')} hint={t('quiz.contact.hint')}>
          <Field id="quiz-name" label={t('quiz.contact.name')} error={message('name')}>
            <Input
              name="name"
              autoComplete="name"
              maxLength={LEAD_LIMITS.name}
              value={answers.name}
              onChange={(e) => set('name', e.target.value)}
            />
          </Field>
          <Field id="quiz-email" label={t('quiz.contact.email')} error={message('email')}>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={answers.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </Field>
          <Field id="quiz-phone" label={t('quiz.contact.phone')} error={message('phone')}>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              maxLength={LEAD_LIMITS.phone}
              value={answers.phone}
              onChange={(e) => set('phone', e.target.value)}
            />
          </Field>
          <Field id="quiz-address" label={t('quiz.contact.address')} error={message('address')}>
            <Input
              name="address"
              autoComplete="street-address"
              maxLength={LEAD_LIMITS.address}
              value={answers.address}
              onChange={(e) => set('address', e.target.value)}
            />
          </Field>
          <Field id="quiz-notes" label={t('quiz.contact.notes')} error={message('notes')}>
            <textarea
              name="notes"
              rows={3}
              maxLength={LEAD_LIMITS.notes}
              value={answers.notes}
              onChange={(e) => set('notes', e.target.value)}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm"
            />
          </Field>
          <Consent
            checked={answers.consent}
            onChange={(v) => set('consent', v)}
            error={message('consent')}
            label={t('quiz.contact.consent')}
          />
        </StepFieldset>
      )}

      {/* The honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div aria-hidden className="absolute -left-[10000px] top-0 size-px overflow-hidden">
        <label htmlFor="quiz-website">{t('quiz.honeypot')}</label>
        <input
          id="quiz-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={answers.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>

      {failure && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-danger-text">
          {t(failure)}
        </p>
      )}

      <div className="flex gap-3">
        {stepIndex > 0 && (
          <button
            type="button"
            onClick={() => goTo(QUIZ_STEPS[stepIndex - 1]!)}
            className={cn(buttonBase, theme.button, 'border border-input bg-background hover:bg-muted')}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t('quiz.back')}
          </button>
        )}
        <button
          type="submit"
          disabled={last ? sending : !stepIsValid(step, answers)}
          className={cn(buttonBase, theme.button, 'flex-1 bg-primary text-primary-foreground hover:bg-primary/90')}
        >
          {last ? (sending ? t('quiz.sending') : t('quiz.submit')) : t('quiz.next')}
          {!last && <ArrowRight aria-hidden className="size-4" />}
        </button>
      </div>
    </form>
  );
}

function Progress({ current, total }: { current: number; total: number }) {
  const { t } = useI18n();
  return (
    <div>
      <p id="quiz-progress" className="text-sm font-medium text-muted-foreground">
        {t('quiz.progress', { current, total })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="quiz-progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        className="mt-2 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${(current / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

/** One step: a fieldset whose legend is the question; the legend takes the focus when the step opens. */
function StepFieldset({
  legend,
  hint,
  headingRef,
  children,
}: {
  legend: string;
  hint?: string;
  headingRef: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <fieldset className="min-w-0">
      <legend ref={headingRef as Ref<HTMLLegendElement>} tabIndex={-1} className="text-xl font-semibold outline-none">
        {legend}
      </legend>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </fieldset>
  );
}

/** Big tappable option cards: radio inputs with their labels. */
function Choices<T extends string>({
  name,
  options,
  label,
  value,
  onChange,
  theme,
  columns = false,
}: {
  name: string;
  options: readonly T[];
  label: (option: T) => string;
  value: T | '';
  onChange: (option: T) => void;
  theme: QuizTheme;
  columns?: boolean;
}) {
  return (
    <div className={cn('grid gap-3', columns && 'grid-cols-2')}>
      {options.map((option) => (
        <label
          key={option}
          className={cn(
            'flex min-h-14 cursor-pointer items-center gap-3 border-2 border-border bg-background px-4 py-3 font-medium transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/10',
            theme.option,
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-4 shrink-0 accent-primary"
          />
          <span>{label(option)}</span>
        </label>
      ))}
    </div>
  );
}

function SizeInput({
  answers,
  onChange,
  error,
}: {
  answers: QuizAnswers;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useI18n();
  const mode = answers.sizeMode;
  const invalid = answers.size.trim() !== '' && parseSize(mode, answers.size) === null;
  return (
    <Field
      id="quiz-size"
      label={t(`quiz.size.label.${mode}`)}
      error={error ?? (invalid ? t('quiz.size.invalid', { max: LEAD_LIMITS[mode].toLocaleString() }) : undefined)}
    >
      <Input
        name={mode}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={answers.size}
        onChange={(e) => onChange(e.target.value)}
        className="max-w-48"
      />
    </Field>
  );
}

function Consent({
  checked,
  onChange,
  error,
  label,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  error?: string;
  label: string;
}) {
  return (
    <div className="space-y-2">
      <label className="flex cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'quiz-consent-error' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id="quiz-consent-error" className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

function ErrorText({ children }: { children?: string }) {
  if (!children) return null;
  return <p className="text-sm font-medium text-danger-text">{children}</p>;
}

function ThankYou({
  company,
  theme,
  name,
  headingRef,
}: {
  company: PublicQuizCompany;
  theme: QuizTheme;
  name: string;
  headingRef: Ref<HTMLElement>;
}) {
  const { t } = useI18n();
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  return (
    <div className="space-y-4 py-4 text-center" role="status">
      <CircleCheck aria-hidden className="mx-auto size-14 text-primary-text" />
      <h2 ref={headingRef as Ref<HTMLHeadingElement>} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('quiz.thanks.title', { name: firstName })}
      </h2>
      <p className="text-muted-foreground">{t('quiz.thanks.body', { company: company.name })}</p>
      {company.phone && (
        <p className="space-y-2">
          <span className="block text-sm text-muted-foreground">{t('quiz.thanks.callNow')}</span>
          <a
            href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}
            className={cn(buttonBase, theme.button, 'bg-primary text-primary-foreground hover:bg-primary/90')}
          >
            <Phone aria-hidden className="size-4" />
            {company.phone}
          </a>
        </p>
      )}
      {company.website && (
        <p>
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-medium text-primary-text underline-offset-4 hover:underline"
          >
            {t('quiz.thanks.website')}
          </a>
        </p>
      )}
    </div>
  );
}
