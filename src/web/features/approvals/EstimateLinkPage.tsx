import { CheckCircle2, CreditCard, Download, FileText, XCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { APPROVAL_LIMITS } from '../../../shared/approvals.ts';
import { PublicPageFrame } from '../../components/public/PublicPageFrame.tsx';
import { Main } from '../../components/layout/Main.tsx';
import { Badge, type BadgeVariant } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Checkbox, Textarea } from '../../components/ui/NativeControls.tsx';
import { cn } from '../../lib/cn.ts';
import { formatCents, formatDay } from '../../../shared/format.ts';
import { formatDate } from '../../lib/format.ts';
import { useI18n } from '../../lib/i18n.ts';
import { approvalsApi, type PublicEstimate } from './api.ts';
import { asApiError, errorText, knownMessage } from './errors.ts';
import { HowToPay } from './HowToPay.tsx';
import { CompanyCard, ErrorNote, LinesList, TokenPage, TextBlock, TotalsList, type TotalRow } from './parts.tsx';
import {
  chooseOption,
  chosenOptionalIds,
  initialSelection,
  selectionFigures,
  toggleOptional,
  type PublicOption,
  type Selection,
  type SelectionFigures,
} from './selection.ts';
import { SignatureField } from './SignatureField.tsx';
import { signatureProblem } from './signature.ts';

/**
 * /estimate/{token}: the client reads an estimate e-mailed to them, picks an option and optional
 * items (the totals follow, by the same money rules as the server), and accepts with their name and
 * signature, or declines. Nobody is signed in; opening the link marks the estimate viewed.
 */
export default function EstimateLinkPage() {
  return (
    <TokenPage titleKey="titles.estimateLink" load={approvalsApi.estimate}>
      {({ token, data, onChange }) => <EstimateView token={token} data={data} onChange={onChange} />}
    </TokenPage>
  );
}

const STATUS_BADGES: Record<PublicEstimate['estimate']['status'], BadgeVariant> = {
  draft: 'muted',
  sent: 'info',
  viewed: 'info',
  accepted: 'success-soft',
  declined: 'danger-soft',
  expired: 'warning-soft',
};

function figureRows(figures: SelectionFigures): TotalRow[] {
  return [
    { key: 'subtotal', cents: figures.subtotal },
    ...(figures.discount ? [{ key: 'discount', cents: -figures.discount }] : []),
    ...(figures.tax ? [{ key: 'tax', cents: figures.tax }] : []),
    { key: 'total', cents: figures.total, strong: true },
    ...(figures.deposit ? [{ key: 'deposit', cents: figures.deposit }] : []),
  ];
}

function EstimateView({
  token,
  data,
  onChange,
}: {
  token: string;
  data: PublicEstimate;
  onChange: (data: PublicEstimate) => void;
}) {
  const { t, language } = useI18n();
  const { estimate, company, acceptance } = data;
  const open = !acceptance && (estimate.status === 'sent' || estimate.status === 'viewed');
  const [selection, setSelection] = useState<Selection | null>(() =>
    acceptance
      ? { optionId: acceptance.optionId, optionalLineIds: acceptance.optionalLineIds }
      : initialSelection(estimate),
  );
  const option = estimate.options.find((o) => o.id === selection?.optionId) ?? null;
  const figures = useMemo(() => (selection ? selectionFigures(estimate, selection) : null), [estimate, selection]);
  const heading = t('approvals.estimate.heading', { number: estimate.displayNumber });

  return (
    <PublicPageFrame company={company} title={heading} tinted>
      <Main className="mx-auto max-w-5xl space-y-5 px-4 py-5 sm:py-8">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold" data-testid="estimate-heading">
              {heading}
            </h1>
            <p className="text-lg break-words">{estimate.title}</p>
            <Badge variant={STATUS_BADGES[estimate.status]} data-testid="estimate-status">
              {t(`approvals.estimate.statuses.${estimate.status}`)}
            </Badge>
          </div>
          {!acceptance && (
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={data.pdfUrl}
              download
              data-testid="estimate-pdf"
            >
              <Download aria-hidden />
              {t('approvals.estimate.downloadPdf')}
            </a>
          )}
        </header>

        <div className="grid gap-4 md:grid-cols-2">
          <CompanyCard company={company} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border bg-card p-4 text-sm">
            {estimate.clientName && (
              <>
                <dt className="text-muted-foreground">{t('approvals.estimate.preparedFor')}</dt>
                <dd className="break-words">{estimate.clientName}</dd>
              </>
            )}
            {estimate.siteAddress && (
              <>
                <dt className="text-muted-foreground">{t('approvals.estimate.address')}</dt>
                <dd className="whitespace-pre-line break-words">{estimate.siteAddress}</dd>
              </>
            )}
            <dt className="text-muted-foreground">{t('approvals.estimate.validUntil')}</dt>
            <dd>{formatDay(estimate.validUntil, language)}</dd>
          </dl>
        </div>

        {acceptance && <AcceptedPanel data={data} option={option} />}
        {!acceptance && estimate.status === 'declined' && <DeclinedPanel data={data} />}
        {!acceptance && !open && estimate.status !== 'declined' && (
          <p
            role="status"
            className="rounded-lg border border-warning-text/40 bg-warning-soft px-4 py-3 text-sm text-warning-text"
          >
            {estimate.status === 'expired'
              ? t('approvals.estimate.expiredNotice')
              : t('approvals.estimate.readOnlyNotice')}
          </p>
        )}

        {selection && open && estimate.options.length > 1 && (
          <OptionChooser
            options={estimate.options}
            selected={selection.optionId}
            onSelect={(id) => setSelection((s) => s && chooseOption(s, id))}
          />
        )}

        {option && selection && (
          <OptionDetails
            option={option}
            named={estimate.options.length > 1}
            selection={selection}
            editable={open}
            figures={figures}
            onToggle={(lineId, on) => setSelection((s) => s && toggleOptional(s, lineId, on))}
          />
        )}

        {estimate.notes && <TextBlock title={t('approvals.estimate.notes')} text={estimate.notes} />}
        {estimate.terms && <TextBlock title={t('approvals.estimate.terms')} text={estimate.terms} />}

        {open && option && selection && (
          <AcceptForm token={token} option={option} selection={selection} figures={figures} onAnswered={onChange} />
        )}
      </Main>
    </PublicPageFrame>
  );
}

