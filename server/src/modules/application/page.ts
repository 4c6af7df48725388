import { formatReportDate } from '@bayi/common';
import { escapeHtml } from '../../lib/html';
import { turkishDay } from '../../lib/turkey-time';
import type { ShellValues } from '../../plugins/spa';
import type { ApplicationService, ApplicationSession } from './service';

/** The storefront page's first paint for a session: title, theme stylesheet, the header's logo, /application. */
export function createShellValues(application: ApplicationService, now: () => Date) {
  return async (session: ApplicationSession | null, priceName: string | null): Promise<ShellValues> => {
    const [answer, stylesheet] = await Promise.all([
      application.application(session, priceName),
      application.stylesheet(),
    ]);
    const name = answer.settings.firmaadi?.trim() || 'Bayi';
    const logo = answer.settings.siteLogo;
    // The same picture and classes SiteLogo draws, so the header does not change when the app takes over.
    const brand = logo
      ? `<img id="site-logo" src="/image/show/?fileName=${encodeURIComponent(logo)}&amp;size=2" alt="${escapeHtml(name)}" class="h-10 w-auto max-w-[11rem] object-contain sm:max-w-[14rem]">`
      : `<span id="site-logo" class="text-xl font-extrabold tracking-tight">${escapeHtml(name)}</span>`;
    return {
      title: escapeHtml(name),
      themeCss: stylesheet.css,
      brand,
      application: answer,
      today: formatReportDate(turkishDay(now())),
    };
  };
}
