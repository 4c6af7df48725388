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
  if (slider.isPending) return <ProductSliderSkeleton />;
  // An empty or failed list simply is not shown (spec: empty stoks → nothing).
  if (!slider.data?.stoks.length) return null;
  return <ProductSlider title={slider.data.title} products={slider.data.stoks} signedIn={signedIn} layout={layout} />;
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
