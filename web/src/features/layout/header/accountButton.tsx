import { Icon } from '../../../components/Icon';

export const ACCOUNT_BUTTON_CLASS =
  'flex max-w-[15rem] items-center gap-2.5 rounded-full py-1 pr-3 pl-1 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
}

/** Avatar, name and chevron of the account menu button (shared by its stand-in and the real menu). */
export function AccountButtonContent({ displayName }: { displayName: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-900 text-xs font-bold text-white"
      >
        {initialsOf(displayName) || <Icon name="fa-solid fa-user" />}
      </span>
      <span className="hidden min-w-0 truncate md:block">{displayName}</span>
      <Icon name="fa-solid fa-chevron-down" className="text-[0.65rem] opacity-60" />
      <span className="sr-only md:hidden">{displayName} hesap menüsü</span>
    </>
  );
}
