import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetailResponse } from '@bayi/common';
import { Alert } from '../../components/Alert';
import { Breadcrumb, type Crumb } from '../../components/Breadcrumb';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { AddToBasketButton } from '../../components/product/AddToBasketButton';
import { ProductSlider } from '../../components/product/ProductSlider';
import { QuantityStepper } from '../../components/product/QuantityStepper';
import { StockStatus } from '../../components/product/StockStatus';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../lib/http';
import { useApplication, useProductSlider } from '../../lib/queries';
import { useSanitizedHtml } from '../../lib/sanitize';
import { relatedSliderKeys, useProduct } from './api';
import { ProductGallery } from './ProductGallery';
import { ProductPriceTable } from './ProductPriceTable';

const NOT_FOUND = 'Ürün bulunamadı.';

/** Home > category path (each linking to /catalog/{id}) > product (spec §2). */
function crumbsOf({ stok, category, categoryPath }: ProductDetailResponse): Crumb[] {
  const path = [...categoryPath];
  if (category && path[path.length - 1]?.id !== category.id) path.push(category);
  return [...path.map((c) => ({ title: c.displayName, to: `/catalog/${c.id}` })), { title: stok.ad }];
}

function AddToBasketForm({ productId, unit }: { productId: number; unit: string }) {
  const [amount, setAmount] = useState(1);
  // The page's main action: the floating WhatsApp button steps aside while it is under it (data-keep-clear).
  return (
    <div
      data-keep-clear
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="product-amount" className="text-sm font-medium text-slate-700">
          Miktar
        </label>
        <div className="flex items-center gap-2">
          <QuantityStepper id="product-amount" value={amount} onChange={setAmount} className="w-36" />
          {unit && <span className="text-sm font-medium text-slate-600">{unit}</span>}
        </div>
      </div>
      <AddToBasketButton productId={productId} amount={amount} label="SEPETE EKLE" size="lg" className="flex-1" />
    </div>
  );
}

function RelatedProducts({ sliderKey, title, signedIn }: { sliderKey: string; title: string; signedIn: boolean }) {
  const slider = useProductSlider(sliderKey);
  if (!slider.data?.stoks.length) return null;
  return <ProductSlider title={title} products={slider.data.stoks} signedIn={signedIn} className="mt-10" />;
}

function DetailSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
      <span className="sr-only">Ürün yükleniyor…</span>
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-5/6" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-20 w-full rounded-xl" />
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}

/** /product/{id} (spec §2 "Product detail"). */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const app = useApplication();
  const signedIn = Boolean(app.data?.isLoggedIn);
  const keys = relatedSliderKeys(id);
  const description = useSanitizedHtml(product.data?.stok.aciklama ?? '');

  if (product.isError) {
    const notFound = isApiError(product.error) && product.error.isNotFound;
    return (
      <>
        <Breadcrumb items={[{ title: notFound ? 'Bulunamadı' : 'Hata' }]} />
        {notFound ? (
          <Card>
            <EmptyState
              icon="fa-solid fa-box-open"
              title={NOT_FOUND}
              action={
                <ButtonLink to="/">
                  <Icon name="fa-solid fa-house" />
                  Ana Sayfaya Dön
                </ButtonLink>
              }
            >
              Ürün kaldırılmış ya da adresi değişmiş olabilir.
            </EmptyState>
          </Card>
        ) : (
          <Alert tone="error">{errorMessageOf(product.error)}</Alert>
        )}
      </>
    );
  }
  if (!product.data) {
    return (
      <>
        <Breadcrumb items={undefined} />
        <DetailSkeleton />
      </>
    );
  }

  const { stok, category } = product.data;
  return (
    <>
      <Breadcrumb items={crumbsOf(product.data)} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <ProductGallery key={stok.id} product={stok} />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-col gap-2.5">
            {stok.marka && stok.markaId !== null && (
              // The small brand pill sits in a 44 px high link (WCAG 2.5.5 target size) below 1024 px.
              <Link
                to={`/brand/${stok.markaId}/${category?.id ?? 0}`}
                className="group/brand -my-2.5 inline-flex min-h-11 w-fit items-center rounded-full focus-visible:outline-2 focus-visible:outline-blue-600 lg:my-0 lg:min-h-0"
              >
                <span className="inline-flex items-center gap-1.5 rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800 ring-1 ring-blue-100 group-hover/brand:bg-blue-100">
                  <Icon name="fa-solid fa-tag" className="text-[0.7rem]" />
                  {stok.marka}
                </span>
              </Link>
            )}
            <h1 className="text-2xl leading-tight font-bold tracking-tight text-slate-900 sm:text-[1.75rem]">
              {stok.ad}
            </h1>
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1.5">
                <dt className="text-slate-500">Stok Kodu:</dt>
                <dd className="font-mono font-medium text-slate-800">{stok.kod}</dd>
              </div>
              {stok.showBarkod && stok.barkod && (
                <div className="flex gap-1.5">
                  <dt className="text-slate-500">Barkod:</dt>
                  <dd className="font-mono font-medium text-slate-800">{stok.barkod}</dd>
                </div>
              )}
              {stok.stokBirim && (
                <div className="flex gap-1.5">
                  <dt className="text-slate-500">Birim:</dt>
                  <dd className="font-medium text-slate-800">{stok.stokBirim}</dd>
                </div>
              )}
            </dl>
            <StockStatus product={stok} className="self-start text-sm" />
          </div>
          {signedIn ? (
            <ProductPriceTable product={stok} />
          ) : (
            app.data && (
              <div className="flex flex-col gap-3 rounded-xl border border-blue-100 bg-blue-50/60 p-4 sm:flex-row sm:items-center">
                <p className="flex-1 text-sm text-slate-700">
                  <Icon name="fa-solid fa-lock" className="mr-2 text-blue-700" />
                  Fiyatları ve stok durumunu görmek, sipariş vermek için bayi girişi yapın.
                </p>
                <ButtonLink to="/login" size="sm">
                  Bayi Girişi
                </ButtonLink>
              </div>
            )
          )}
          {signedIn && stok.showAddBasketButton && (
            <AddToBasketForm key={stok.id} productId={stok.id} unit={stok.stokBirim} />
          )}
        </div>
      </div>
      {description && (
        <section aria-labelledby="product-description" className="mt-10">
          <h2 id="product-description" className="mb-3 text-lg font-bold text-slate-900 sm:text-xl">
            Ürün Açıklaması
          </h2>
          <Card className="px-5 py-6 sm:px-8">
            <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: description }} />
          </Card>
        </section>
      )}
      <RelatedProducts
        key={keys.alternatives}
        sliderKey={keys.alternatives}
        title="Alternatif Satanlar"
        signedIn={signedIn}
      />
      <RelatedProducts key={keys.together} sliderKey={keys.together} title="Birlikte Satılanlar" signedIn={signedIn} />
    </>
  );
}
