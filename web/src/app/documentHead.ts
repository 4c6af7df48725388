import { useEffect } from 'react';
import type { ApplicationResponse } from '@bayi/common';
import { imageUrl } from '../lib/urls';

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
