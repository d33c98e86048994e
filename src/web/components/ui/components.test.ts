import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Field, type FieldControlProps } from './Field.tsx';
import { Input } from './Input.tsx';
import { Panel } from './Panel.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader } from './Table.tsx';

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
  it("renders a domain's hue with no colour of its own", () => {
    const html = renderToStaticMarkup(h(Badge, { variant: 'hue', className: 'bg-blue-100' }, 'In progress'));
    expect(html).toContain('bg-blue-100');
    expect(html).not.toContain('bg-primary');
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

describe('Table', () => {
  const html = renderToStaticMarkup(
    h(
      Table,
      null,
      h(TableCaption, null, 'Payments'),
      h(TableHeader, null, h('tr', null, h(TableHead, null, 'Date'), h(TableHead, { numeric: true }, 'Amount'))),
      h(TableBody, null, h('tr', null, h(TableHead, { scope: 'row' }, 'May 1'), h(TableCell, { numeric: true }, '$5'))),
    ),
  );

  it('is a real table: a caption for screen readers, column and row headers by scope', () => {
    expect(html).toMatch(/^<table class="w-full text-sm"><caption class="sr-only">Payments<\/caption><thead/);
    expect(html).toMatch(/<th scope="col" class="[^"]*text-left[^"]*">Date<\/th>/);
    expect(html).toMatch(/<th scope="row" class="[^"]*text-left[^"]*">May 1<\/th>/);
  });

  it('gives every header and cell the same padding, and right-aligns figures', () => {
    const pads = [...html.matchAll(/<t[hd] [^>]*class="([^"]*)"/g)].map((m) => m[1]!.split(' ').slice(0, 3).join(' '));
    expect(new Set(pads)).toEqual(new Set(['px-2 py-2 sm:px-3']));
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Amount<\/th>/);
    expect(html).toMatch(/<td class="[^"]*text-right tabular-nums[^"]*">\$5<\/td>/);
  });
});

describe('Panel', () => {
  it("is a compact card, as the element it is told, with the caller's spacing", () => {
    expect(renderToStaticMarkup(h(Panel, { as: 'section', className: 'space-y-3' }, 'x'))).toBe(
      '<section class="rounded-xl border border-border bg-card p-4 space-y-3">x</section>',
    );
    expect(renderToStaticMarkup(h(Panel, null))).toMatch(/^<div /);
  });
});
