import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../../shared/leads.ts';
import {
  EMPTY_ANSWERS,
  firstStepWithError,
  hasUnshownError,
  parseSize,
  quizMessageKey,
  stepIsValid,
  stepOfField,
  toSubmission,
  validateAnswers,
  type QuizAnswers,
} from './answers.ts';

const complete: QuizAnswers = {
  ...EMPTY_ANSWERS,
  flooringType: 'hardwood',
  size: '1,200',
  budgetRange: '10k_25k',
  timeline: 'within_1_month',
  name: 'Maria Silva',
  email: 'Maria@Example.com',
  consent: true,
};

describe('the quiz answers', () => {
  it('reads the size as a whole number within the limits', () => {
    expect(parseSize('squareFeet', '1,200')).toBe(1200);
    expect(parseSize('squareFeet', ' 850 ')).toBe(850);
    expect(parseSize('rooms', '3')).toBe(3);
    expect(parseSize('rooms', '0')).toBeNull();
    expect(parseSize('rooms', '101')).toBeNull();
    expect(parseSize('squareFeet', '12.5')).toBeNull();
    expect(parseSize('squareFeet', '-4')).toBeNull();
    expect(parseSize('squareFeet', '')).toBeNull();
  });

  it('lets the visitor go on only once the step is answered', () => {
    expect(stepIsValid('flooringType', EMPTY_ANSWERS)).toBe(false);
    expect(stepIsValid('flooringType', { ...EMPTY_ANSWERS, flooringType: 'tile' })).toBe(true);
    expect(stepIsValid('size', { ...EMPTY_ANSWERS, size: 'big' })).toBe(false);
    expect(stepIsValid('size', { ...EMPTY_ANSWERS, sizeMode: 'rooms', size: '2' })).toBe(true);
    expect(stepIsValid('budgetRange', EMPTY_ANSWERS)).toBe(false);
    expect(stepIsValid('timeline', { ...EMPTY_ANSWERS, timeline: 'asap' })).toBe(true);
    expect(stepIsValid('contact', { ...complete, consent: false })).toBe(false);
    expect(stepIsValid('contact', { ...complete, name: '  ' })).toBe(false);
    expect(stepIsValid('contact', complete)).toBe(true);
  });

  it('sends the size in the field the visitor chose, with the language and the honeypot', () => {
    expect(toSubmission(complete, 'pt')).toMatchObject({ squareFeet: 1200, rooms: null, language: 'pt', website: '' });
    expect(toSubmission({ ...complete, sizeMode: 'rooms', size: '4' }, 'en')).toMatchObject({
      squareFeet: null,
      rooms: 4,
      language: 'en',
    });
  });

  it("validates with the server's schema and the spec's messages", async () => {
    expect(await validateAnswers(complete, 'en')).toEqual({});
    expect(
      await validateAnswers({ ...complete, name: '', email: 'not-an-email', phone: 'abc', consent: false }, 'en'),
    ).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
      consent: LEAD_MESSAGES.consentRequired,
    });
  });

  it('finds the step that shows a field with an error', () => {
    expect(stepOfField('rooms')).toBe('size');
    expect(stepOfField('email')).toBe('contact');
    expect(stepOfField('somethingNew')).toBe('contact');
    expect(firstStepWithError({ email: 'x', budgetRange: 'y' })).toBe('budgetRange');
    expect(firstStepWithError({})).toBeUndefined();
    expect(hasUnshownError({ email: 'x', rooms: 'y' })).toBe(false);
    expect(hasUnshownError({ email: 'x', website: 'y' })).toBe(true);
  });

  it('translates the consent message itself', () => {
    expect(quizMessageKey(LEAD_MESSAGES.consentRequired)).toBe('quiz.errors.consent');
    expect(quizMessageKey('This field is required')).toBeUndefined();
  });
});
