import { useEffect, useRef, useState } from 'react';
import { useAddToBasket } from '../../lib/basket';
import { cn } from '../../lib/cn';
import { errorMessageOf } from '../../lib/http';
import { buttonClasses, type ButtonSize } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';

/** How long the button says 'Eklendi' before it is ready again (spec §9). */
export const ADDED_STATE_MS = 800;

interface AddToBasketButtonProps {
  productId: number;
  amount: number;
  label?: string;
  size?: ButtonSize;
  className?: string;
  /**
   * The product's name, when the visible label alone is ambiguous (several buttons on a page): the button is
   * then named '{name} sepete ekle', '… sepete ekleniyor…', '… sepete eklendi' — its visible text always part
   * of its name (WCAG 2.5.3).
   */
  productName?: string;
}

/**
 * Add to basket (spec §4): normal → adding (spinner) → added ('Eklendi', 800 ms) → normal. The
 * dealer stays on the page; the header count refreshes. The server's errorMessage shows below.
 */
export function AddToBasketButton({
  productId,
  amount,
  label = 'Sepete Ekle',
  size = 'md',
  className,
  productName,
}: AddToBasketButtonProps) {
  const add = useAddToBasket();
  const [added, setAdded] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onClick = () => {
    if (add.isPending) return;
    window.clearTimeout(timer.current);
    setAdded(false);
    add.mutate(
      { productId, amount },
      {
        onSuccess: () => {
          setAdded(true);
          timer.current = window.setTimeout(() => setAdded(false), ADDED_STATE_MS);
        },
      },
    );
  };

  const state = add.isPending ? 'adding' : added ? 'added' : 'idle';
  const stateText = { adding: 'sepete ekleniyor…', added: 'sepete eklendi', idle: 'sepete ekle' }[state];
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <button
        type="button"
        onClick={onClick}
        aria-label={productName ? `${productName} ${stateText}` : undefined}
        aria-busy={add.isPending || undefined}
        aria-disabled={add.isPending || undefined}
        data-state={state}
        className={
          added
            ? // Not theme-accent: the theme stylesheet's accent colour would hide the success state.
              buttonClasses('ghost', size, 'w-full whitespace-nowrap bg-emerald-700! text-white! shadow-sm')
            : buttonClasses('primary', size, 'w-full whitespace-nowrap')
        }
      >
        {add.isPending ? (
          <>
            <Spinner />
            Ekleniyor…
          </>
        ) : added ? (
          <>
            <Icon name="fa-solid fa-check" />
            Eklendi
          </>
        ) : (
          <>
            <Icon name="fa-solid fa-cart-plus" />
            {label}
          </>
        )}
      </button>
      <span role="status" className="sr-only">
        {added ? 'Ürün sepete eklendi.' : ''}
      </span>
      {add.isError && (
        <p role="alert" className="text-xs leading-snug text-red-600">
          {errorMessageOf(add.error)}
        </p>
      )}
    </div>
  );
}
