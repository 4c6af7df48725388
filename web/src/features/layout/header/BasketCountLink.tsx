import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { useBasketProductCount } from '../api';

/** 'Sepetinizde N ürün' in the top bar, linking to the basket (spec §2: 0 shows a no-products text). */
export function BasketCountLink() {
  const count = useBasketProductCount(true);
  const n = count.data ?? 0;
  return (
    <Link
      to="/basket"
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded px-1 py-0.5 hover:underline focus-visible:outline-2 focus-visible:outline-current lg:min-h-0"
    >
      <span className="relative hidden sm:inline">
        <Icon name="fa-solid fa-cart-shopping" />
        {n > 0 && <span aria-hidden="true" className="absolute -top-1 -right-1.5 size-2 rounded-full bg-amber-400" />}
      </span>
      <span data-testid="basket-count">{n === 0 ? 'Sepetinizde ürün yok' : `Sepetinizde ${n} ürün`}</span>
    </Link>
  );
}
