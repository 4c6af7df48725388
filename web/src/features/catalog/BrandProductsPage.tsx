import { useParams } from 'react-router';
import type { ProductListResponse } from '@bayi/common';
import type { Crumb } from '../../components/Breadcrumb';
import { ProductListView } from './ProductListView';

function crumbsOf(data: ProductListResponse | undefined, brandId: string): Crumb[] | undefined {
  if (!data) return undefined;
  const brandName = data.marka?.ad ?? data.title;
  const crumbs: Crumb[] = [{ title: 'Markalar', to: '/brand/all' }];
  // spec §2: 'Markalar' > brand > the category's display name when the page is within one.
  if (data.category) {
    crumbs.push({ title: brandName, to: `/brand/${brandId}/0` }, { title: data.category.displayName });
  } else {
    crumbs.push({ title: brandName });
  }
  return crumbs;
}

/** /brand/{id}/{categoryId}: the brand's products, optionally within a category (0 = all). */
export function BrandProductsPage() {
  const { id = '', categoryId = '0' } = useParams();
  const apiPath = `/brand/${encodeURIComponent(id)}`;
  return (
    <ProductListView
      key={`${apiPath}/${categoryId}`}
      apiPath={apiPath}
      apiParams={{ category: categoryId }}
      currentBrandId={Number(id)}
      crumbs={(data) => crumbsOf(data, id)}
      heading={(data) =>
        data ? (
          <>
            {data.marka?.ad ?? data.title}
            {data.category && (
              <span className="ml-2 text-lg font-semibold text-slate-500 sm:text-xl">
                · {data.category.displayName}
              </span>
            )}
          </>
        ) : undefined
      }
      notFoundTitle="Marka bulunamadı"
    />
  );
}
