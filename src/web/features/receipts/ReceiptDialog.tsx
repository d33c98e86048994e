import { Camera, FileText, FileUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormDialog, FormFooter } from '../../components/page/FormDialog.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { buttonVariants } from '../../components/ui/button-variants.ts';
import { Field, OtherErrors } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { NativeSelect, Textarea } from '../../components/ui/NativeControls.tsx';
import { addDays } from '../../../shared/days.ts';
import {
  RECEIPT_ACCEPT,
  RECEIPT_CATEGORIES,
  RECEIPT_LIMITS,
  RECEIPT_MESSAGES,
  RECEIPT_PAYMENT_METHODS,
} from '../../../shared/receipts.ts';
import { cn } from '../../lib/cn.ts';
import { useCompanyToday } from '../../lib/company-today.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { receiptsApi, type Receipt, type ReceiptBody } from './api.ts';
import { RECEIPT_FORM_FIELDS, receiptBodyOf, receiptFormOf, type ReceiptFormValues } from './form.ts';
import { localizeReceiptMessage, receiptFieldErrors } from './messages.ts';
import { useReceiptAction, useReceiptJobs } from './queries.ts';

/**
 * "Add receipt" (a photo taken on the spot or a file chosen, and its fields), or a receipt's edit
 * (`receipt` given: its fields, and a new photo to replace the old one). The upload shows its progress.
 */
export function ReceiptDialog({
  receipt,
  defaultJobId,
  onClose,
}: {
  receipt?: Receipt;
  /** A new receipt's job (the job page links here with `?job=…&new=1`). */
  defaultJobId?: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(receipt ? 'receipts.dialog.editTitle' : 'receipts.dialog.addTitle')}
      description={t(receipt ? 'receipts.dialog.editDescription' : 'receipts.dialog.addDescription')}
    >
      <ReceiptForm receipt={receipt ?? null} defaultJobId={defaultJobId} onClose={onClose} />
    </FormDialog>
  );
}

