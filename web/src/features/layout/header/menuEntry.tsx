import type { MenuEntry } from '@bayi/common';
import { Icon } from '../../../components/Icon';
import { splitIconClass } from '../../../components/iconClass';

/**
 * A menu entry's classes (spec §3 "Menu entry": cssClass) may name a Font Awesome icon ('fa-solid fa-star
 * text-amber-300'), which the webfont used to draw before the text: the icon is drawn here, before the name, and
 * the other classes style the link (menuEntryClass).
 */
export function MenuEntryText({ entry, iconClassName }: { entry: MenuEntry; iconClassName?: string }) {
  const { icon } = splitIconClass(entry.cssClass);
  return (
    <>
      {icon && <Icon name={icon} className={iconClassName} />}
      {entry.displayName}
    </>
  );
}

/** The entry's classes without the icon's. */
export const menuEntryClass = (entry: MenuEntry) => splitIconClass(entry.cssClass).rest || undefined;
