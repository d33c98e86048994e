import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '../../../shared/photos.ts';
import { EXPIRY_IN_PAST_MESSAGE, REVOKED_LINK_MESSAGE } from '../../../shared/share-inputs.ts';
import { TIMELINE_MESSAGES } from '../../../shared/timeline.ts';
import { loadBundle, setLanguage } from '../../lib/i18n.ts';
import { localizePhotoMessage } from './messages.ts';

beforeAll(async () => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {} });
  vi.stubGlobal('document', { documentElement: { lang: '' } });
  await setLanguage('en');
  await loadBundle('signed-in');
});

const serverMessages = [
  ...Object.values(PHOTO_MESSAGES),
  ...Object.values(TIMELINE_MESSAGES),
  EXPIRY_IN_PAST_MESSAGE,
  REVOKED_LINK_MESSAGE,
];

describe("the photo and sharing rules' messages", () => {
  it('read as the server wrote them in English', async () => {
    await setLanguage('en');
    for (const message of serverMessages) expect(localizePhotoMessage(message)).toBe(message);
  });

  it('each has its own Portuguese', async () => {
    await setLanguage('pt');
    const translated = serverMessages.map(localizePhotoMessage);
    translated.forEach((text, i) => expect(text, serverMessages[i]).not.toBe(serverMessages[i]));
    expect(localizePhotoMessage(REVOKED_LINK_MESSAGE)).toBe('Este link foi revogado. Crie um novo.');
    await setLanguage('en');
  });
});
