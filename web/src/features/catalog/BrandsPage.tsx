import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /brand/all: every brand under its initial (spec §2 "Brands and pages"). */
export function BrandsPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Markalar' }]} />
      <PageHeading title="Markalar" />
      <ComingSoon icon="fa-solid fa-tag">Marka kataloğu çok yakında burada olacak.</ComingSoon>
    </>
  );
}
