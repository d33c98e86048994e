import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, utcStamp, writeCalendar, type FeedEvent } from './ical.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

const event = (overrides: Partial<FeedEvent> = {}): FeedEvent => ({
  uid: 'job-1@floor.example',
  start: new Date('2026-03-05T14:30:00.000Z'),
  end: new Date('2026-03-05T16:30:00.000Z'),
  summary: 'Oak floor',
  ...overrides,
});

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks (backslash first)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters but keeps tabs and text outside ASCII', () => {
    expect(escapeText('a\u0000b\u0007c\u007fd\te — ção')).toBe('abcd\te — ção');
  });
});

describe('utcStamp', () => {
  it('writes UTC in basic format without milliseconds', () => {
    expect(utcStamp(new Date('2026-03-05T14:30:09.123Z'))).toBe('20260305T143009Z');
    expect(utcStamp(new Date('2026-03-05T09:30:00-05:00'))).toBe('20260305T143000Z');
  });
});

describe('foldLine', () => {
  it('leaves lines of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, continuation lines starting with one space', () => {
    const line = 'SUMMARY:' + 'abcdefghij'.repeat(20);
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts[0]).toHaveLength(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('never splits a multi-byte character', () => {
    const line = 'SUMMARY:' + 'ção😀'.repeat(40);
    const parts = foldLine(line).split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split character would not survive the round trip through UTF-8.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('writeCalendar', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');

  it('writes the calendar properties, CRLF line ends and no line over 75 octets', () => {
    const ics = writeCalendar({
      name: 'Floor Pro — Oak & Sons',
      timeZone: 'America/Los_Angeles',
      now,
      events: [event({ description: 'x'.repeat(300) })],
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of [
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Floor Pro — Oak & Sons',
      'X-WR-TIMEZONE:America/Los_Angeles',
      'DTSTAMP:20260301T120000Z',
      'DTSTART:20260305T143000Z',
      'DTEND:20260305T163000Z',
    ]) {
      expect(ics).toContain(`\r\n${line}\r\n`);
    }
  });

  it('parses back with ical.js: texts with specials, folding and times survive', () => {
    const summary = 'Smith, kitchen; hall\\stairs\nsecond line — ção '.repeat(3);
    const ics = writeCalendar({
      name: 'Crew, North; team',
      timeZone: 'America/New_York',
      now,
      events: [
        event({
          summary,
          location: '12 Main St, Springfield; IL',
          description: 'Status: In Progress\nStage: Installation',
          url: 'https://floor.example/dashboard/jobs/1',
          status: 'CONFIRMED',
          lastModified: new Date('2026-02-28T10:00:00Z'),
        }),
        event({ uid: 'task-2@floor.example', summary: 'Call', status: 'CANCELLED' }),
      ],
    });
    const { calendar, events } = parse(ics);
    // ical.js does not know X-WR-CALNAME's type and leaves it as written: escaped as TEXT.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Crew\\, North\\; team');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(2);
    const [first, second] = events;
    expect(first!.uid).toBe('job-1@floor.example');
    expect(first!.summary).toBe(summary);
    expect(first!.location).toBe('12 Main St, Springfield; IL');
    expect(first!.description).toBe('Status: In Progress\nStage: Installation');
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-03-05T14:30:00.000Z');
    expect(first!.endDate.toJSDate().toISOString()).toBe('2026-03-05T16:30:00.000Z');
    expect(first!.component.getFirstPropertyValue('url')).toBe('https://floor.example/dashboard/jobs/1');
    expect(second!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps a URL on its own line even if it holds a line break', () => {
    const ics = writeCalendar({
      name: 'x',
      timeZone: 'UTC',
      now,
      events: [event({ url: 'https://floor.example/a\r\nX-EVIL:1' })],
    });
    expect(ics).not.toContain('\r\nX-EVIL');
  });

  it('an empty calendar is still a valid file', () => {
    const { events } = parse(writeCalendar({ name: 'Empty', timeZone: 'UTC', now, events: [] }));
    expect(events).toEqual([]);
  });
});
