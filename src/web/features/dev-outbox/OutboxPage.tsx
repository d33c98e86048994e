import { useEffect, useState } from 'react';
import type { ApiError } from '../../lib/api.ts';
import { api } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.ts';
import { Main, SkipLink } from '../../components/layout/Main.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/**
 * /dev/outbox: the e-mails the server would have sent, when no SMTP server is configured. The server
 * shows them only outside production to a browser on its own machine (ADR 0008); anyone else gets a 404.
 */
export default function OutboxPage() {
  useDocumentTitle('titles.outbox');
  const { t } = useI18n();
  const [messages, setMessages] = useState<OutboxMessage[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const load = () =>
      api<OutboxMessage[]>('/api/dev/outbox')
        .then((list) => {
          setMessages(list);
          setError(undefined);
        })
        .catch((e: ApiError) => {
          if (e.status !== 404) return setError(e.message);
          // Refused for where the page was opened from, which polling does not change.
          clearInterval(timer);
          setError(t('outbox.unavailable'));
        });
    const timer = setInterval(() => void load(), 3000);
    void load();
    return () => clearInterval(timer);
  }, [t]);

  return (
    <>
      <SkipLink />
      <Main className="mx-auto max-w-3xl space-y-4 p-6">
        <h1 className="text-2xl font-semibold">{t('outbox.title')}</h1>
        {!error && <p className="text-muted-foreground">{t('outbox.intro')}</p>}
        {error && <p role="alert">{error}</p>}
        {!messages && !error && <p role="status">{t('app.loading')}</p>}
        {messages?.length === 0 && <p>{t('outbox.empty')}</p>}
        <ul className="space-y-3">
          {messages?.map((m) => (
            <li key={m.id} className="rounded-lg border border-border bg-card p-4" data-testid="outbox-message">
              <p className="text-sm text-muted-foreground">
                {new Date(m.createdAt).toLocaleString()} · {t('outbox.to')} {m.to}
              </p>
              <p className="font-medium">{m.subject}</p>
              <pre className="mt-2 text-sm whitespace-pre-wrap">{m.text}</pre>
              {m.links.map((link) => (
                <a key={link} href={link} className="block break-all text-primary-text underline">
                  {link}
                </a>
              ))}
            </li>
          ))}
        </ul>
      </Main>
    </>
  );
}
