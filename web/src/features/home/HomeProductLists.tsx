import { useDeferredValue } from 'react';
import { ProductSlider, ProductSliderSkeleton, type ProductSliderLayout } from '../../components/product/ProductSlider';
import { useProductSlider } from '../../lib/queries';
import { HOME_SLIDER_KEYS } from './api';

function HomeProductList({
  sliderKey,
  layout,
  signedIn,
}: {
  sliderKey: string;
  layout: ProductSliderLayout;
  signedIn: boolean;
}) {
  const slider = useProductSlider(sliderKey);
  // A list arrives after the page has started and is drawn as a transition: in slices the browser can paint and
  // take a tap between, not in one long task per list while the reader starts to scroll.
  const arrived = useDeferredValue(slider.data);
  if (slider.isPending || (slider.data !== undefined && arrived === undefined)) return <ProductSliderSkeleton />;
  // An empty or failed list simply is not shown (spec: empty stoks → nothing).
  if (!arrived?.stoks.length) return null;
  return <ProductSlider title={arrived.title} products={arrived.stoks} signedIn={signedIn} layout={layout} />;
}

/**
 * The four home product lists (home.produtcs.level1..4), as carousels or plain lists by
 * home.vitrin.productlist.type ('corusel' or 'list'; carousels when unset) (spec §2 "Home").
 */
export function HomeProductLists({ listType, signedIn }: { listType: string | undefined; signedIn: boolean }) {
  const layout: ProductSliderLayout = listType?.trim().toLowerCase() === 'list' ? 'list' : 'carousel';
  return (
    <>
      {HOME_SLIDER_KEYS.map((key) => (
        <HomeProductList key={key} sliderKey={key} layout={layout} signedIn={signedIn} />
      ))}
    </>
  );
}
