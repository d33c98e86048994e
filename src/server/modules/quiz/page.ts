import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { appPageTitle, fill, type PageHeadHook } from '../../platform/page-head.ts';
import { publicQuiz } from './service.ts';

/** The company a quiz page names: /quiz/{slug}, or ?company= on /quiz and /service-quiz (QuizPage). */
function companyRef(path: string, query: URLSearchParams): string | null {
  const slug = /^\/quiz\/([^/]+)$/.exec(path)?.[1];
  if (slug) {
    try {
      return decodeURIComponent(slug).trim();
    } catch {
      return ''; // not a URL's encoding: no company has it
    }
  }
  return path === '/quiz' || path === '/service-quiz' ? (query.get('company') ?? '').trim() : null;
}

/**
 * The company's quiz sent with its head (ADR 0019): titled as the page titles itself, described
 * with the company's name, and the company (what the page fetches first) inlined, so the branded
 * questionnaire draws without waiting on the API. Reading it counts nothing. An unknown company gets
 * the generic head: the page asks the API and shows that it was not found, as before.
 */
export function quizPageHead(db: Database): PageHeadHook {
  return async ({ path, query, texts }) => {
    const ref = companyRef(path, query);
    if (ref === null) return null;
    const generic = { page: 'quiz', title: appPageTitle(texts, 'quiz') };
    if (ref.length < 1 || ref.length > 64) return generic;
    try {
      const company = await publicQuiz(db, ref);
      // As the page titles itself once it has the company (QuizPage).
      const title = `${texts.titles.quiz ?? ''} · ${company.name}`;
      return {
        ...generic,
        title,
        description: fill(texts.descriptions.quiz ?? '', { company: company.name }),
        openGraph: { 'og:type': 'website', 'og:title': title },
        data: { api: `/api/v1/public/quiz/${encodeURIComponent(ref)}`, value: company },
      };
    } catch (error) {
      if (error instanceof AppError) return generic;
      throw error;
    }
  };
}
