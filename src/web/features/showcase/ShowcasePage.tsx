import {
  CalendarDays,
  CheckCircle2,
  ExternalLink,
  Eye,
  ImageOff,
  Link2Off,
  Mail,
  MapPin,
  Phone,
  Ruler,
  Star,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { photoSrcSet } from '../../../shared/photos.ts';
import type { PublicShowcase } from '../../../shared/share-responses.ts';
import { SHOWCASE_FEATURED_SIZES } from '../../../shared/showcase.ts';
import { PublicPageFrame, PublicProblem, PublicStatePage } from '../../components/public/PublicPageFrame.tsx';
import { formatDayMonth, formatMonthYear, pluralKey } from '../timeline/format.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { DeferredImage } from '../../components/ui/DeferredImage.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useInlinedData } from '../../lib/page-data.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { Main } from '../../components/layout/Main.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type Loaded = { token: string } & ({ showcase: PublicShowcase } | { failure: 'invalid' | 'error' });

// Loaded on first use, not with the page (its dialog is most of it).
const ShowcaseViewer = lazy(async () => ({ default: (await import('./ShowcaseViewer.tsx')).ShowcaseViewer }));

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Only http(s) links leave the page: a company's website is typed by a person. */
function safeWebsite(website: string | null): string | null {
  if (!website?.trim()) return null;
  const raw = website.trim();
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(raw) ? raw : `https://${raw}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * /showcase/{token}: a finished project shown to anyone with the link (spec section 2). States:
 * loading, invalid (Invalid Link) and loaded; each load counts a view, so no query cache.
 */
export default function ShowcasePage() {
  useBundle('share');
  const { token = '' } = useParams();
  const url = `/api/v1/showcase/${encodeURIComponent(token)}`;
  // Sent with the page when a browser opens it; that read counted the view (ADR 0019).
  const inlined = useInlinedData<PublicShowcase>(url);
  const [loaded, setLoaded] = useState<Loaded | undefined>(inlined && { token, showcase: inlined.value });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && inlined?.api === url) return;
    let current = true;
    api<PublicShowcase>(url)
      .then((showcase): Loaded => ({ token, showcase }))
      .catch((error: unknown): Loaded => ({
        token,
        failure: error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'invalid' : 'error',
      }))
      .then((result) => current && setLoaded(result));
    return () => {
      current = false;
    };
  }, [token, url, attempt, inlined]);

  if (!loaded || loaded.token !== token) return <Loading />;
  if ('failure' in loaded) return <Invalid failure={loaded.failure} onRetry={() => setAttempt((n) => n + 1)} />;
  return <Showcase data={loaded.showcase} />;
}

function Loading() {
  useDocumentTitle('titles.showcase');
  const { t } = useI18n();
  return (
    <PublicStatePage languageSwitcher>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <span className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
        <p className="text-muted-foreground">{t('showcase.loading')}</p>
      </div>
    </PublicStatePage>
  );
}

function Invalid({ failure, onRetry }: { failure: 'invalid' | 'error'; onRetry: () => void }) {
  useDocumentTitle('titles.showcase');
  const { t } = useI18n();
  return (
    <PublicStatePage languageSwitcher>
      <PublicProblem
        icon={Link2Off}
        tone="muted"
        retry={failure === 'error' ? { label: t('showcase.loadFailed.retry'), onClick: onRetry } : undefined}
        className="space-y-4"
      >
        {failure === 'invalid' ? (
          <>
            <h1 className="text-xl font-semibold">{t('showcase.invalid.title')}</h1>
            <p className="text-muted-foreground">{t('showcase.invalid.body')}</p>
          </>
        ) : (
          <h1 className="text-lg font-semibold">{t('showcase.loadFailed.title')}</h1>
        )}
      </PublicProblem>
    </PublicStatePage>
  );
}

/** One fact of the job: a <dt>/<dd> pair in one <div>, the only wrapper a <dl> allows. */
function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-muted p-3">
      <dt className="flex items-center gap-2 text-xs text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary-text" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function Showcase({ data }: { data: PublicShowcase }) {
  const { t, language } = useI18n();
  // Photo days (the visitor's time zone) and the footer's year (their clock): after hydration.
  const hydrated = useHydrated();
  const { company, showcase, job, photos } = data;
  const [viewing, setViewing] = useState<number | null>(null);
  // Mounted from the first opening on, so that closing it returns focus as a dialog does.
  const [viewerUsed, setViewerUsed] = useState(false);
  const openViewer = (index: number) => {
    setViewerUsed(true);
    setViewing(index);
  };
  const website = safeWebsite(company.website);
  const phone = company.phone?.trim() ? company.phone.replace(/[^\d+]/g, '') : null;
  const email = company.email?.trim() || null;

  return (
    <PublicPageFrame
      company={company}
      title={showcase.title}
      caption={t('showcase.caption')}
      headerEnd={
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Badge variant="secondary" className="tabular-nums" data-testid="showcase-views">
            <Eye aria-hidden />
            {t(pluralKey('showcase.views', showcase.viewCount, language), { count: showcase.viewCount })}
          </Badge>
          {showcase.isFeatured && (
            <Badge variant="warning-soft">
              <Star className="fill-current" aria-hidden />
              {t('showcase.featured')}
            </Badge>
          )}
        </div>
      }
    >
      <Main className="mx-auto max-w-5xl space-y-8 px-4 py-6 sm:py-10">
        <section className="space-y-5">
          <div className="overflow-hidden rounded-2xl bg-slate-100 shadow-sm">
            {showcase.featuredImage ? (
              <img
                src={showcase.featuredImage.display}
                srcSet={photoSrcSet(showcase.featuredImage)}
                sizes={SHOWCASE_FEATURED_SIZES}
                alt={showcase.title}
                width={1600}
                height={1000}
                fetchPriority="high"
                className="aspect-[4/3] w-full object-cover sm:aspect-[16/9]"
              />
            ) : (
              <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 text-muted-foreground sm:aspect-[16/9]">
                <ImageOff className="size-10" aria-hidden />
                <span className="text-sm">{t('showcase.noImage')}</span>
              </div>
            )}
          </div>
          <div className="space-y-3">
            <h1 className="text-2xl leading-tight font-bold break-words sm:text-3xl">{showcase.title}</h1>
            {showcase.description && (
              <p className="whitespace-pre-line text-muted-foreground break-words">{showcase.description}</p>
            )}
          </div>
          <dl className="grid grid-cols-1 gap-3 min-[380px]:grid-cols-2 lg:grid-cols-4">
            {job.address && (
              <Detail icon={MapPin} label={t('showcase.details.address')}>
                {job.address}
              </Detail>
            )}
            {job.squareFeet != null && (
              <Detail icon={Ruler} label={t('showcase.details.squareFeet')}>
                {t('showcase.details.squareFeetValue', {
                  count: new Intl.NumberFormat(language === 'pt' ? 'pt-BR' : 'en-US').format(job.squareFeet),
                })}
              </Detail>
            )}
            {job.startDate && (
              <Detail icon={CalendarDays} label={t('showcase.details.startDate')}>
                {capitalized(formatMonthYear(job.startDate, language))}
              </Detail>
            )}
            <Detail icon={CheckCircle2} label={t('showcase.details.status')}>
              {t(`showcase.status.${job.status}`)}
            </Detail>
          </dl>
          {website && (
            <Button asChild variant="outline">
              <a href={website} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                {t('showcase.website')}
              </a>
            </Button>
          )}
        </section>

        {photos.length > 0 && (
          <section className="space-y-4" aria-labelledby="showcase-gallery">
            <h2 id="showcase-gallery" className="text-xl font-semibold">
              {t('showcase.gallery.title')}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo, index) => {
                const type = t(`showcase.types.${photo.photoType}`);
                const date = hydrated ? formatDayMonth(photo.takenAt) : '';
                return (
                  <li key={photo.id}>
                    <button
                      type="button"
                      onClick={() => openViewer(index)}
                      className="group relative block aspect-square w-full cursor-pointer overflow-hidden rounded-xl bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <DeferredImage
                        src={photo.urls.thumbnail}
                        alt=""
                        width={400}
                        height={400}
                        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.04]"
                      />
                      {/* The name in words, not an aria-label: a label must contain the visible text (WCAG 2.5.3). */}
                      <span className="sr-only">{t('showcase.gallery.open', { index: index + 1, type, date })}</span>
                      <span
                        aria-hidden
                        className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-linear-to-t from-black/70 to-transparent px-2.5 pt-6 pb-2 text-xs font-medium text-white"
                      >
                        <span>{type}</span>
                        <time dateTime={photo.takenAt} className="tabular-nums">
                          {date}
                        </time>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {(phone || email) && (
          <section className="space-y-4 rounded-2xl bg-linear-to-br from-primary to-blue-800 p-6 text-center text-primary-foreground shadow-md sm:p-8">
            <h2 className="text-xl font-semibold">{t('showcase.cta.title')}</h2>
            <p className="opacity-90">{t('showcase.cta.body', { company: company.name })}</p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              {phone && (
                <Button asChild size="lg" variant="secondary" className="bg-white text-gray-900 hover:bg-white/90">
                  <a href={`tel:${phone}`}>
                    <Phone aria-hidden />
                    {t('showcase.cta.call')}
                  </a>
                </Button>
              )}
              {email && (
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  className="border-white/60 bg-transparent text-white hover:bg-white/10 hover:text-white"
                >
                  <a href={`mailto:${email}`}>
                    <Mail aria-hidden />
                    {t('showcase.cta.email')}
                  </a>
                </Button>
              )}
            </div>
          </section>
        )}
      </Main>

      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        {hydrated && t('showcase.footer', { year: new Date().getFullYear(), company: company.name })}
      </footer>

      {viewerUsed && (
        <Suspense fallback={null}>
          <ShowcaseViewer photos={photos} index={viewing} onIndexChange={setViewing} title={showcase.title} />
        </Suspense>
      )}
    </PublicPageFrame>
  );
}
