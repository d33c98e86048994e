import { describe, expect, it } from 'vitest';
import { uploadFormFields } from './api.ts';
import { photoChanges } from './photo-form.ts';

const photo = {
  photoType: 'progress' as const,
  stage: 'installation',
  description: 'Hall',
  isClientVisible: true,
  isPortfolioWorthy: false,
};
const same = {
  photoType: 'progress' as const,
  stage: 'installation',
  description: 'Hall',
  isClientVisible: true,
  isPortfolioWorthy: false,
};

describe('photoChanges', () => {
  it('sends nothing when nothing changed (spaces around the description ignored)', () => {
    expect(photoChanges(photo, { ...same, description: '  Hall ' })).toEqual({});
  });

  it('sends only the changed fields; blanks become null', () => {
    expect(
      photoChanges(photo, { ...same, photoType: 'after', stage: '', description: '', isPortfolioWorthy: true }),
    ).toEqual({ photoType: 'after', stage: null, description: null, isPortfolioWorthy: true });
  });
});

describe('uploadFormFields', () => {
  const meta = {
    photoType: 'before' as const,
    stage: null,
    description: '  ',
    isClientVisible: false,
    isPortfolioWorthy: true,
    location: null,
  };

  it('sends the flags as text and leaves blanks out', () => {
    expect(uploadFormFields(meta)).toEqual([
      ['photoType', 'before'],
      ['isClientVisible', 'false'],
      ['isPortfolioWorthy', 'true'],
    ]);
  });

  it('adds the stage, the trimmed description and the position when there are', () => {
    const fields = Object.fromEntries(
      uploadFormFields({
        ...meta,
        stage: 'installation',
        description: ' Kitchen ',
        location: { latitude: -23.5, longitude: -46.6, accuracy: 12 },
      }),
    );
    expect(fields).toMatchObject({
      stage: 'installation',
      description: 'Kitchen',
      latitude: '-23.5',
      longitude: '-46.6',
      locationAccuracy: '12',
    });
  });
});
