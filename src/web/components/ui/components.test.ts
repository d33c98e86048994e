import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Field, type FieldControlProps } from './Field.tsx';
import { Input } from './Input.tsx';

describe('Button', () => {
  it('is a type="button" unless told otherwise, so it never submits a form by accident', () => {
    expect(renderToStaticMarkup(h(Button, null, 'Save'))).toMatch(/^<button type="button"/);
    expect(renderToStaticMarkup(h(Button, { type: 'submit' }, 'Save'))).toMatch(/^<button type="submit"/);
  });

  it('with asChild gives its look to the child element (a link) instead of rendering a button', () => {
    const html = renderToStaticMarkup(
      h(Button, { asChild: true, variant: 'outline' }, h('a', { href: '/dashboard' }, 'Go')),
    );
    expect(html).toMatch(/^<a [^>]*href="\/dashboard"[^>]*>Go<\/a>$/);
    expect(html).toMatch(/class="[^"]*border-input/);
    expect(html).not.toContain('type=');
  });

  it("adds the caller's classes to its own", () => {
    expect(renderToStaticMarkup(h(Button, { className: 'w-full' }, 'x'))).toMatch(
      /class="[^"]*bg-primary[^"]* w-full"/,
    );
  });
});

describe('Badge', () => {
  it('renders a status style', () => {
    expect(renderToStaticMarkup(h(Badge, { variant: 'in_progress' }, 'In progress'))).toContain('bg-blue-100');
  });
});

describe('Field', () => {
  const attrs = (html: string, tag: string) => html.match(new RegExp(`<${tag}[^>]*>`))?.[0] ?? '';

  it('points the label at the control and describes the control by its hint and error', () => {
    const html = renderToStaticMarkup(
      h(Field, {
        id: 'email',
        label: 'E-mail',
        hint: 'We never share it',
        error: 'Please enter a valid email',
        children: h(Input),
      }),
    );
    expect(attrs(html, 'label')).toContain('for="email"');
    const input = attrs(html, 'input');
    expect(input).toContain('id="email"');
    expect(input).toContain('aria-describedby="email-hint email-error"');
    expect(input).toContain('aria-invalid="true"');
    expect(html).toContain(
      '<p id="email-error" class="text-sm font-medium text-danger-text">Please enter a valid email</p>',
    );
    expect(html).toContain('id="email-hint"');
  });

  it('without an error the control is neither invalid nor described by one; the id is generated', () => {
    const html = renderToStaticMarkup(h(Field, { label: 'Name', children: h(Input) }));
    const input = attrs(html, 'input');
    expect(input).not.toContain('aria-invalid=');
    expect(input).not.toContain('aria-describedby=');
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(attrs(html, 'label')).toContain(`for="${id}"`);
  });

  it('hands the same wiring to a render function', () => {
    const html = renderToStaticMarkup(
      h(Field, {
        id: 'phone',
        label: 'Phone',
        error: 'Invalid',
        children: (control: FieldControlProps) => h('input', { ...control, type: 'tel' }),
      }),
    );
    expect(attrs(html, 'input')).toContain('aria-describedby="phone-error"');
    expect(attrs(html, 'input')).toContain('aria-invalid="true"');
  });
});
