import type { PromotionItem } from '@bayi/common';
import { AppLink } from '../../components/AppLink';
import { buttonClasses } from '../../components/Button';
import { ARROW_CLEARANCE, Carousel } from '../../components/Carousel';
import { Icon } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { PROMOTION, usePromotion } from './api';

function PromotionSlide({ item, first }: { item: PromotionItem; first: boolean }) {
  return (
    // Never shorter than its text: phones grow past 216 px when the text needs it; from 640 px a 3:1
    // slide keeps at least 304 px (600–900 px wide, 3:1 alone would crush the text).
    <div className="relative isolate flex min-h-54 flex-col overflow-hidden bg-slate-800 sm:aspect-[3/1] sm:min-h-76">
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
      {/* The text keeps clear of the carousel's arrows over the slide's edges. */}
      <div
        className="flex max-w-[36rem] flex-1 flex-col justify-center gap-2 py-8 text-white sm:gap-3"
        style={{ paddingInline: `max(1.5rem, ${ARROW_CLEARANCE})` }}
      >
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
  if (promotion.isPending) {
    return <Skeleton className="min-h-54 w-full rounded-2xl sm:aspect-[3/1] sm:min-h-76" />;
  }
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
