import { useEffect } from 'react';
import type { ApplicationResponse } from '@bayi/common';
import { imageUrl, THEME_CSS_URL } from '../lib/urls';

const THEME_LINK_ID = 'theme-css';

/**
 * The theme stylesheet generated from the theme settings (GET /application/defaultCss), put first in
 * <head> at start-up. Its rules are unlayered, so they win over Tailwind's layered utilities and the
 * theme colours the #header-*, #page-body, #category-sidebar, #site-footer and .theme-accent elements.
 */
export function installThemeStylesheet(): void {
  if (document.getElementById(THEME_LINK_ID)) return;
  const link = document.createElement('link');
  link.id = THEME_LINK_ID;
  link.rel = 'stylesheet';
  link.href = THEME_CSS_URL;
  document.head.prepend(link);
}

/** Title from settings.firmaadi and favicon from settings.favicon (spec §3). */
export function useDocumentHead(app: ApplicationResponse | undefined): void {
  const title = app?.settings.firmaadi;
  const favicon = app?.settings.favicon;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!favicon) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = imageUrl(favicon, 0);
  }, [favicon]);
}
