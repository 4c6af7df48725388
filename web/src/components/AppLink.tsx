import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageOrigin } from '../lib/pageOrigin';

/**
 * Menu addresses containing 'http' or '/file' are server or external addresses and get a plain
 * <a>; everything else is an app path relative to /spa and gets an in-app link (spec §2).
 */
export function isServerUrl(url: string): boolean {
  return url.includes('http') || url.includes('/file');
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url) && !url.startsWith(pageOrigin());
}

interface AppLinkProps {
  url: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

export function AppLink({ url, className, children, onClick }: AppLinkProps) {
  if (isServerUrl(url)) {
    const external = isExternal(url);
    return (
      <a
        href={url}
        className={className}
        onClick={onClick}
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={url || '/'} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
