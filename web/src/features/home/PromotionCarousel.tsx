import type { PromotionItem } from '@bayi/common';
import { AppLink } from '../../components/AppLink';
import { buttonClasses } from '../../components/Button';
import { Carousel } from '../../components/Carousel';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { PROMOTION, usePromotion } from './api';

function PromotionSlide({ item, first }: { item: PromotionItem; first: boolean }) {
  return (
    <div className="relative isolate aspect-[16/10] overflow-hidden bg-slate-800 sm:aspect-[3/1]">
      <img
        src={item.imageUrl}
        alt=""
        width={1200}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className="absolute inset-0 -z-10 size-full object-cover object-[75%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/80 via-slate-950/55 to-slate-950/10 sm:from-slate-950/75 sm:via-slate-950/35 sm:to-transparent"
      />
      <div className="flex h-full max-w-[32rem] flex-col justify-center gap-2 px-6 py-8 text-white sm:gap-3 sm:px-12">
        <h2 className="text-xl leading-tight font-bold tracking-tight text-balance sm:text-3xl">{item.title}</h2>
        {item.text && <p className="line-clamp-3 text-sm text-white/85 sm:text-base">{item.text}</p>}
        {item.actionButtonText && item.url && (
          <AppLink url={item.url} className={buttonClasses('primary', 'md', 'mt-2 w-fit')}>
            {item.actionButtonText}
            <Icon name="fa-solid fa-arrow-right" />
          </AppLink>
        )}
      </div>
    </div>
  );
}

/** The promotion carousel hero (GET /promotion/GetPromotion?type=10&viewType=10). */
export function PromotionCarousel() {
  const promotion = usePromotion(PROMOTION.carousel);
  if (promotion.isPending) return <Skeleton className="aspect-[16/10] w-full rounded-2xl sm:aspect-[3/1]" />;
  const items = promotion.data?.activeItems ?? [];
  if (!items.length) return null;
  return (
    <Carousel
      label={promotion.data?.displayName || 'Kampanyalar'}
      controls="overlay"
      gutter={false}
      className="overflow-hidden rounded-2xl shadow-sm"
    >
      {items.map((item, index) => (
        <PromotionSlide key={`${index}-${item.imageUrl}`} item={item} first={index === 0} />
      ))}
    </Carousel>
  );
}
