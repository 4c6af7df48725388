import { cn } from '../lib/cn';

/** A decorative Font Awesome icon; give the surrounding control its accessible name. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return <i className={cn(name, className)} aria-hidden="true" />;
}
