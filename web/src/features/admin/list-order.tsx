import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';

/** The list with the item at `from` moved to `to`; unchanged when `to` is outside the list (up/down buttons). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * Up, down and remove for row `index` of `count` in the back office's ordered lists (menus, promotion items,
 * product lists, delivery slots, bank accounts). `what` starts each button's name for a screen reader
 * ("2. saat dilimini", "Kablolar:"); `children` are further buttons before the remove one.
 */
export function RowActions({
  what,
  index,
  count,
  onMove,
  onRemove,
  removeLabel = 'sil',
  removeIcon = 'fa-solid fa-trash',
  children,
}: {
  what: string;
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
  removeLabel?: string;
  removeIcon?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap gap-1.5">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${what} yukarı taşı`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <Icon name="fa-solid fa-arrow-up" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${what} aşağı taşı`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <Icon name="fa-solid fa-arrow-down" />
      </Button>
      {children}
      <Button variant="secondary" size="sm" aria-label={`${what} ${removeLabel}`} onClick={onRemove}>
        <Icon name={removeIcon} />
      </Button>
    </div>
  );
}
