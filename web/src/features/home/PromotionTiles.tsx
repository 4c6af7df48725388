import { AppLink } from '../../components/AppLink';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { PROMOTION, usePromotion } from './api';

/**
 * The three-promotion slider (GET /promotion/GetPromotion?type=50): three picture tiles with the
 * promotion's displayName as heading; side by side from md, a swipeable row on phones.
 */
export function PromotionTiles() {
  const promotion = usePromotion(PROMOTION.tiles);
  if (promotion.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <Skeleton className="h-6 w-56" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton
              key={i}
              className={i === 0 ? 'aspect-[3/2] rounded-2xl' : 'hidden aspect-[3/2] rounded-2xl md:block'}
            />
          ))}
        </div>
      </div>
    );
  }
  const items = promotion.data?.activeItems ?? [];
  if (!items.length) return null;
  const title = promotion.data?.displayName;
  return (
    <section aria-label={title || 'Öne çıkanlar'}>
      {title && <h2 className="mb-3 text-lg font-bold tracking-tight text-slate-900 sm:text-xl">{title}</h2>}
      <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-1 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:grid md:grid-cols-3 md:gap-4 md:overflow-visible md:px-0 md:pb-0">
        {items.map((item, index) => (
          <li key={`${index}-${item.imageUrl}`} className="w-[82%] shrink-0 snap-start sm:w-[60%] md:w-auto">
            <AppLink
              url={item.url || '/'}
              className="group relative isolate flex aspect-[3/2] flex-col justify-end overflow-hidden rounded-2xl bg-slate-800 p-5 text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <img
                src={item.imageUrl}
                alt=""
                width={600}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="absolute inset-0 -z-10 size-full object-cover transition duration-500 group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/85 via-slate-950/35 to-transparent"
              />
              <span className="text-lg leading-tight font-bold">{item.title}</span>
              {item.text && <span className="mt-1 line-clamp-2 text-sm text-white/85">{item.text}</span>}
              {item.actionButtonText && (
                <span className="mt-3 inline-flex w-fit items-center gap-2 rounded-full bg-white/15 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/30 backdrop-blur transition group-hover:bg-white/25">
                  {item.actionButtonText}
                  <Icon name="fa-solid fa-arrow-right" className="text-xs" />
                </span>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
