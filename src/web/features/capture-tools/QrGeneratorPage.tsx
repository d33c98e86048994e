import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Field } from '../../components/ui/Field.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useCaptureCompany } from './company.ts';
import { CAPTURE_LINK_KINDS, captureLinks, isQrUrl, qrFileName, type CaptureLinkKind } from './links.ts';
import {
  matrixToSvg,
  paintMatrix,
  pngLayout,
  QR_SIZES,
  qrMatrix,
  svgDataUrl,
  type QrMatrix,
  type QrSize,
} from './qr.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type Choice = CaptureLinkKind | 'custom';

const optionBase =
  'flex cursor-pointer gap-3 rounded-lg border-2 border-border px-3 transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-primary/5';
const optionClass = cn(optionBase, 'items-start py-2.5');

/** /dashboard/tools/qr-generator: a QR code for one of the company's public links, or any https address. */
export default function QrGeneratorPage() {
  useDocumentTitle('titles.qrGenerator');
  const { t } = useI18n();
  const origin = window.location.origin;
  const [params] = useSearchParams();
  const requested = params.get('url')?.trim() ?? '';
  const { company, isPending } = useCaptureCompany();
  const links = company && captureLinks(origin, company);

  const [picked, setPicked] = useState<Choice>();
  const [custom, setCustom] = useState(requested);
  const [size, setSize] = useState<QrSize>(512);
  // Until the member picks, ?url= decides: one of the company's links, else the address typed in.
  const requestedKind = links && CAPTURE_LINK_KINDS.find((kind) => links[kind] === requested);
  const choice: Choice = picked ?? requestedKind ?? (requested || !links ? 'custom' : 'quiz');
  const url = choice === 'custom' ? custom.trim() : (links?.[choice] ?? '');
  const valid = isQrUrl(url, origin);

  const matrix = useMemo((): QrMatrix | 'too-long' | null => {
    if (!valid) return null;
    try {
      return qrMatrix(url);
    } catch {
      return 'too-long';
    }
  }, [url, valid]);

  const customError =
    choice === 'custom' && custom.trim() !== ''
      ? !valid
        ? t('captureTools.qr.invalidUrl')
        : matrix === 'too-long'
          ? t('captureTools.qr.tooLong')
          : undefined
      : undefined;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('captureTools.qr.title')}</h1>
        <p className="text-muted-foreground">{t('captureTools.qr.description')}</p>
      </div>
      {/* One shrinkable column on phones: a long address must not widen the page (min-content). */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('captureTools.qr.linkTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            {isPending ? (
              <Skeleton className="h-32" />
            ) : (
              // A fieldset is as wide as its content's min-content unless told otherwise.
              <fieldset className="min-w-0 space-y-2">
                <legend className="sr-only">{t('captureTools.qr.linkTitle')}</legend>
                {links &&
                  CAPTURE_LINK_KINDS.map((kind) => (
                    <label key={kind} className={optionClass}>
                      <input
                        type="radio"
                        name="qr-link"
                        value={kind}
                        checked={choice === kind}
                        onChange={() => setPicked(kind)}
                        className="mt-1 size-4 shrink-0 accent-primary"
                      />
                      <span className="min-w-0">
                        <span className="block font-medium">{t(`captureTools.kind.${kind}.title`)}</span>
                        <span className="block truncate font-mono text-xs text-muted-foreground">{links[kind]}</span>
                      </span>
                    </label>
                  ))}
                <label className={optionClass}>
                  <input
                    type="radio"
                    name="qr-link"
                    value="custom"
                    checked={choice === 'custom'}
                    onChange={() => setPicked('custom')}
                    className="mt-1 size-4 shrink-0 accent-primary"
                  />
                  <span className="font-medium">{t('captureTools.qr.custom')}</span>
                </label>
              </fieldset>
            )}
            {!isPending && choice === 'custom' && (
              <Field id="qr-custom-url" label={t('captureTools.qr.customLabel')} error={customError}>
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  autoComplete="url"
                  value={custom}
                  onChange={(e) => setCustom(e.target.value)}
                />
              </Field>
            )}
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('captureTools.qr.size')}</legend>
              <div className="flex flex-wrap gap-2">
                {QR_SIZES.map((px) => (
                  <label key={px} className={cn(optionBase, 'items-center py-1.5 text-sm')}>
                    <input
                      type="radio"
                      name="qr-size"
                      value={px}
                      checked={size === px}
                      onChange={() => setSize(px)}
                      className="size-4 accent-primary"
                    />
                    {t('captureTools.qr.sizeOption', { px })}
                  </label>
                ))}
              </div>
            </fieldset>
          </CardContent>
        </Card>
        <Preview matrix={Array.isArray(matrix) ? matrix : null} url={url} size={size} />
      </div>
    </div>
  );
}

function Preview({ matrix, url, size }: { matrix: QrMatrix | null; url: string; size: QrSize }) {
  const { t } = useI18n();
  const preview = useMemo(() => matrix && svgDataUrl(matrixToSvg(matrix, 256)), [matrix]);
  return (
    <Card className="lg:w-80">
      <CardHeader>
        <CardTitle as="h2">{t('captureTools.qr.previewTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {matrix && preview ? (
          <>
            <img
              src={preview}
              alt={t('captureTools.qr.alt', { url })}
              width={256}
              height={256}
              className="mx-auto size-64 rounded-md border border-border bg-white"
            />
            <p className="text-center font-mono text-xs break-all text-muted-foreground">{url}</p>
            <div className="flex flex-wrap gap-2">
              <Button className="flex-1" onClick={() => downloadSvg(matrix, url, size)}>
                <Download aria-hidden />
                {t('captureTools.qr.downloadSvg')}
              </Button>
              <Button
                className="flex-1"
                variant="outline"
                onClick={() => downloadPng(matrix, url, size, () => toast.error(t('captureTools.qr.downloadFailed')))}
              >
                <Download aria-hidden />
                {t('captureTools.qr.downloadPng')}
              </Button>
            </div>
          </>
        ) : (
          <div className="flex size-64 max-w-full items-center justify-center rounded-md border border-dashed border-border p-6 mx-auto text-center text-sm text-muted-foreground">
            {t('captureTools.qr.empty')}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Saves a blob under a file name through a temporary link to its object URL. */
function save(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function downloadSvg(matrix: QrMatrix, url: string, size: QrSize) {
  save(new Blob([matrixToSvg(matrix, size)], { type: 'image/svg+xml' }), qrFileName(url, 'svg'));
}

function downloadPng(matrix: QrMatrix, url: string, size: QrSize, onError: () => void) {
  const { scale, pixels } = pngLayout(matrix.length, size);
  const canvas = document.createElement('canvas');
  canvas.width = pixels;
  canvas.height = pixels;
  const ctx = canvas.getContext('2d');
  if (!ctx) return onError();
  paintMatrix(ctx, matrix, scale);
  canvas.toBlob((blob) => (blob ? save(blob, qrFileName(url, 'png')) : onError()), 'image/png');
}
