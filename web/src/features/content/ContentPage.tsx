import { useParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Skeleton, SkeletonText } from '../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../lib/http';
import { useContentPage } from './api';
import { HtmlContent } from './HtmlContent';

interface ContentPageProps {
  /** 'login' is /apage/{id}: shown in the login layout with a button back to the storefront (spec §2). */
  variant?: 'main' | 'login';
}

function ContentSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-5">
      <span className="sr-only">Sayfa yükleniyor…</span>
      <Skeleton className="h-8 w-2/3" />
      <SkeletonText lines={6} />
    </div>
  );
}

function HomeButton() {
  return (
    <ButtonLink to="/" variant="primary">
      <Icon name="fa-solid fa-house" />
      Ana Sayfaya Dön
    </ButtonLink>
  );
}

/** /page/{id} and /apage/{id}: a content page's title and HTML. */
export function ContentPage({ variant = 'main' }: ContentPageProps) {
  const { id = '' } = useParams();
  const page = useContentPage(id);
  const notFound = page.isError && isApiError(page.error) && page.error.isNotFound;
  const isLoginLayout = variant === 'login';

  let body;
  if (page.isPending) body = <ContentSkeleton />;
  else if (notFound)
    body = (
      <EmptyState
        icon="fa-regular fa-file-lines"
        title="Sayfa bulunamadı."
        action={isLoginLayout ? undefined : <HomeButton />}
      >
        Aradığınız sayfa kaldırılmış ya da adresi değişmiş olabilir.
      </EmptyState>
    );
  else if (page.isError) body = <Alert tone="error">{errorMessageOf(page.error)}</Alert>;
  else
    body = (
      <article>
        <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{page.data.title}</h1>
        <HtmlContent html={page.data.content} />
      </article>
    );

  const crumbs = page.data
    ? [{ title: page.data.title }]
    : notFound
      ? [{ title: 'Bulunamadı' }]
      : page.isError
        ? []
        : undefined;

  if (isLoginLayout) {
    return (
      <Card className="w-full max-w-3xl p-6 shadow-2xl sm:p-10">
        <Breadcrumb items={crumbs} />
        {body}
        <div className="mt-10 flex justify-center border-t border-slate-100 pt-6">
          <HomeButton />
        </div>
      </Card>
    );
  }
  return (
    <>
      <Breadcrumb items={crumbs} />
      <Card className="px-5 py-7 sm:px-10 sm:py-9">{body}</Card>
    </>
  );
}

/** /apage/{id}: the content page inside the login layout. */
export function LoginLayoutContentPage() {
  return <ContentPage variant="login" />;
}
