import { themeToCss, type ThemeSettings } from '@bayi/common';

const LIVE_STYLE_ID = 'theme-live';

/**
 * Live preview without a reload: the draft's custom properties (--theme-<block>-<item>-bg/-text/-height)
 * and rules, written by the same themeToCss the server uses for /application/defaultCss, in a stylesheet
 * after it. Later and equally specific, it wins over the served one for header bars, footer, buttons,
 * category menu and logo height alike.
 */
export function applyLiveTheme(theme: ThemeSettings): void {
  let style = document.getElementById(LIVE_STYLE_ID) as HTMLStyleElement | null;
  if (!style) {
    style = document.createElement('style');
    style.id = LIVE_STYLE_ID;
    document.head.append(style);
  }
  const css = themeToCss(theme);
  if (style.textContent !== css) style.textContent = css;
}
