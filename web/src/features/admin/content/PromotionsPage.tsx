import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  PROMOTION_MAX_ITEMS,
  PROMOTION_TYPE_NAMES,
  PROMOTION_TYPES,
  type AdminPromotion,
  type PromotionType,
} from '@bayi/common';
import { Alert } from '../../../components/Alert';
import { Button, ButtonLink } from '../../../components/Button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { LoadingBlock } from '../../../components/Skeleton';
import { errorMessageOf, isApiError } from '../../../lib/http';
import { useAdminPromotion, useAdminPromotions, useDeletePromotion, useSavePromotion } from '../api';
import { ImageField } from './ImageField';
import { moved, RowActions } from '../list-order';
import { SaveBar } from '../components/SaveBar';
import { OnOffBadge, StatusBadge } from '../components/StatusBadge';

const typeName = (type: number) => PROMOTION_TYPE_NAMES[type as PromotionType] ?? `Tür ${type}`;

function StateBadges({ isActive, shown }: { isActive: boolean; shown: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <OnOffBadge on={isActive} labels={['Yayında', 'Kapalı']} />
      {shown && <StatusBadge tone="highlight">Mağazada gösteriliyor</StatusBadge>}
    </span>
  );
}

/** /spa/admin/promotions (admins and editors): the carousel, the modal banner and the three tiles. */
export function PromotionsPage() {
  const list = useAdminPromotions();
  return (
    <>
      <PageHeading
        title="Kampanyalar"
        description="Mağaza her türün yayındaki ilk kampanyasını sıraya göre gösterir."
        actions={
          <ButtonLink to="/admin/promotions/new">
            <Icon name="fa-solid fa-plus" />
            Yeni kampanya
          </ButtonLink>
        }
      />
      {list.isError && <Alert tone="error">{errorMessageOf(list.error)}</Alert>}
      {!list.data && !list.isError && <LoadingBlock label="Kampanyalar yükleniyor…" />}
      {list.data && list.data.items.length === 0 && <Alert tone="info">Henüz kampanya yok.</Alert>}
      {list.data && list.data.items.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label="Kampanyalar, türe ve sıraya göre">
          {list.data.items.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{typeName(p.type)}</p>
              <Link
                to={`/admin/promotions/${p.id}`}
                className="mt-1 block text-lg font-semibold text-blue-800 underline-offset-4 hover:underline"
              >
                {p.displayName}
              </Link>
              <p className="mt-1 text-sm text-slate-600">
                {p.itemCount} öğe · sıra {p.sort}
              </p>
              <div className="mt-3">
                <StateBadges isActive={p.isActive} shown={p.shown} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface ItemDraft {
  key: string;
  title: string;
  text: string;
  imageUrl: string;
  url: string;
  actionButtonText: string;
}

let nextKey = 0;
const blankItem = (): ItemDraft => ({
  key: `i${nextKey++}`,
  title: '',
  text: '',
  imageUrl: '',
  url: '',
  actionButtonText: '',
});

function PromotionForm({ promotion }: { promotion: AdminPromotion | null }) {
  const navigate = useNavigate();
  const save = useSavePromotion(promotion ? String(promotion.id) : null);
  const remove = useDeletePromotion();
  const [type, setType] = useState<PromotionType>((promotion?.type as PromotionType) ?? 10);
  const [displayName, setDisplayName] = useState(promotion?.displayName ?? '');
  const [sort, setSort] = useState(String(promotion?.sort ?? 0));
  const [isActive, setIsActive] = useState(promotion?.isActive ?? true);
  const [items, setItems] = useState<ItemDraft[]>(() =>
    promotion ? promotion.items.map((i) => ({ ...i, key: `i${nextKey++}` })) : [blankItem()],
  );
  const errors = isApiError(save.error) ? save.error.fields : {};
  const max = PROMOTION_MAX_ITEMS[type];
  const set = (i: number, patch: Partial<ItemDraft>) =>
    setItems(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      {
        type,
        displayName,
        isActive,
        sort: sort.trim() === '' ? 0 : sort,
        items: items.map(({ key: _key, ...item }) => item),
      },
      {
        onSuccess: (saved) => {
          if (!promotion) void navigate(`/admin/promotions/${saved.id}`, { replace: true });
        },
      },
    );
  }

  function deletePromotion() {
    if (!promotion || !window.confirm(`"${promotion.displayName}" silinsin mi?`)) return;
    remove.mutate(promotion.id, { onSuccess: () => void navigate('/admin/promotions') });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Kampanya" className="space-y-6">
      <section className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xs md:grid-cols-[1fr_2fr_8rem]">
        <SelectField
          label="Tür"
          value={type}
          onChange={(e) => setType(Number(e.target.value) as PromotionType)}
          error={errors.type}
        >
          {PROMOTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROMOTION_TYPE_NAMES[t]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Ad"
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={errors.displayName}
        />
        <TextField
          label="Sıra"
          inputMode="numeric"
          value={sort}
          onChange={(e) => setSort(e.target.value)}
          error={errors.sort}
        />
        <CheckboxField
          label="Yayında"
          checked={isActive}
          onChange={(e) => setIsActive(e.target.checked)}
          className="md:col-span-3"
        />
      </section>

      <section aria-labelledby="promotion-items">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="promotion-items" className="text-lg font-semibold">
            Öğeler
          </h2>
          <p className="text-sm text-slate-600">
            {typeName(type)} en fazla {max} öğe gösterir.
          </p>
        </div>
        {errors.items && (
          <Alert tone="error" className="mb-3">
            {errors.items}
          </Alert>
        )}
        <ol className="space-y-4">
          {items.map((item, i) => {
            const at = `items.${i}`;
            const name = item.title || `${i + 1}. öğe`;
            return (
              <li key={item.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{i + 1}. öğe</h3>
                  <RowActions
                    what={`${name}:`}
                    index={i}
                    count={items.length}
                    onMove={(to) => setItems(moved(items, i, to))}
                    onRemove={() => setItems(items.filter((_, j) => j !== i))}
                  />
                </div>
                <div className="grid gap-4 lg:grid-cols-2">
                  <div className="space-y-4">
                    <TextField
                      label="Başlık"
                      value={item.title}
                      onChange={(e) => set(i, { title: e.target.value })}
                      error={errors[`${at}.title`]}
                    />
                    <TextAreaField
                      id={`${item.key}-text`}
                      label="Metin"
                      rows={3}
                      value={item.text}
                      onChange={(e) => set(i, { text: e.target.value })}
                      error={errors[`${at}.text`]}
                    />
                    <div className="grid gap-4 sm:grid-cols-2">
                      <TextField
                        label="Bağlantı"
                        placeholder="/catalog/12"
                        value={item.url}
                        onChange={(e) => set(i, { url: e.target.value })}
                        error={errors[`${at}.url`]}
                      />
                      <TextField
                        label="Düğme metni"
                        value={item.actionButtonText}
                        onChange={(e) => set(i, { actionButtonText: e.target.value })}
                        error={errors[`${at}.actionButtonText`]}
                      />
                    </div>
                  </div>
                  <ImageField
                    label={`${i + 1}. öğe resmi`}
                    value={item.imageUrl}
                    onChange={(imageUrl) => set(i, { imageUrl })}
                    error={errors[`${at}.imageUrl`]}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          className="mt-3"
          disabled={items.length >= max}
          onClick={() => setItems([...items, blankItem()])}
        >
          <Icon name="fa-solid fa-plus" />
          Öğe ekle
        </Button>
      </section>

      <SaveBar
        save={remove.isError ? remove : save}
        label="Kampanyayı kaydet"
        saved={`Kampanya kaydedildi${save.data?.shown ? '; mağazada gösteriliyor' : ''}.`}
      >
        {promotion && (
          <Button variant="danger" onClick={deletePromotion} loading={remove.isPending} loadingText="Siliniyor…">
            <Icon name="fa-solid fa-trash" />
            Kampanyayı sil
          </Button>
        )}
      </SaveBar>
    </form>
  );
}

/** /spa/admin/promotions/:id and /spa/admin/promotions/new. */
export function PromotionPage() {
  const { id } = useParams();
  const promotion = useAdminPromotion(id ?? '');
  const back = (
    <Link to="/admin/promotions" className="text-sm font-semibold text-blue-800 underline-offset-4 hover:underline">
      ← Kampanyalar
    </Link>
  );
  return (
    <>
      {back}
      <PageHeading
        title={promotion.data?.displayName ?? 'Kampanya'}
        description={promotion.data && <StateBadges isActive={promotion.data.isActive} shown={promotion.data.shown} />}
      />
      {promotion.isError && <Alert tone="error">{errorMessageOf(promotion.error)}</Alert>}
      {!promotion.data && !promotion.isError && <LoadingBlock label="Kampanya yükleniyor…" />}
      {promotion.data && <PromotionForm key={promotion.data.id} promotion={promotion.data} />}
    </>
  );
}

export function NewPromotionPage() {
  return (
    <>
      <Link to="/admin/promotions" className="text-sm font-semibold text-blue-800 underline-offset-4 hover:underline">
        ← Kampanyalar
      </Link>
      <PageHeading title="Yeni kampanya" />
      <PromotionForm promotion={null} />
    </>
  );
}
