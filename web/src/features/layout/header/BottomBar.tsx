import type { ApplicationResponse } from '@bayi/common';
import { Icon } from '../../../components/Icon';
import { headerBottomTextColor } from '../../../lib/settings';
import { CategoryDropdown } from './CategoryDropdown';
import { HeaderNav } from './HeaderNav';

interface BottomBarProps {
  app: ApplicationResponse | undefined;
  /** lg screens: the category drop-down shows when no category column is on the page. */
  showCategoryDropdown: boolean;
  onOpenCategories: () => void;
}

/** #header-bottom: the 'Kategoriler' button and the header menu (spec §2 "Bottom bar"). */
export function BottomBar({ app, showCategoryDropdown, onOpenCategories }: BottomBarProps) {
  return (
    <div id="header-bottom" className="bg-blue-900" style={{ color: headerBottomTextColor(app) }}>
      <nav aria-label="Ana menü" className="page-container flex h-12 items-center gap-2">
        {/* Small screens: categories live in the slide-in menu. */}
        <button
          type="button"
          onClick={onOpenCategories}
          className="inline-flex h-11 shrink-0 items-center gap-2.5 rounded-lg bg-white/10 px-4 text-sm font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-current lg:hidden"
        >
          <Icon name="fa-solid fa-bars-staggered" />
          Kategoriler
        </button>
        {showCategoryDropdown && <CategoryDropdown className="hidden shrink-0 lg:block" />}
        {/* Small screens scroll the menu sideways; the fading edge hints at more entries. Keyed like the page's
            frame (MainLayout): beside the drop-down or without it, the menu is drawn anew, not slid aside. */}
        <HeaderNav
          key={showCategoryDropdown ? 'after-categories' : 'alone'}
          className="no-scrollbar -mr-4 flex min-w-0 flex-1 overflow-x-auto pr-6 [mask-image:linear-gradient(to_right,black_85%,transparent)] lg:mr-0 lg:overflow-visible lg:pr-0 lg:[mask-image:none]"
        />
      </nav>
    </div>
  );
}
