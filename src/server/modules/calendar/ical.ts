// A small iCalendar (RFC 5545) writer for the private calendar feed: one VCALENDAR of VEVENTs,
// times in UTC, TEXT values escaped, lines folded at 75 octets and ended by CRLF.

export interface FeedEvent {
  /** Globally unique and stable for the item, so that calendar apps update it instead of duplicating it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  lastModified?: Date | null;
}

export interface FeedCalendar {
  /** X-WR-CALNAME: the name calendar apps show for the subscription. */
  name: string;
  /** X-WR-TIMEZONE: an IANA zone name (the times themselves are in UTC). */
  timeZone: string;
  events: FeedEvent[];
  /** DTSTAMP of every event: when this file was made. */
  now?: Date;
  /** How often subscribers should refresh (REFRESH-INTERVAL and X-PUBLISHED-TTL), in minutes. */
  refreshMinutes?: number;
}

export const PRODID = '-//Floor Pro//Calendar feed//EN';
const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Control characters other than tab, CR and LF are not allowed in a TEXT value: they are dropped. */
function withoutControls(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if ((code < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r') || code === 0x7f) continue;
    out += ch;
  }
  return out;
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return withoutControls(value)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A URI value is not escaped, but it must stay on its line. */
function uriValue(value: string): string {
  return withoutControls(value).replace(/[\r\n\t]/g, '');
}

/** A UTC DATE-TIME in basic format: 20260305T143000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets, continuation lines starting
 * with one space. A multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

function eventLines(e: FeedEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.url) lines.push(`URL:${uriValue(e.url)}`);
  if (e.status) lines.push(`STATUS:${e.status}`);
  if (e.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(e.lastModified)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole file: every line folded and ended by CRLF. */
export function writeCalendar(cal: FeedCalendar): string {
  const stamp = utcStamp(cal.now ?? new Date());
  const refresh = `PT${Math.max(1, Math.round(cal.refreshMinutes ?? 60))}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    `X-WR-TIMEZONE:${escapeText(cal.timeZone)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...cal.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((l) => foldLine(l) + CRLF).join('');
}
