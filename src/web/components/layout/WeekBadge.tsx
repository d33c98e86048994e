import { format, getISOWeek } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/** Header on /dashboard and /dashboard/calendar: the week number, and month and day in Portuguese. */
export function WeekBadge({ now = new Date() }: { now?: Date }) {
  return (
    <p className="text-xs whitespace-nowrap text-muted-foreground sm:text-sm" data-testid="week-badge">
      <span className="font-semibold text-foreground">Semana {getISOWeek(now)}</span>
      <span aria-hidden> · </span>
      <span className="capitalize">{format(now, 'MMM d', { locale: ptBR })}</span>
    </p>
  );
}
