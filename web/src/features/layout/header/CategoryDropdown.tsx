import { Icon } from '../../../components/Icon';
import { intentModule } from '../../../lib/intentModule';
import { CATEGORY_BUTTON_CLASS, CATEGORY_PANEL_ID } from './navItem';

const useCategoryPanel = intentModule(() => import('./CategoryDropdownPanel'));

/** 'Kategoriler' in the menu bar for the 'default' master layout: the tree as a drop-down panel. */
export function CategoryDropdown({ className }: { className?: string }) {
  const { module, intent, standInProps } = useCategoryPanel();
  if (module) return <module.CategoryDropdownPanel className={className} initialAction={intent?.action ?? null} />;
  return (
    <div className={className}>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={CATEGORY_PANEL_ID}
        className={CATEGORY_BUTTON_CLASS}
        {...standInProps()}
      >
        <Icon name="fa-solid fa-bars-staggered" />
        Kategoriler
        <Icon name="fa-solid fa-chevron-down" className="text-[0.65rem] opacity-70" />
      </button>
    </div>
  );
}
