import { useSearchParams } from 'react-router';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /search?q=: 'Arama Sonuçları' (spec §2). */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  return (
    <>
      <Breadcrumb items={[{ title: 'Arama Sonuçları' }]} />
      <PageHeading
        title="Arama Sonuçları"
        description={q ? `“${q}” için sonuçlar` : 'Aramak istediğiniz ürünü yukarıdaki kutuya yazın.'}
      />
      <ComingSoon icon="fa-solid fa-magnifying-glass">Arama sonuçları çok yakında burada listelenecek.</ComingSoon>
    </>
  );
}
