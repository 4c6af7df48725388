import { describe, expect, it } from 'vitest';
import { sanitizeCustomCss } from './css-sanitize';

/** Everything an attacker (or a careless paste) may put in customCss, and what survives of it. */
const HOSTILE: [label: string, input: string, kept: string][] = [
  ['closing the style element', 'color: red; </style><script>alert(1)</script>', 'color: red;'],
  ['markup in a value', 'font-family: <b>x</b>', ''],
  ['closing the rule and opening another', 'font-weight: 600; } body { display: none', 'font-weight: 600;'],
  ['a brace inside the value', 'color: red}', ''],
  ['@import', '@import url(https://evil.example/x.css); color: blue', 'color: blue;'],
  ['@import without url', '@import "https://evil.example/x.css"', ''],
  ['another at rule', '@font-face { src: url(https://evil.example/f.woff) }', ''],
  ['an at sign in a value', 'content: "@import"', ''],
  ['url() to another site', 'background: url(https://evil.example/track.gif)', ''],
  ['url() protocol-relative', 'background-image: url(//evil.example/x.png)', ''],
  ['url() quoted to another site', "background-image: url('http://evil.example/x.png')", ''],
  ['url() with javascript:', 'background: url(javascript:alert(1))', ''],
  ['url() with data:', 'background: url(data:image/svg+xml;base64,PHN2Zz4=)', ''],
  ['url() climbing out of /image/show', 'background: url(/image/show/../../admin)', ''],
  ['URL() in capitals', 'background: URL(https://evil.example/x.png)', ''],
  ['url with spaces before the parenthesis', 'background: url (https://evil.example/x.png)', ''],
  ['expression()', 'width: expression(alert(1))', ''],
  ['expression() with spaces and capitals', 'width: EXPRESSION (alert(1))', ''],
  ['expression() split by a comment', 'width: ex/**/pression(alert(1))', ''],
  ['javascript: in a value', 'background: javascript:alert(1)', ''],
  ['backslash escape of url', 'background: \\75 rl(https://evil.example/x)', ''],
  ['backslash escape of expression', 'width: e\\xpression(alert(1))', ''],
  ['escaped closing tag', 'content: "\\3c /style\\3e"', ''],
  ['a comment hiding a declaration', 'color: red /* ; } body { display:none */', ''],
  ['an unclosed comment', 'color: red; /* font-weight: 600', 'color: red;'],
  ['behavior (IE)', 'behavior: url(/image/show/?fileName=x.htc)', ''],
  ['-moz-binding', '-moz-binding: url(/image/show/?fileName=x.xml)', ''],
  ['image-set() loads bare strings', 'background-image: image-set("https://evil.example/x.png" 1x)', ''],
  ['an odd quote carrying over', 'font-family: "Arial; color: red', 'color: red;'],
  ['a property with markup', '<img src=x onerror=alert(1)>: red', ''],
  ['an ampersand entity', 'color: &#114;ed', ''],
  ['a backtick', 'content: `x`', ''],
  ['no colon at all', 'display none', ''],
  ['an empty value', 'color: ', ''],
  ['a selector typed in', 'body { color: red }', ''],
];

/** Plain declarations editors write, kept as they are (white space tidied). */
const FRIENDLY: [input: string, kept: string][] = [
  ['font-weight: 600', 'font-weight: 600;'],
  ['Letter-Spacing: .02em;  text-transform: uppercase;', 'letter-spacing: .02em; text-transform: uppercase;'],
  ['border-bottom: 2px solid rgb(0 0 0 / 10%) !important', 'border-bottom: 2px solid rgb(0 0 0 / 10%) !important;'],
  ['padding: calc((1rem + 2px) * 2)', 'padding: calc((1rem + 2px) * 2);'],
  ['box-shadow: 0 1px 2px oklch(20% 0.04 265 / 0.3)', 'box-shadow: 0 1px 2px oklch(20% 0.04 265 / 0.3);'],
  ['font-family: "Times New Roman", serif', 'font-family: "Times New Roman", serif;'],
  [
    'background-image: url("/image/show/?fileName=slider/banner-1.webp&size=2")',
    'background-image: url(/image/show/?fileName=slider/banner-1.webp&size=2);',
  ],
  ['background: linear-gradient(90deg, #fff, #000 50%)', 'background: linear-gradient(90deg, #fff, #000 50%);'],
  ['color: var(--theme-header-top-text)', 'color: var(--theme-header-top-text);'],
  ['content: "Şükrü Çağlar"', 'content: "Şükrü Çağlar";'],
  ['transform: translate3d(0, -2px, 0)', 'transform: translate3d(0, -2px, 0);'],
];

describe('customCss sanitising', () => {
  it.each(HOSTILE)('drops %s', (_label, input, kept) => {
    const out = sanitizeCustomCss(input);
    expect(out).toBe(kept);
    // Whatever the input, nothing that can leave the declaration or the element survives.
    expect(out).not.toMatch(/[<>{}\\@`]|\/\*|\*\/|expression|javascript|image-set|https?:|\/\//i);
  });

  it.each(FRIENDLY)('keeps %s', (input, kept) => {
    expect(sanitizeCustomCss(input)).toBe(kept);
  });

  it('gives an empty string for nothing, and output is stable when sanitised again', () => {
    expect(sanitizeCustomCss(undefined)).toBe('');
    expect(sanitizeCustomCss('')).toBe('');
    for (const [, input] of HOSTILE) expect(sanitizeCustomCss(sanitizeCustomCss(input))).toBe(sanitizeCustomCss(input));
    for (const [input] of FRIENDLY) expect(sanitizeCustomCss(sanitizeCustomCss(input))).toBe(sanitizeCustomCss(input));
  });
});
