import type { UserAccountAction } from '@bayi/common';

/** What each account action does, as the API document says it (dealer users and staff alike). */
export const USER_ACTION_SUMMARIES: Record<UserAccountAction, string> = {
  password: 'Yeni şifre üretir (yalnız bu yanıtta gösterilir) ve kullanıcının açık oturumlarını kapatır',
  deactivate: 'Kullanıcıyı pasifleştirir: giriş yapamaz, açık oturumları kapanır',
  activate: 'Pasif kullanıcıyı yeniden etkinleştirir',
  unlock: 'Çok sayıda hatalı şifre sonrası konan giriş kilidini her adres için kaldırır',
  'sign-out': 'Kullanıcının bütün açık oturumlarını kapatır',
};
