import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminSliderQuerySchema, type AdminSlider, type SliderProduct } from '@bayi/common';
import { SLIDER_MAX_PRODUCTS } from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { CheckboxField, SelectField, TextField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { OnOffBadge } from '../components/StatusBadge';
import { useAdminSlider, useAdminSliders, useDeleteSlider, useProductLookup, useSaveSlider } from '../api';
import { moved, RowActions } from '../list-order';
import { SaveBar } from '../components/SaveBar';
import { ListResults, SearchBar, useListParams } from '../components/ListPage';

/** /spa/admin/sliders (admins and editors): the home lists first, then each product's own lists. */
export function SlidersPage() {
  const list = useListParams('/admin/sliders');
  const sliders = useAdminSliders(list.search);

  return (
    <>
      <PageHeading
        title="Ürün listeleri"
        description="Ana sayfanın dört listesi ve ürün sayfalarındaki alternatifler, birlikte satılanlar."
        actions={
          <ButtonLink to="/admin/sliders/new">
            <Icon name="fa-solid fa-plus" />
            Yeni ürün listesi
          </ButtonLink>
        }
      />
      <SearchBar
        list={list}
        schema={adminSliderQuerySchema}
        serverError={sliders.error}
        label="Ürün listesi ara"
        fieldLabel="Anahtar ya da başlık"
      />
      <ListResults
        list={list}
        query={sliders}
        rows={(d) => d.items}
        loading="Ürün listeleri yükleniyor…"
        empty="Aramaya uyan liste yok."
      >
        {(data) => (
          <ul
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs"
            aria-label="Ürün listeleri"
          >
            {data.items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/admin/sliders/${s.id}`}
                    className="font-semibold text-blue-800 underline-offset-4 hover:underline"
                  >
                    {s.title}
                  </Link>
                  <p className="text-sm text-slate-600">{s.keyName}</p>
                </div>
                <div className="flex items-center gap-3 text-sm">
                  <span className="tabular-nums">{s.productCount} ürün</span>
                  <OnOffBadge on={s.isActive} labels={['Yayında', 'Kapalı']} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListResults>
    </>
  );
}

/** Finds products by code, barcode or name and offers each to add. */
function ProductPicker({
  label,
  chosen,
  onPick,
  full,
}: {
  label: string;
  chosen: Set<number>;
  onPick(product: SliderProduct): void;
  full?: boolean;
}) {
  const [q, setQ] = useState('');
  const lookup = useProductLookup(q);
  const results = q.trim().length >= 2 ? (lookup.data?.items ?? []) : [];
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <TextField
        label={label}
        type="search"
        placeholder="Kod, barkod ya da ürün adı (en az 2 harf)"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {lookup.isError && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errorMessageOf(lookup.error)}
        </p>
      )}
      {q.trim().length >= 2 && lookup.data && results.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">Uyan ürün yok.</p>
      )}
      {results.length > 0 && (
        <ul
          className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white"
          aria-label="Bulunan ürünler"
        >
          {results.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-mono text-xs text-slate-600">{p.code}</span> <span>{p.name}</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={chosen.has(p.id) || full}
                aria-label={`${p.code} ${p.name}: ${chosen.has(p.id) ? 'listede' : 'ekle'}`}
                onClick={() => onPick(p)}
              >
                {chosen.has(p.id) ? 'Listede' : 'Ekle'}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const RELATED_KINDS = {
  alternatifstoklar: 'Bir ürünün alternatifleri',
  birliktesatilanlar: 'Bir ürünle birlikte satılanlar',
} as const;
type ListKind = `home${1 | 2 | 3 | 4}` | keyof typeof RELATED_KINDS;

function SliderForm({ slider }: { slider: AdminSlider | null }) {
  const navigate = useNavigate();
  const save = useSaveSlider(slider ? String(slider.id) : null);
  const remove = useDeleteSlider();
  const [kind, setKind] = useState<ListKind>('alternatifstoklar');
  const [owner, setOwner] = useState<SliderProduct | null>(null);
  const [title, setTitle] = useState(slider?.title ?? '');
  const [isActive, setIsActive] = useState(slider?.isActive ?? true);
  const [products, setProducts] = useState<SliderProduct[]>(slider?.products ?? []);
  const errors = isApiError(save.error) ? save.error.fields : {};
  const chosen = new Set(products.map((p) => p.id));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { title, isActive, productIds: products.map((p) => p.id) };
    if (slider) return save.mutate(body);
    const key = kind.startsWith('home') ? `home.produtcs.level${kind.slice(4)}` : `sys.${kind}:${owner?.id ?? ''}`;
    save.mutate(
      { ...body, key },
      { onSuccess: (saved) => void navigate(`/admin/sliders/${saved.id}`, { replace: true }) },
    );
  }

  function deleteSlider() {
    if (!slider || !window.confirm(`"${slider.title}" silinsin mi?`)) return;
    remove.mutate(slider.id, { onSuccess: () => void navigate('/admin/sliders') });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Ürün listesi" className="space-y-6">
      <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs md:grid-cols-2">
        {!slider && (
          <>
            <SelectField
              label="Liste"
              value={kind}
              onChange={(e) => setKind(e.target.value as ListKind)}
              error={errors.key}
            >
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={`home${n}`}>
                  Ana sayfa listesi {n}
                </option>
              ))}
              {Object.entries(RELATED_KINDS).map(([k, name]) => (
                <option key={k} value={k}>
                  {name}
                </option>
              ))}
            </SelectField>
            {!kind.startsWith('home') && (
              <div className="md:col-span-2">
                {owner ? (
                  <p className="flex flex-wrap items-center gap-3 text-sm">
                    <span>
                      Listenin ürünü: <strong>{owner.code}</strong> {owner.name}
                    </span>
                    <Button variant="secondary" size="sm" onClick={() => setOwner(null)}>
                      Başka ürün seç
                    </Button>
                  </p>
                ) : (
                  <ProductPicker label="Listenin ürünü" chosen={new Set()} onPick={setOwner} />
                )}
              </div>
            )}
          </>
        )}
        <TextField label="Başlık" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} />
        <CheckboxField
          label="Yayında"
          checked={isActive}
          onChange={(e) => setIsActive(e.target.checked)}
          className="md:self-end md:pb-3"
        />
      </section>

      <section aria-labelledby="slider-products" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="slider-products" className="text-lg font-semibold">
            Ürünler ({products.length}/{SLIDER_MAX_PRODUCTS})
          </h2>
          <p className="text-sm text-slate-600">Mağaza bu sırayla gösterir.</p>
        </div>
        {errors.productIds && <Alert tone="error">{errors.productIds}</Alert>}
        {products.length === 0 ? (
          <Alert tone="info">Listede ürün yok; aşağıdan arayıp ekleyin.</Alert>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-xs">
            {products.map((p, i) => {
              const name = `${p.code} ${p.name}`;
              const error = errors[`productIds.${i}`];
              return (
                <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="mr-2 text-slate-500 tabular-nums">{i + 1}.</span>
                    <span className="font-mono text-xs text-slate-600">{p.code}</span> {p.name}
                    {!p.isActive && <span className="ml-2 text-xs font-semibold text-amber-800">(satışta değil)</span>}
                    {error && <span className="ml-2 text-red-600">{error}</span>}
                  </span>
                  <RowActions
                    what={`${name}:`}
                    index={i}
                    count={products.length}
                    onMove={(to) => setProducts(moved(products, i, to))}
                    onRemove={() => setProducts(products.filter((_, j) => j !== i))}
                    removeLabel="listeden çıkar"
                    removeIcon="fa-solid fa-xmark"
                  />
                </li>
              );
            })}
          </ol>
        )}
        <ProductPicker
          label="Ürün ekle"
          chosen={chosen}
          full={products.length >= SLIDER_MAX_PRODUCTS}
          onPick={(p) => setProducts([...products, p])}
        />
      </section>

      <SaveBar
        save={remove.isError ? remove : save}
        label="Listeyi kaydet"
        saved="Liste kaydedildi; mağazada görünüyor."
      >
        {slider && (
          <Button variant="danger" onClick={deleteSlider} loading={remove.isPending} loadingText="Siliniyor…">
            <Icon name="fa-solid fa-trash" />
            Listeyi sil
          </Button>
        )}
      </SaveBar>
    </form>
  );
}

const BackLink = () => (
  <Link to="/admin/sliders" className="text-sm font-semibold text-blue-800 underline-offset-4 hover:underline">
    ← Ürün listeleri
  </Link>
);

/** /spa/admin/sliders/:id */
export function SliderPage() {
  const { id } = useParams();
  const slider = useAdminSlider(id ?? '');
  return (
    <>
      <BackLink />
      <PageHeading title={slider.data?.title ?? 'Ürün listesi'} description={slider.data?.keyName} />
      {slider.isError && <Alert tone="error">{errorMessageOf(slider.error)}</Alert>}
      {!slider.data && !slider.isError && <LoadingBlock label="Liste yükleniyor…" />}
      {slider.data && <SliderForm key={slider.data.id} slider={slider.data} />}
    </>
  );
}

/** /spa/admin/sliders/new */
export function NewSliderPage() {
  return (
    <>
      <BackLink />
      <PageHeading title="Yeni ürün listesi" />
      <SliderForm slider={null} />
    </>
  );
}
