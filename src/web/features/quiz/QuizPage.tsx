import { useEffect, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../../components/layout/LanguageSwitcher.tsx';
import { PublicCard } from '../../components/layout/PublicCard.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { PageSpinner } from '../../components/ui/PageSpinner.tsx';
import { api, ApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useBundle, useI18n } from '../../lib/i18n.ts';
import { useInlinedData } from '../../lib/page-data.ts';
import { Questionnaire } from './Questionnaire.tsx';
import { quizTheme, type PublicQuizCompany } from './theme.ts';
import { Main, SkipLink } from '../../components/layout/Main.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

type Loaded = { company: PublicQuizCompany } | { failure: 'not-found' | 'error' };

/**
 * /quiz/{slug}, /quiz?company={companyId} and /service-quiz?company={slug or id}: the public lead
 * capture questionnaire, in the company's branding. Nobody is signed in here, so no TanStack Query:
 * one fetch for the company, one for the answers.
 */
export default function QuizPage() {
  useBundle('leads');
  const { t } = useI18n();
  const { slug } = useParams();
  const [search] = useSearchParams();
  const companyRef = (slug ?? search.get('company') ?? '').trim();
  const url = `/api/v1/public/quiz/${encodeURIComponent(companyRef)}`;
  // The company, sent with the page (ADR 0019).
  const inlined = useInlinedData<PublicQuizCompany>(url);
  // The answer for the reference asked; a new reference (or a retry) shows the spinner again.
  const [loaded, setLoaded] = useState<{ ref: string; attempt: number; result: Loaded } | undefined>(
    inlined && { ref: companyRef, attempt: 0, result: { company: inlined.value } },
  );
  const [attempt, setAttempt] = useState(0);
  // After the company, once it is known (as the server titles the page it sends).
  const company = loaded && 'company' in loaded.result ? loaded.result.company : undefined;
  useDocumentTitle('titles.quiz', company?.name);

  useEffect(() => {
    if (!companyRef || (attempt === 0 && inlined?.api === url)) return;
    let current = true;
    api<PublicQuizCompany>(url)
      .then((company): Loaded => ({ company }))
      .catch((error: unknown): Loaded => ({
        failure: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error',
      }))
      .then((result) => current && setLoaded({ ref: companyRef, attempt, result }));
    return () => {
      current = false;
    };
  }, [companyRef, url, attempt, inlined]);

  if (!companyRef) return <Message title="quiz.noCompany.title" body="quiz.noCompany.body" />;
  if (!loaded || loaded.ref !== companyRef || loaded.attempt !== attempt) return <PageSpinner />;
  const { result } = loaded;
  if ('failure' in result) {
    return result.failure === 'not-found' ? (
      <Message title="quiz.notFound.title" body="quiz.notFound.body" />
    ) : (
      <Message title="quiz.loadFailed.title" body="quiz.loadFailed.body">
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('quiz.loadFailed.retry')}</Button>
      </Message>
    );
  }
  return <BrandedQuiz company={result.company} />;
}

/** A friendly card for the pages without a questionnaire: no company named, an unknown one, a failure. */
function Message({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <PublicCard className="space-y-4 text-center">
      <h1 className="text-xl font-semibold">{t(title)}</h1>
      <p className="text-muted-foreground">{t(body)}</p>
      {children}
    </PublicCard>
  );
}

function BrandedQuiz({ company }: { company: PublicQuizCompany }) {
  const { t } = useI18n();
  const theme = quizTheme(company.branding);
  return (
    <div style={theme.style} className={cn('min-h-dvh font-sans', theme.page)}>
      <SkipLink />
      <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-4 py-4 sm:py-8">
        <header className="mb-4 flex items-center gap-3 text-(--quiz-on-background)">
          {company.logoUrl ? (
            <img
              src={company.logoUrl}
              alt=""
              className="size-12 shrink-0 rounded-lg bg-white object-contain p-1 shadow-sm"
            />
          ) : (
            <span
              aria-hidden
              className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-card text-xl font-bold text-primary-text shadow-sm"
            >
              {company.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-lg leading-tight font-semibold">{company.name}</h1>
            <p className="text-sm opacity-80">{t('quiz.caption')}</p>
          </div>
          <LanguageSwitcher className="bg-background" />
        </header>
        <Main className={cn('bg-card p-5 text-card-foreground sm:p-8', theme.card)}>
          <Questionnaire company={company} theme={theme} />
        </Main>
        <p className="mt-4 text-center text-xs text-(--quiz-on-background) opacity-80">
          {t('quiz.privacy', { company: company.name })}
        </p>
      </div>
    </div>
  );
}
