import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { adminPageBodySchema, issueFields, pageSlugOf, type AdminPage, type AdminPageBody } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { CheckboxField, TextField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { formatInstant } from '../../../lib/instants';
import { useAdminPage, useDeletePage, useSavePage } from '../api';
import { PublishedBadge, StorefrontLink } from './page-parts';
import { RichTextEditor } from './RichTextEditor';

function BackLink() {
  return (
    <Link
      to="/admin/pages"
      className="mb-3 inline-flex items-center gap-2 text-sm font-semibold text-blue-800 underline-offset-4 hover:underline"
    >
      <Icon name="fa-solid fa-arrow-left" />
      Sayfalar
    </Link>
  );
}

interface PageFormProps {
  /** The stored page; absent for a new one. */
  page?: AdminPage;
  saving: boolean;
  /** The last save's refusal. */
  error: unknown;
  onSave(body: AdminPageBody): void;
  /** Shown after a save of this page (or after it was created). */
  savedNote?: string;
}

/**
 * Title, address, published and the content. The fields are checked here by the same schema as on the server, so a
 * wrong field is named at once; the server's answer (an address taken by another page) is shown the same way.
 */
function PageForm({ page, saving, error, onSave, savedNote }: PageFormProps) {
  const [title, setTitle] = useState(page?.title ?? '');
  const [slug, setSlug] = useState(page?.slug ?? '');
  // A new page's address follows its title until the editor writes one.
  const [slugTouched, setSlugTouched] = useState(Boolean(page));
  const [isPublished, setPublished] = useState(page?.isPublished ?? false);
  const [content, setContent] = useState(page?.content ?? '');
  const [local, setLocal] = useState<Record<string, string> | null>(null);
  const errors = local ?? (isApiError(error) ? error.fields : {});
  const refused = local !== null || Boolean(error);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save takes the keyboard to the first field it names.
  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused, local, error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: AdminPageBody = { title, slug, content, isPublished };
    const checked = adminPageBodySchema.safeParse(body);
    if (!checked.success) {
      setLocal(issueFields(checked.error));
      return;
    }
    setLocal(null);
    onSave(checked.data);
  }

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Sayfa"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <TextField
          label="Başlık"
          name="title"
          required
          maxLength={200}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!slugTouched) setSlug(pageSlugOf(e.target.value));
          }}
          error={errors.title}
        />
        <TextField
          label="Adres (slug)"
          name="slug"
          required
          maxLength={100}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={slug}
          onChange={(e) => {
            setSlugTouched(true);
            setSlug(e.target.value);
          }}
          error={errors.slug}
          className="[&_input]:font-mono"
        />
      </div>
      {!errors.slug && (
        <p className="-mt-3 text-xs text-slate-500">
          Küçük harf, rakam ve tire: “Şirket İlkeleri” → <span className="font-mono">sirket-ilkeleri</span>.
        </p>
      )}
      <CheckboxField
        label="Yayında: ziyaretçiler sayfayı görür"
        name="isPublished"
        checked={isPublished}
        onChange={(e) => setPublished(e.target.checked)}
      />
      {errors.isPublished && <p className="text-sm text-red-600">{errors.isPublished}</p>}
      {page && page.isPublished && !isPublished && page.menuLinks.length > 0 && (
        <Alert tone="warning">
          Yayından kaldırınca bu sayfaya bağlanan menü öğeleri “Sayfa bulunamadı” gösterir:{' '}
          {page.menuLinks.map((l) => `${l.menu} › ${l.name}`).join(', ')}.
        </Alert>
      )}
      <RichTextEditor label="İçerik" initialHtml={page?.content ?? ''} onChange={setContent} error={errors.content} />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 pt-4">
        {refused && (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {Object.keys(errors).length ? 'Lütfen işaretli alanları düzeltin.' : errorMessageOf(error)}
          </p>
        )}
        {!refused && savedNote && (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            {savedNote}
          </p>
        )}
        <Button type="submit" loading={saving} loadingText="Kaydediliyor…">
          <Icon name="fa-solid fa-floppy-disk" />
          {page ? 'Sayfayı kaydet' : 'Sayfayı ekle'}
        </Button>
      </div>
    </form>
  );
}

/** /spa/admin/pages/new: a new content page, a draft unless published at once. */
export function NewPagePage() {
  const save = useSavePage(null);
  const navigate = useNavigate();
  return (
    <>
      <BackLink />
      <PageHeading title="Yeni sayfa" description="Başlık, adres ve içerik; yayına alınca mağazada hemen görünür." />
      <PageForm
        saving={save.isPending}
        error={save.error}
        onSave={(body) =>
          save.mutate(body, {
            onSuccess: (p) => void navigate(`/admin/pages/${p.id}`, { replace: true, state: { created: true } }),
          })
        }
      />
    </>
  );
}

function DeleteButton({ page }: { page: AdminPage }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePage(String(page.id));
  const navigate = useNavigate();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon name="fa-solid fa-trash" />
        Sil
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Sayfa silinsin mi?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Vazgeç
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              loadingText="Siliniyor…"
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => void navigate('/admin/pages', { replace: true, state: { deleted: page.title } }),
                })
              }
            >
              Sayfayı sil
            </Button>
          </>
        }
      >
        <p className="text-slate-700">
          “{page.title}” kalıcı olarak silinir; denetim kaydında son hâli kalır.
          {!page.isPublished && ' Yalnız yayından kaldırmak için “Yayında” işaretini kaldırıp kaydedin.'}
        </p>
        {page.menuLinks.length > 0 && (
          <Alert tone="warning" className="mt-3">
            Bu sayfaya bağlanan menü öğeleri “Sayfa bulunamadı” gösterecek; menülerden kaldırın:{' '}
            {page.menuLinks.map((l) => `${l.menu} › ${l.name}`).join(', ')}.
          </Alert>
        )}
        {remove.isError && (
          <Alert tone="error" className="mt-3">
            {errorMessageOf(remove.error)}
          </Alert>
        )}
      </Modal>
    </>
  );
}

/** /spa/admin/pages/:id: a content page's editor. */
export function PageEditPage() {
  const { id = '' } = useParams();
  const page = useAdminPage(id);
  const save = useSavePage(id);
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  if (page.isError) {
    return (
      <>
        <BackLink />
        <Alert tone="error">{errorMessageOf(page.error)}</Alert>
      </>
    );
  }
  if (!page.data) return <LoadingBlock label="Sayfa yükleniyor…" />;
  const p = page.data;
  return (
    <>
      <BackLink />
      <PageHeading
        title={p.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <PublishedBadge published={p.isPublished} />
            Son değişiklik {formatInstant(p.updatedAt)}
          </span>
        }
        actions={
          <>
            <StorefrontLink page={p} />
            <DeleteButton page={p} />
          </>
        }
      />
      {p.menuLinks.length > 0 && (
        <p className="-mt-3 mb-4 text-sm text-slate-600">
          Menülerde: {p.menuLinks.map((l) => `${l.menu} › ${l.name}`).join(', ')}
        </p>
      )}
      {/* A stored answer starts the form again from the server's copy (the HTML as sanitised). */}
      <PageForm
        key={page.dataUpdatedAt}
        page={p}
        saving={save.isPending}
        error={save.error}
        onSave={(body) => save.mutate(body)}
        savedNote={
          save.isSuccess
            ? p.isPublished
              ? 'Sayfa kaydedildi; mağazada görünüyor.'
              : 'Sayfa kaydedildi (taslak: mağazada görünmez).'
            : created
              ? 'Sayfa eklendi.'
              : undefined
        }
      />
    </>
  );
}
