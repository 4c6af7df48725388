import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THEME,
  describeIssues,
  FA_ICON_PATTERN,
  themeSettingsInputSchema,
  updateCategoryIconBodySchema,
  updateLayoutBodySchema,
  type ThemeSettings,
} from '../index';

const clone = (): ThemeSettings => structuredClone(DEFAULT_THEME);
const refusal = (value: unknown) => {
  const result = updateLayoutBodySchema.safeParse({ properties: value });
  expect(result.success).toBe(false);
  return describeIssues(result.error!);
};

describe('the theme the editor saves', () => {
  it('takes the shipped theme as it is, as JSON text or as an object', () => {
    expect(themeSettingsInputSchema.parse(clone())).toEqual(DEFAULT_THEME);
    expect(updateLayoutBodySchema.parse({ properties: JSON.stringify(DEFAULT_THEME) }).properties).toEqual(
      DEFAULT_THEME,
    );
  });

  it('fills blocks and items left out from the shipped theme', () => {
    const out = themeSettingsInputSchema.parse({
      layouts: { master: 'default' },
      blocks: {
        header: { title: 'Başlık', item: { top: { ...DEFAULT_THEME.blocks.header!.item.top!, bg_color: 'red-600' } } },
      },
    });
    expect(out.layouts.master).toBe('default');
    expect(out.blocks.header!.title).toBe('Başlık');
    expect(out.blocks.header!.item.top!.bg_color).toBe('red-600');
    expect(out.blocks.header!.item.logo).toEqual(DEFAULT_THEME.blocks.header!.item.logo);
    expect(out.blocks.footer).toEqual(DEFAULT_THEME.blocks.footer);
  });

  it('sanitises customCss on the way in', () => {
    const theme = clone();
    theme.blocks.footer!.item.main!.customCss = 'font-weight: 600; } body { display: none; @import url(x)';
    expect(themeSettingsInputSchema.parse(theme).blocks.footer!.item.main!.customCss).toBe('font-weight: 600;');
  });

  it.each<[string, (t: ThemeSettings) => void, RegExp]>([
    [
      'a colour outside the palette',
      (t) => (t.blocks.header!.item.top!.bg_color = 'bg-[#ff0000]'),
      /'properties\.blocks\.header\.item\.top\.bg_color' alanı paletteki bir renk/,
    ],
    [
      'a shade that does not exist',
      (t) => (t.blocks.body!.item.accent!.text_color = 'amber-550'),
      /text_color' alanı paletteki/,
    ],
    ['a height above 30', (t) => (t.blocks.header!.item.logo!.height = 32), /height' alanı en fazla 30/],
    ['a height below 4', (t) => (t.blocks.header!.item.logo!.height = 2), /height' alanı en az 4/],
    ['a height off the step', (t) => (t.blocks.header!.item.logo!.height = 11), /2'şer artan/],
    ['an unknown block', (t) => (t.blocks.sidebar2 = { title: 'x', item: {} }), /Tanınmayan alan: sidebar2/],
    [
      'an unknown item',
      (t) => (t.blocks.footer!.item.extra = { title: 'x', type: 'colorPicker' }),
      /Tanınmayan alan: extra/,
    ],
    [
      'an unknown field',
      (t) => Object.assign(t.blocks.footer!.item.main!, { onclick: 'x' }),
      /Tanınmayan alan: onclick/,
    ],
    [
      'a changed item type',
      (t) => (t.blocks.header!.item.logo!.type = 'colorPicker'),
      /type' alanı şunlardan biri olmalı: heightPicker/,
    ],
    ['an unknown layout', (t) => ((t.layouts as { master: string }).master = 'wide'), /master' alanı şunlardan biri/],
    [
      'a selector that is not an identifier',
      (t) => (t.blocks.footer!.item.main!.selector_id = 'a} body{'),
      /selector_id' alanı bir CSS kimliği/,
    ],
    ['an empty title', (t) => (t.blocks.footer!.title = '  '), /title' alanı gerekli/],
    ['a title too long', (t) => (t.blocks.footer!.title = 'ş'.repeat(101)), /en fazla 100 karakter/],
    [
      'customCss too long',
      (t) => (t.blocks.footer!.item.main!.customCss = 'a'.repeat(2001)),
      /customCss' alanı en fazla 2000/,
    ],
    ['a NUL in a title', (t) => (t.blocks.footer!.item.main!.title = 'a\u0000b'), /kontrol karakteri/],
    [
      'a number for a colour',
      (t) => Object.assign(t.blocks.footer!.item.main!, { bg_color: 5 }),
      /bg_color' alanı metin olmalı/,
    ],
  ])('refuses %s, naming the field', (_label, spoil, message) => {
    const theme = clone();
    spoil(theme);
    expect(refusal(JSON.stringify(theme))).toMatch(message);
  });

  it('refuses text that is not JSON, or JSON that is not a theme', () => {
    expect(refusal('{"layouts":')).toBe("'properties' alanı geçerli bir JSON değil.");
    expect(refusal('')).toBe("'properties' alanı geçerli bir JSON değil.");
    expect(refusal('[]')).toMatch(/'properties' alanı nesne olmalı/);
    expect(refusal('null')).toMatch(/'properties' alanı nesne olmalı/);
    expect(refusal('x'.repeat(100_001))).toMatch(/en fazla 100000 karakter/);
    expect(refusal(undefined)).toMatch(/'properties' alanı gerekli/);
  });
});

describe('category icons', () => {
  it('are Font Awesome Free classes: a style prefix and a name', () => {
    for (const ok of ['fa-solid fa-house', 'fa-regular fa-star', 'fa-brands fa-github', 'fa-solid fa-0'])
      expect(FA_ICON_PATTERN.test(ok), ok).toBe(true);
    for (const bad of [
      'fa-house',
      'fas fa-house',
      'fa-light fa-house',
      'fa-solid  fa-house',
      'fa-solid fa-House',
      'fa-solid fa-house extra',
      'fa-solid fa-' + 'a'.repeat(61),
      'fa-solid fa-"><script>',
      'fa-solid fa--x',
    ])
      expect(FA_ICON_PATTERN.test(bad), bad).toBe(false);
    expect(updateCategoryIconBodySchema.parse({ id: '7', icon: ' fa-solid fa-plug ' })).toEqual({
      id: 7,
      icon: 'fa-solid fa-plug',
    });
    expect(updateCategoryIconBodySchema.safeParse({ id: 0, icon: 'fa-solid fa-plug' }).success).toBe(false);
  });
});
