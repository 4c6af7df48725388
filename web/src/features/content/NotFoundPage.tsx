import { Breadcrumb } from '../../components/Breadcrumb';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';

/** Any address the storefront does not know. */
export function NotFoundPage() {
  return (
    <>
      <Breadcrumb items={[{ title: 'Bulunamadı' }]} />
      <Card>
        <EmptyState
          icon="fa-regular fa-compass"
          title="Sayfa bulunamadı."
          action={
            <ButtonLink to="/">
              <Icon name="fa-solid fa-house" />
              Ana Sayfaya Dön
            </ButtonLink>
          }
        >
          Aradığınız sayfa kaldırılmış ya da adresi değişmiş olabilir.
        </EmptyState>
      </Card>
    </>
  );
}
