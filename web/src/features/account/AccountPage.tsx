import { Breadcrumb } from '../../components/Breadcrumb';
import { ComingSoon } from '../../components/ComingSoon';
import { PageHeading } from '../../components/PageHeading';

/** /info/me: 'Hesabım' (spec §2 "Account info"). */
export function AccountPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Hesabım' }]} />
      <PageHeading title="Hesabım" />
      <ComingSoon icon="fa-solid fa-id-card">
        Firma bilgileriniz, risk limitiniz ve adresleriniz çok yakında burada olacak.
      </ComingSoon>
    </>
  );
}
