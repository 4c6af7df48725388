/** Top-level entries of the header menu bar (shared by the stand-ins and the real drop-downs). */
export const TOP_ITEM_CLASS =
  'inline-flex h-11 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium lg:px-2.5 xl:px-3 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-current data-open:bg-white/15';

/** The 'Kategoriler' drop-down button of the 'default' master layout. */
export const CATEGORY_BUTTON_CLASS =
  'group/toggle inline-flex h-10 items-center gap-2.5 rounded-lg bg-white/10 px-4 text-sm font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current';

/** Marks each header menu entry (stand-in or real), so focus can move from one list to the other. */
export const NAV_ENTRY_ATTRIBUTE = 'data-nav-entry';

/** Fixed ids, so a drop-down's stand-in button already names the panel the real one will open. */
export const navPanelId = (entryId: number) => `header-nav-panel-${entryId}`;
export const CATEGORY_PANEL_ID = 'header-category-panel';
export const ACCOUNT_MENU_ID = 'header-account-menu';
