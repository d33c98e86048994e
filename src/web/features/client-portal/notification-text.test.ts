import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBundle, setLanguage, translate } from '../../lib/i18n.ts';
import { notificationText } from './notification-text.ts';

beforeAll(async () => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  await setLanguage('en');
  await loadBundle('signed-in');
});

// As the server stores them (English) with the params the list answers with.
const photo = {
  notificationType: 'photo_added' as const,
  title: 'New project photo',
  message: 'A new during photo was added to your project Sala – Carvalho.',
  params: { jobTitle: 'Sala – Carvalho', photoType: 'during' as const, milestoneTitle: null },
};
const milestone = {
  notificationType: 'milestone_completed' as const,
  title: 'Milestone completed: Contrapiso nivelado',
  message: 'Contrapiso nivelado is done on your project Sala – Carvalho.',
  params: { jobTitle: 'Sala – Carvalho', photoType: null, milestoneTitle: 'Contrapiso nivelado' },
};

describe("a client notification's texts", () => {
  it('are written in Portuguese from the type and params, the typed titles kept', async () => {
    await setLanguage('pt');
    expect(notificationText(photo, translate)).toEqual({
      title: 'Nova foto do projeto',
      message: 'Uma nova foto da obra em andamento foi adicionada ao seu projeto Sala – Carvalho.',
    });
    expect(notificationText({ ...photo, params: { ...photo.params, photoType: 'before' } }, translate).message).toBe(
      'Uma nova foto de antes foi adicionada ao seu projeto Sala – Carvalho.',
    );
    expect(notificationText(milestone, translate)).toEqual({
      title: 'Marco concluído: Contrapiso nivelado',
      message: 'O marco “Contrapiso nivelado” foi concluído no seu projeto Sala – Carvalho.',
    });
  });

  it('say in English what the server stored', async () => {
    await setLanguage('en');
    expect(notificationText(photo, translate)).toEqual({ title: photo.title, message: photo.message });
    expect(notificationText(milestone, translate)).toEqual({ title: milestone.title, message: milestone.message });
  });

  it('fall back to the stored English when a param is missing', async () => {
    await setLanguage('pt');
    const older = { ...milestone, params: { ...milestone.params, milestoneTitle: null } };
    expect(notificationText(older, translate)).toEqual({ title: milestone.title, message: milestone.message });
    const noType = { ...photo, params: { ...photo.params, photoType: null } };
    expect(notificationText(noType, translate)).toEqual({ title: photo.title, message: photo.message });
  });
});
