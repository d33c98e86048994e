import { Copy, ExternalLink, Info, Plus, QrCode } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/Card.tsx';
import { Input } from '../../components/ui/Input.tsx';
import { Label } from '../../components/ui/Label.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { copyToClipboard, useCaptureCompany } from './company.ts';
import { CAPTURE_LINK_KINDS, captureLinks, embedSnippet, qrGeneratorPath, type CaptureLinkKind } from './links.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Panel } from '../../components/ui/Panel.tsx';

/** /dashboard/tools/leads: the company's public capture links, to copy, open, print as QR codes or embed. */
export default function CaptureLinksPage() {
  useDocumentTitle('titles.captureLinks');
  const { t } = useI18n();
  const { company, isPending, isError, refetch, canEditCompany, canCreateLead } = useCaptureCompany();
  const links = company && captureLinks(window.location.origin, company);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('captureTools.links.title')}</h1>
          <p className="text-muted-foreground">{t('captureTools.links.description')}</p>
        </div>
        {canCreateLead && (
          <Button asChild>
            <Link to="/dashboard/leads?new=1">
              <Plus aria-hidden />
              {t('captureTools.links.newLead')}
            </Link>
          </Button>
        )}
      </div>

      {isPending && (
        <div className="space-y-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      )}
      {isError && (
        <Panel role="alert" className="space-y-3">
          <p className="text-danger-text">{t('captureTools.loadFailed')}</p>
          <Button variant="outline" onClick={refetch}>
            {t('captureTools.retry')}
          </Button>
        </Panel>
      )}

      {company && links && (
        <>
          {!company.slug && canEditCompany && (
            <div className="flex gap-3 rounded-xl border border-border bg-muted/50 p-4 text-sm">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-text" />
              <div className="space-y-2">
                <p className="font-medium">{t('captureTools.slugHint.title')}</p>
                <p className="text-muted-foreground">
                  {t('captureTools.slugHint.body', { example: `${window.location.origin}/quiz/your-company` })}
                </p>
                <Button asChild variant="outline" size="sm">
                  <Link to="/dashboard/settings">{t('captureTools.slugHint.action')}</Link>
                </Button>
              </div>
            </div>
          )}
          {CAPTURE_LINK_KINDS.map((kind) => (
            <LinkCard key={kind} kind={kind} url={links[kind]} />
          ))}
          <EmbedCard url={links.quiz} companyName={company.name} />
        </>
      )}
    </div>
  );
}

function LinkCard({ kind, url }: { kind: CaptureLinkKind; url: string }) {
  const { t } = useI18n();
  const inputId = useId();
  return (
    <Card data-testid={`capture-link-${kind}`}>
      <CardHeader>
        <CardTitle as="h2">{t(`captureTools.kind.${kind}.title`)}</CardTitle>
        <CardDescription>{t(`captureTools.kind.${kind}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor={inputId} className="sr-only">
          {t(`captureTools.kind.${kind}.title`)}
        </Label>
        <Input id={inputId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono" />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void copyToClipboard(url, t('captureTools.linkCopied'), t('captureTools.copyFailed'))}>
            <Copy aria-hidden />
            {t('captureTools.copy')}
          </Button>
          <Button asChild variant="outline">
            <a href={url} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {t('captureTools.open')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <Link to={qrGeneratorPath(url)}>
              <QrCode aria-hidden />
              {t('captureTools.qrCode')}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function EmbedCard({ url, companyName }: { url: string; companyName: string }) {
  const { t } = useI18n();
  const id = useId();
  const snippet = embedSnippet(url, t('captureTools.embed.frameTitle', { company: companyName }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('captureTools.embed.title')}</CardTitle>
        <CardDescription>{t('captureTools.embed.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor={id}>{t('captureTools.embed.label')}</Label>
        <textarea
          id={id}
          readOnly
          rows={4}
          value={snippet}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-input bg-muted/40 px-3 py-2 font-mono text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <Button
          variant="outline"
          onClick={() => void copyToClipboard(snippet, t('captureTools.embed.copied'), t('captureTools.copyFailed'))}
        >
          <Copy aria-hidden />
          {t('captureTools.embed.copy')}
        </Button>
      </CardContent>
    </Card>
  );
}
