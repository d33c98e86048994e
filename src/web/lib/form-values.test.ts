import { describe, expect, it, vi } from 'vitest';
import { errorsKeyedBy, inputText, isFieldOf, showFieldErrors } from './form-values.ts';

describe('inputText', () => {
  it('is the text of a value, and empty for none', () => {
    expect(inputText('a')).toBe('a');
    expect(inputText(0)).toBe('0');
    expect(inputText(12.5)).toBe('12.5');
    expect(inputText(null)).toBe('');
    expect(inputText(undefined)).toBe('');
  });
});

describe('errorsKeyedBy', () => {
  it("keys a server's messages by the form's field of each path, the first message of a field winning", () => {
    const keyed = errorsKeyedBy((path) => path.split('.')[0]!);
    expect(keyed({ 'discount.cents': 'a', discount: 'b', title: 'c' })).toEqual({ discount: 'a', title: 'c' });
    expect(keyed({})).toEqual({});
  });
});

describe('showFieldErrors', () => {
  const isField = isFieldOf(['name', 'email'] as const);

  it("knows the form's fields", () => {
    expect(isField('name')).toBe(true);
    expect(isField('phone')).toBe(false);
  });

  it('sets the messages of shown fields, focusing only the first', () => {
    const setError = vi.fn();
    expect(showFieldErrors({ phone: 'Bad', name: 'Required', email: 'Invalid' }, isField, setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { message: 'Required' }, { shouldFocus: true }],
      ['email', { message: 'Invalid' }, { shouldFocus: false }],
    ]);
  });

  it('shows nothing when no field of the form is named', () => {
    const setError = vi.fn();
    expect(showFieldErrors({ phone: 'Bad' }, isField, setError)).toBe(false);
    expect(showFieldErrors(undefined, isField, setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
