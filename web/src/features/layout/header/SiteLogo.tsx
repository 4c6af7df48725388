import { Link } from 'react-router';
import type { ApplicationResponse } from '@bayi/common';
import { Skeleton } from '../../../components/Skeleton';
import { imageUrl } from '../../../lib/urls';

/** The logo links to the site root (spec §2); its height comes from the theme (#site-logo). */
export function SiteLogo({ app }: { app: ApplicationResponse | undefined }) {
  if (!app) return <Skeleton className="h-10 w-36" />;
  const name = app.settings.firmaadi ?? 'Ana Sayfa';
  const logo = app.settings.siteLogo;
  return (
    <Link
      to="/"
      className="flex min-h-11 shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600"
    >
      {logo ? (
        <img
          id="site-logo"
          src={imageUrl(logo, 2)}
          alt={name}
          className="h-10 w-auto max-w-[11rem] object-contain sm:max-w-[14rem]"
        />
      ) : (
        <span id="site-logo" className="text-xl font-extrabold tracking-tight">
          {name}
        </span>
      )}
    </Link>
  );
}
