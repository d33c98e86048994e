/** A percent typed in a form, as the API takes it ("18.5"; a decimal comma becomes a point); null when invalid. */
export function percentText(text: string): string | null {
  const value = text.replace(/[%\s]/g, '').replace(',', '.');
  if (!value) return '0';
  return /^\d{1,3}(\.\d{1,3})?$/.test(value) ? value : null;
}
