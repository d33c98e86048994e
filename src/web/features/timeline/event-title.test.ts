import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBundle, setLanguage, translate } from '../../lib/i18n.ts';
import { eventTitle } from './event-title.ts';

beforeAll(async () => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  await setLanguage('en');
  await loadBundle('share');
});

const photoAdded = { eventType: 'photo_added' as const, title: 'Photo added', metadata: { photoType: 'before' } };
const milestoneDone = {
  eventType: 'milestone_completed' as const,
  title: 'Milestone completed: Contrapiso nivelado',
  metadata: { milestoneId: 'm1', milestoneTitle: 'Contrapiso nivelado' },
};

describe("a timeline event's title", () => {
  it("writes the server's own titles in the viewer's language, keeping the milestone's title as typed", async () => {
    await setLanguage('pt');
    expect(eventTitle(photoAdded, translate)).toBe('Foto adicionada');
    expect(eventTitle(milestoneDone, translate)).toBe('Marco concluído: Contrapiso nivelado');
    await setLanguage('en');
    expect(eventTitle(photoAdded, translate)).toBe('Photo added');
    expect(eventTitle(milestoneDone, translate)).toBe('Milestone completed: Contrapiso nivelado');
  });

  it("shows a contractor's title as typed: their own events and the server's once edited", async () => {
    await setLanguage('pt');
    expect(eventTitle({ eventType: 'photo_added', title: 'Fotos do piso de carvalho', metadata: {} }, translate)).toBe(
      'Fotos do piso de carvalho',
    );
    expect(eventTitle({ ...milestoneDone, title: 'Contrapiso pronto!' }, translate)).toBe('Contrapiso pronto!');
    // Another type that happens to say the same words is the contractor's too.
    expect(eventTitle({ ...photoAdded, eventType: 'other' }, translate)).toBe('Photo added');
  });

  it('shows the stored text of a milestone_completed event written before its milestone title was kept', async () => {
    await setLanguage('pt');
    const older = { ...milestoneDone, metadata: { milestoneId: 'm1' } };
    expect(eventTitle(older, translate)).toBe('Milestone completed: Contrapiso nivelado');
    expect(eventTitle({ ...older, metadata: undefined }, translate)).toBe('Milestone completed: Contrapiso nivelado');
  });
});
