import { describe, expect, it } from 'vitest';
import { badgeVariants } from './Badge.tsx';
import { buttonVariants } from './button-variants.ts';

// cva silently falls back to the base classes for a name it does not know, so each of the spec's
// names must be shown to produce a style of its own.

const BUTTON_VARIANTS = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'success',
  'warning',
  'premium',
] as const;
const BUTTON_SIZES = ['default', 'sm', 'lg', 'icon'] as const;
const BADGE_VARIANTS = [
  'default',
  'secondary',
  'destructive',
  'outline',
  'success',
  'warning',
  'muted',
  'info',
  'success-soft',
  'warning-soft',
  'danger-soft',
  'hue',
] as const;

const classSet = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean));

describe('Button (spec section 9)', () => {
  it('has a distinct style for every variant', () => {
    const styles = BUTTON_VARIANTS.map((variant) => buttonVariants({ variant, size: 'default' }));
    expect(new Set(styles).size).toBe(BUTTON_VARIANTS.length);
  });

  it('has a distinct size for every size', () => {
    const sizes = BUTTON_SIZES.map((size) => buttonVariants({ size }));
    expect(new Set(sizes).size).toBe(BUTTON_SIZES.length);
  });

  it('defaults to the default variant and size, and always shows a keyboard focus ring', () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'default', size: 'default' }));
    for (const variant of BUTTON_VARIANTS) {
      expect(classSet(buttonVariants({ variant }))).toContain('focus-visible:outline-2');
    }
  });

  it('uses the colour tokens, so the theme and company branding apply', () => {
    expect(classSet(buttonVariants({ variant: 'default' }))).toContain('bg-primary');
    expect(classSet(buttonVariants({ variant: 'destructive' }))).toContain('bg-destructive');
    expect(classSet(buttonVariants({ variant: 'success' }))).toContain('bg-success');
    expect(classSet(buttonVariants({ variant: 'warning' }))).toContain('bg-warning');
  });
});

describe('Badge (spec section 9)', () => {
  it('has a distinct style for every variant', () => {
    const styles = BADGE_VARIANTS.map((variant) => badgeVariants({ variant }));
    expect(new Set(styles).size).toBe(BADGE_VARIANTS.length);
    expect(badgeVariants()).toBe(badgeVariants({ variant: 'default' }));
  });
});