/** Good / better / best: radio cards, side by side on a wide screen, stacked on a phone. */
function OptionChooser({
  options,
  selected,
  onSelect,
}: {
  options: readonly PublicOption[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { t, language } = useI18n();
  const name = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={`${name}-hint`}>
      <legend className="text-lg font-semibold">{t('approvals.estimate.options.legend')}</legend>
      <p id={`${name}-hint`} className="text-sm text-muted-foreground">
        {t('approvals.estimate.options.hint')}
      </p>
      <div className={cn('grid gap-3', options.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3')}>
        {options.map((option) => {
          const chosen = option.id === selected;
          const hasOptional = option.lines.some((line) => line.optional);
          return (
            <label
              key={option.id}
              data-testid="option-card"
              className={cn(
                'flex cursor-pointer flex-col gap-2 rounded-xl border-2 bg-card p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                chosen ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/50',
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={chosen}
                  onChange={() => onSelect(option.id)}
                  className="size-4 accent-primary"
                />
                <span className="font-semibold break-words">{option.name}</span>
                {chosen && <CheckCircle2 className="ml-auto size-5 shrink-0 text-primary-text" aria-hidden />}
              </span>
              <span className="text-xl font-bold tabular-nums">{formatCents(option.totals.totalCents, language)}</span>
              {hasOptional && (
                <span className="text-sm text-muted-foreground">
                  {t('approvals.estimate.options.withOptional', {
                    total: formatCents(option.totalsWithOptional.totalCents, language),
                  })}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The chosen option: its lines, its optional items (boxes to tick while it is open), its totals. */
function OptionDetails({
  option,
  named,
  selection,
  editable,
  figures,
  onToggle,
}: {
  option: PublicOption;
  named: boolean;
  selection: Selection;
  editable: boolean;
  figures: SelectionFigures | null;
  onToggle: (lineId: string, on: boolean) => void;
}) {
  const { t, language } = useI18n();
  const required = option.lines.filter((line) => !line.optional);
  const optional = option.lines.filter((line) => line.optional);
  const ticked = new Set(chosenOptionalIds(option, selection));
  const shown = editable ? optional : optional.filter((line) => ticked.has(line.id));
  const headingId = useId();
  const live = figures
    ? figures.deposit
      ? t('approvals.totals.liveDeposit', {
          total: formatCents(figures.total, language),
          deposit: formatCents(figures.deposit, language),
        })
      : t('approvals.totals.live', { total: formatCents(figures.total, language) })
    : '';
  return (
    <section className="space-y-4" aria-labelledby={headingId} data-testid="option-details">
      <h2 id={headingId} className="text-lg font-semibold break-words">
        {named ? option.name : t('approvals.lines.label')}
      </h2>
      <LinesList lines={editable ? required : [...required, ...shown]} />
      {editable && optional.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="font-semibold">{t('approvals.estimate.optional.legend')}</legend>
          <p className="text-sm text-muted-foreground">{t('approvals.estimate.optional.hint')}</p>
          <ul className="divide-y divide-border rounded-lg border bg-card">
            {optional.map((line) => (
              <li key={line.id}>
                <label className="flex cursor-pointer items-start gap-3 px-4 py-3" data-testid="optional-item">
                  <Checkbox
                    className="mt-1 size-5"
                    checked={ticked.has(line.id)}
                    onChange={(event) => onToggle(line.id, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1 break-words">{line.description}</span>
                  <span className="shrink-0 font-medium tabular-nums">
                    {t('approvals.estimate.optional.add', { amount: formatCents(line.amountCents, language) })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <section aria-label={t('approvals.totals.label')}>
        {figures ? (
          <TotalsList rows={figureRows(figures)} testId="estimate-totals" />
        ) : (
          <p role="alert" className="text-sm text-danger-text">
            {t('approvals.totals.unavailable')}
          </p>
        )}
        {editable && (
          <p className="sr-only" role="status" aria-live="polite">
            {live}
          </p>
        )}
      </section>
    </section>
  );
}

/** The name, the signature, the agreement and the two answers. */
function AcceptForm({
  token,
  option,
  selection,
  figures,
  onAnswered,
}: {
  token: string;
  option: PublicOption;
  selection: Selection;
  figures: SelectionFigures | null;
  onAnswered: (data: PublicEstimate) => void;
}) {
  const { t, language } = useI18n();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; signature?: string }>({});
  const [failure, setFailure] = useState<{ text: string; key?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const total = figures ? formatCents(figures.total, language) : '';

  const fieldMessage = (text: string | undefined) =>
    text === undefined ? undefined : knownMessage(text) ? t(`approvals.errors.${knownMessage(text)}`) : text;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const signerName = name.trim();
    const problem = signatureProblem(signature);
    const found = {
      name: signerName ? undefined : t('approvals.errors.nameRequired'),
      signature: problem ? t(`approvals.errors.${problem}`) : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (found.name) nameRef.current?.focus();
    if (found.name || found.signature || !signature) return;
    setBusy(true);
    try {
      onAnswered(
        await approvalsApi.accept(token, {
          optionId: option.id,
          optionalLineIds: chosenOptionalIds(option, selection),
          signerName,
          signature,
        }),
      );
      window.scrollTo({ top: 0 });
    } catch (error) {
      const api = asApiError(error);
      if (api.status === 400 && (api.errors.signerName || api.errors.signature)) {
        setErrors({ name: fieldMessage(api.errors.signerName), signature: fieldMessage(api.errors.signature) });
        if (api.errors.signerName) nameRef.current?.focus();
      } else setFailure(errorText(api, t, 'approvals.errors.actionFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border bg-card p-4 sm:p-6"
      data-testid="accept-section"
    >
      <div className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('approvals.sign.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('approvals.sign.intro')}</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <Field label={t('approvals.sign.name')} error={errors.name}>
          <Input
            ref={nameRef}
            value={name}
            autoComplete="name"
            maxLength={APPROVAL_LIMITS.signerName}
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors((e) => ({ ...e, name: undefined }));
            }}
            data-testid="signer-name"
          />
        </Field>
        <SignatureField
          defaultTyped={name.trim()}
          error={errors.signature}
          onChange={(dataUrl) => {
            setSignature(dataUrl);
            if (dataUrl) setErrors((e) => ({ ...e, signature: undefined }));
          }}
        />
        <p className="text-sm" data-testid="agreement">
          {name.trim()
            ? t('approvals.sign.agreement', { name: name.trim(), total })
            : t('approvals.sign.agreementNoName', { total })}
        </p>
        <ErrorNote message={failure} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={() => setDeclining(true)} disabled={busy}>
            <XCircle aria-hidden />
            {t('approvals.sign.decline')}
          </Button>
          <Button type="submit" size="lg" disabled={busy || !figures}>
            <CheckCircle2 aria-hidden />
            {busy ? t('approvals.sign.accepting') : t('approvals.sign.accept')}
          </Button>
        </div>
      </form>
      <DeclineDialog token={token} open={declining} onOpenChange={setDeclining} onDeclined={onAnswered} />
    </section>
  );
}

function DeclineDialog({
  token,
  open,
  onOpenChange,
  onDeclined,
}: {
  token: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeclined: (data: PublicEstimate) => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ text: string; key?: string } | null>(null);

  async function decline() {
    setBusy(true);
    setFailure(null);
    try {
      const data = await approvalsApi.decline(token, { reason: reason.trim() || null });
      onOpenChange(false);
      onDeclined(data);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setFailure(errorText(asApiError(error), t, 'approvals.errors.actionFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('approvals.decline.title')}</DialogTitle>
          <DialogDescription>{t('approvals.decline.description')}</DialogDescription>
        </DialogHeader>
        <Field label={t('approvals.decline.reason')}>
          <Textarea
            value={reason}
            maxLength={APPROVAL_LIMITS.declineReason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="decline-reason"
          />
        </Field>
        <ErrorNote message={failure} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('ui.cancel')}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void decline()}>
            {busy ? t('approvals.decline.declining') : t('approvals.decline.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A heading that takes focus when it appears: the answer's outcome, read out after the form goes. */
function FocusedHeading({ children, testId }: { children: string; testId: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold focus:outline-none" data-testid={testId}>
      {children}
    </h2>
  );
}

function AcceptedPanel({ data, option }: { data: PublicEstimate; option: PublicOption | null }) {
  const { t, language } = useI18n();
  const acceptance = data.acceptance!;
  const deposit = data.depositInvoice;
  const vars = {
    name: acceptance.signerName,
    option: option?.name ?? '',
    total: formatCents(acceptance.totalCents, language),
    date: formatDate(acceptance.acceptedAt, language),
  };
  return (
    <section
      className="space-y-4 rounded-xl border border-success-text/40 bg-success-soft p-4 sm:p-6"
      data-testid="accepted-panel"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-7 shrink-0 text-success-text" aria-hidden />
        <div className="space-y-1">
          <FocusedHeading testId="accepted-title">{t('approvals.accepted.title')}</FocusedHeading>
          <p data-testid="accepted-body">
            {data.estimate.options.length > 1 && option
              ? t('approvals.accepted.body', vars)
              : t('approvals.accepted.bodyNoOption', vars)}
          </p>
          <p className="text-sm text-muted-foreground">{t('approvals.accepted.next')}</p>
        </div>
      </div>
      {deposit && (
        <div className="space-y-3 rounded-lg border bg-card p-4" data-testid="deposit-invoice">
          <h3 className="font-semibold">{t('approvals.accepted.depositTitle')}</h3>
          {deposit.balanceCents > 0 ? (
            <>
              <p className="text-sm">
                {t('approvals.accepted.depositBody', {
                  number: deposit.displayNumber,
                  balance: formatCents(deposit.balanceCents, language),
                })}
              </p>
              {data.onlinePayment ? (
                <a
                  href={deposit.url}
                  className={cn(buttonVariants({ size: 'lg' }), 'w-full sm:w-auto')}
                  data-testid="pay-deposit"
                >
                  <CreditCard aria-hidden />
                  {t('approvals.accepted.payDeposit', { amount: formatCents(deposit.balanceCents, language) })}
                </a>
              ) : (
                // No online payment on this server: how to pay the company, and the invoice to read (issue #38).
                <>
                  <HowToPay company={data.company} heading="h4" framed={false} />
                  <a href={deposit.url} className={buttonVariants({ variant: 'outline' })} data-testid="view-deposit">
                    <FileText aria-hidden />
                    {t('approvals.accepted.viewDeposit')}
                  </a>
                </>
              )}
            </>
          ) : (
            <p className="text-sm">{t('approvals.accepted.depositPaid')}</p>
          )}
        </div>
      )}
      <a className={buttonVariants({ variant: 'outline' })} href={data.pdfUrl} download data-testid="signed-pdf">
        <Download aria-hidden />
        {t('approvals.accepted.downloadSigned')}
      </a>
    </section>
  );
}

function DeclinedPanel({ data }: { data: PublicEstimate }) {
  const { t, language } = useI18n();
  const { answeredAt, declineReason } = data.estimate;
  return (
    <section className="space-y-2 rounded-xl border bg-card p-4 sm:p-6" data-testid="declined-panel">
      <FocusedHeading testId="declined-title">{t('approvals.declined.title')}</FocusedHeading>
      <p>
        {answeredAt
          ? t('approvals.declined.body', { date: formatDate(answeredAt, language) })
          : t('approvals.declined.bodyNoDate')}
      </p>
      {declineReason && (
        <p className="text-sm break-words text-muted-foreground">
          {t('approvals.declined.reason', { reason: declineReason })}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{t('approvals.declined.contact')}</p>
    </section>
  );
}
