import { useSearchParams } from 'react-router';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageHeading';
import { ProductListView } from './ProductListView';

const CRUMBS = [{ title: 'Arama Sonuçları' }];

/** /search?q=: 'Arama Sonuçları' (spec §2); the pager and filters keep q. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  if (!q) {
    return (
      <>
        <Breadcrumb items={CRUMBS} />
        <PageHeading title="Arama Sonuçları" />
        <Card>
          <EmptyState icon="fa-solid fa-magnifying-glass" title="Ne aramıştınız?">
            Ürün adı, stok kodu ya da barkodu yukarıdaki arama kutusuna yazın.
          </EmptyState>
        </Card>
      </>
    );
  }
  return (
    <ProductListView
      key={q}
      apiPath="/search/"
      apiParams={{ q }}
      crumbs={() => CRUMBS}
      heading={() => 'Arama Sonuçları'}
      summary={(total) => `“${q}” için ${total.toLocaleString('tr-TR')} ürün bulundu`}
      notFoundTitle="Ürün bulunamadı"
    />
  );
}
