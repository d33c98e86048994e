import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { useI18n } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useSetArchived } from './queries.ts';

/** What the rows of both catalog tabs (products, suppliers) have: a name and an archived date. */
interface CatalogRecord {
  id: string;
  name: string;
  archivedAt: string | null;
}

/** The row's first cell: the name, and "Archived" on an archived one. */
export function NameCell({ record }: { record: CatalogRecord }) {
  const { t } = useI18n();
  return (
    <div role="cell" className="min-w-0 max-md:basis-full">
      <span className="font-medium">{record.name}</span>
      {record.archivedAt && (
        <Badge variant="muted" className="ml-2">
          {t('catalog.archived')}
        </Badge>
      )}
    </div>
  );
}

/** The row's last cell, for who may edit the catalog: edit, and archive (or restore an archived one). */
export function ActionsCell({
  record,
  onEdit,
  onArchive,
  onRestore,
}: {
  record: CatalogRecord;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}) {
  const { t } = useI18n();
  return (
    <div role="cell" className="flex gap-1 max-md:basis-full max-md:justify-end">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('catalog.actions.editNamed', { name: record.name })}
        title={t('catalog.actions.edit')}
        onClick={onEdit}
      >
        <Pencil aria-hidden />
      </Button>
      {record.archivedAt ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('catalog.actions.restoreNamed', { name: record.name })}
          title={t('catalog.actions.restore')}
          onClick={onRestore}
        >
          <ArchiveRestore aria-hidden />
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('catalog.actions.archiveNamed', { name: record.name })}
          title={t('catalog.actions.archive')}
          onClick={onArchive}
        >
          <Archive aria-hidden />
        </Button>
      )}
    </div>
  );
}

/**
 * Archiving a product or a supplier after a question (`archive` asks, `confirm` is the question to
 * render), and restoring one at once.
 */
export function useArchiving<T extends CatalogRecord>(kind: 'product' | 'supplier') {
  const { t } = useI18n();
  const [archiving, setArchiving] = useState<T | null>(null);
  const setArchived = useSetArchived(kind);
  const restore = (record: T) =>
    setArchived.mutate(
      { id: record.id, archived: false },
      {
        onSuccess: () => toast.success(t('catalog.toast.restored')),
        onError: (error) => toast.error(t('catalog.toast.restoreFailed'), { description: error.message }),
      },
    );
  const confirm = (
    <ConfirmDialog
      open={archiving !== null}
      onOpenChange={(open) => !open && setArchiving(null)}
      title={t(`catalog.confirmArchive.${kind}Title`, { name: archiving?.name ?? '' })}
      description={t(`catalog.confirmArchive.${kind}Body`)}
      confirmLabel={t('catalog.confirmArchive.confirm')}
      busy={setArchived.isPending}
      onConfirm={() =>
        archiving &&
        setArchived.mutate(
          { id: archiving.id, archived: true },
          {
            onSuccess: () => {
              toast.success(t('catalog.toast.archived'));
              setArchiving(null);
            },
            onError: (error) => toast.error(t('catalog.toast.archiveFailed'), { description: error.message }),
          },
        )
      }
    />
  );
  return { archive: setArchiving, restore, confirm };
}
