import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './FormField';

// One field's markup is flat enough to read with patterns: the first tag of a kind, and an element's text by id.
const attrOf = (html: string, tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(new RegExp(`<${tag}\\b[^>]*>`).exec(html)?.[0] ?? '')?.[1];
const textOf = (html: string, id: string) => new RegExp(`id="${id}"[^>]*>(?:<[^>]*>)*([^<]+)`).exec(html)?.[1];

describe('a labelled field', () => {
  it.each([
    ['a text input', 'input', TextField],
    ['a multi-line text', 'textarea', TextAreaField],
    ['a select', 'select', SelectField],
  ] as const)('as %s is named by its label and reads its hint and refusal', (_, tag, Field) => {
    const html = renderToStaticMarkup(
      createElement(Field as typeof TextField, {
        label: 'Açıklama',
        hint: 'En az 3 karakter.',
        error: 'Açıklama çok kısa.',
      }),
    );
    const id = attrOf(html, tag, 'id')!;
    expect(attrOf(html, 'label', 'for')).toBe(id);
    expect(attrOf(html, tag, 'aria-invalid')).toBe('true');
    expect(attrOf(html, tag, 'aria-describedby')).toBe(`${id}-hint ${id}-error`);
    expect(textOf(html, `${id}-hint`)).toBe('En az 3 karakter.');
    expect(textOf(html, `${id}-error`)).toBe('Açıklama çok kısa.');
  });

  it('describes nothing and is not marked invalid while there is nothing to say', () => {
    const html = renderToStaticMarkup(createElement(TextAreaField, { label: 'Not', id: 'note' }));
    expect(attrOf(html, 'label', 'for')).toBe('note');
    expect(attrOf(html, 'textarea', 'id')).toBe('note');
    expect(attrOf(html, 'textarea', 'aria-describedby')).toBeUndefined();
    expect(attrOf(html, 'textarea', 'aria-invalid')).toBeUndefined();
  });
});