function ReceiptForm({
  receipt,
  defaultJobId,
  onClose,
}: {
  receipt: Receipt | null;
  defaultJobId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const today = useCompanyToday();
  const jobs = useReceiptJobs();
  const [values, setValues] = useState<ReceiptFormValues>(() => receiptFormOf(receipt, { today, jobId: defaultJobId }));
  // The chosen file and its preview's object URL (made when chosen, revoked when the form closes).
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const file = chosen?.file ?? null;
  const previews = useRef<string[]>([]);
  useEffect(() => {
    const made = previews.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onProgress = (fraction: number) => setProgress(Math.round(fraction * 100));
  const save = useReceiptAction(async ({ body, file }: { body: ReceiptBody; file: File | null }) => {
    if (!receipt) return receiptsApi.create(body, file, onProgress);
    const saved = await receiptsApi.update(receipt.id, body);
    return file ? receiptsApi.setFile(receipt.id, file, onProgress) : saved;
  });

  const set =
    (key: keyof ReceiptFormValues, errorKey: string = key) =>
    (value: string) => {
      setValues((prev) => ({ ...prev, [key]: value }));
      setErrors(({ [errorKey]: _, ...rest }) => rest);
    };

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    setErrors(({ file: _, ...rest }) => rest);
    if (picked.size > RECEIPT_LIMITS.fileBytes) {
      setChosen(null);
      setErrors((prev) => ({ ...prev, file: localizeReceiptMessage(RECEIPT_MESSAGES.tooLarge) }));
      return;
    }
    const url = URL.createObjectURL(picked);
    previews.current.push(url);
    setChosen({ file: picked, url });
  };

  const jobOptions = [...(jobs.data ?? [])];
  if (values.jobId && !jobOptions.some((job) => job.id === values.jobId)) {
    jobOptions.unshift({
      id: values.jobId,
      title: receipt?.jobId === values.jobId && receipt.jobTitle ? receipt.jobTitle : t('receipts.form.chosenJob'),
    });
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = receiptBodyOf(values, today);
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(Object.entries(checked.errors).map(([key, text]) => [key, localizeReceiptMessage(text)])),
      );
      return;
    }
    setProgress(file ? 0 : null);
    save.mutate(
      { body: checked.body, file },
      {
        onSuccess: () => {
          toast.success(t(receipt ? 'receipts.toast.saved' : 'receipts.toast.added'));
          onClose();
        },
        onError: (failure) => {
          setProgress(null);
          const fields = receiptFieldErrors(failure);
          if (fields) setErrors(fields);
          else toast.error(t('receipts.toast.saveFailed'), { description: localizeReceiptMessage(failure.message) });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid content-start gap-4" data-testid="receipt-form">
      <ReceiptFilePicker
        chosen={chosen}
        receipt={receipt}
        error={errors.file}
        progress={save.isPending ? progress : null}
        disabled={save.isPending}
        onChoose={choose}
        onClear={() => setChosen(null)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('receipts.form.vendor')} error={errors.vendorName}>
          <Input
            value={values.vendorName}
            maxLength={RECEIPT_LIMITS.vendor}
            autoComplete="off"
            onChange={(event) => set('vendorName')(event.target.value)}
          />
        </Field>
        <Field label={t('receipts.form.amount')} error={errors.amountCents}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={values.amount}
            onChange={(event) => set('amount', 'amountCents')(event.target.value)}
          />
        </Field>
        <Field label={t('receipts.form.date')} error={errors.receiptDate}>
          <Input
            type="date"
            value={values.receiptDate}
            max={addDays(today, 1)}
            onChange={(event) => set('receiptDate')(event.target.value)}
          />
        </Field>
        <Field label={t('receipts.form.category')} error={errors.category}>
          <NativeSelect value={values.category} onChange={(event) => set('category')(event.target.value)}>
            <option value="">{t('receipts.form.pickCategory')}</option>
            {RECEIPT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`receipts.categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('receipts.form.method')} error={errors.paymentMethod}>
          <NativeSelect value={values.paymentMethod} onChange={(event) => set('paymentMethod')(event.target.value)}>
            {RECEIPT_PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`receipts.methods.${method}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={t('receipts.form.job')}
          error={errors.jobId}
          hint={jobs.isError ? t('receipts.form.jobsFailed') : undefined}
        >
          <NativeSelect
            value={values.jobId}
            disabled={jobs.isPending}
            onChange={(event) => set('jobId')(event.target.value)}
          >
            <option value="">{t('receipts.form.noJob')}</option>
            {jobOptions.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field label={t('receipts.form.description')} error={errors.description}>
        <Input
          value={values.description}
          maxLength={RECEIPT_LIMITS.description}
          onChange={(event) => set('description')(event.target.value)}
        />
      </Field>
      <Field label={t('receipts.form.notes')} error={errors.notes}>
        <Textarea
          rows={2}
          maxLength={RECEIPT_LIMITS.notes}
          value={values.notes}
          onChange={(event) => set('notes')(event.target.value)}
        />
      </Field>
      <OtherErrors errors={errors} shown={RECEIPT_FORM_FIELDS} />
      <FormFooter
        onCancel={onClose}
        saving={save.isPending}
        label={t(receipt ? 'receipts.form.save' : 'receipts.form.add')}
        savingLabel={t('receipts.form.saving')}
      />
    </form>
  );
}

/**
 * The receipt's photo: on a phone, the camera (the back one) or a file; elsewhere a file. A preview
 * of what was chosen (a PDF, or a HEIC the browser cannot show, by its name), and the upload's progress.
 */
function ReceiptFilePicker({
  chosen,
  receipt,
  error,
  progress,
  disabled,
  onChoose,
  onClear,
}: {
  chosen: { file: File; url: string } | null;
  receipt: Receipt | null;
  error: string | undefined;
  progress: number | null;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const file = chosen?.file;
  const preview = chosen?.url;
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const pickerClass = (variant: 'default' | 'outline') =>
    cn(
      buttonVariants({ variant }),
      'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring max-sm:flex-1',
      disabled && 'pointer-events-none opacity-50',
    );
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    onChoose(chosen);
  };
  const showImage = file && preview && file.type !== 'application/pdf' && unreadable !== preview;

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('receipts.form.photo')}</legend>
      <div className="flex flex-wrap gap-2">
        <label className={cn(pickerClass('default'), 'md:hidden')}>
          <input
            type="file"
            accept={RECEIPT_ACCEPT}
            capture="environment"
            className="sr-only"
            disabled={disabled}
            onChange={onInput}
          />
          <Camera aria-hidden />
          {t('receipts.form.takePhoto')}
        </label>
        <label className={pickerClass('outline')}>
          <input type="file" accept={RECEIPT_ACCEPT} className="sr-only" disabled={disabled} onChange={onInput} />
          <FileUp aria-hidden />
          {t(receipt?.hasFile || file ? 'receipts.form.replaceFile' : 'receipts.form.chooseFile')}
        </label>
      </div>
      <p className="text-xs text-muted-foreground">
        {t('receipts.form.fileHint', { mb: RECEIPT_LIMITS.fileBytes / 1024 / 1024 })}
      </p>

      {file ? (
        <div className="flex items-center gap-3 rounded-md border border-border p-2" data-testid="receipt-preview">
          {showImage ? (
            <img
              src={preview}
              alt={t('receipts.form.previewAlt', { name: file.name })}
              className="size-20 shrink-0 rounded object-cover"
              onError={() => setUnreadable(preview)}
            />
          ) : (
            <FileText aria-hidden className="size-10 shrink-0 text-muted-foreground" />
          )}
          <span className="min-w-0 flex-1 truncate text-sm" title={file.name}>
            {file.name}
          </span>
          {!disabled && (
            <Button
              variant="ghost"
              size="icon"
              onClick={onClear}
              aria-label={t('receipts.form.removeFile', { name: file.name })}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ) : receipt?.hasFile ? (
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          {receipt.thumbnailUrl ? (
            <img src={receipt.thumbnailUrl} alt="" className="size-12 shrink-0 rounded object-cover" />
          ) : (
            <FileText aria-hidden className="size-8 shrink-0" />
          )}
          <span className="min-w-0 truncate">{t('receipts.form.currentFile', { name: receipt.fileName ?? '' })}</span>
        </div>
      ) : null}

      {progress !== null && file && (
        <div
          role="progressbar"
          aria-label={t('receipts.form.uploading', { name: file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
