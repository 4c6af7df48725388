import { Icon } from '../../../components/Icon';

/** The category's Font Awesome icon, or the default plain circle (spec §2 "Category side menu"). */
export function CategoryIcon({ icon }: { icon: string | null }) {
  return (
    <span aria-hidden="true" className="inline-flex h-[1.375em] w-5 shrink-0 items-center justify-center text-[0.95em]">
      {icon ? <Icon name={icon} /> : <span className="size-2 rounded-full border-[1.5px] border-current opacity-50" />}
    </span>
  );
}
