import { z } from 'zod';
import { requiredText } from '../validation';

/** POST /login/spa (spec §3 "Login form", §5: all three fields required). */
export const loginRequestSchema = z.object({
  cariNo: requiredText('Cari No', 40),
  userName: requiredText('Kullanıcı Kodu', 60),
  password: z
    .string({ error: 'Şifre gerekli.' })
    .min(1, { error: 'Şifre gerekli.' })
    .max(200, { error: 'Şifre en fazla 200 karakter olabilir.' }),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export interface LoginResponse {
  hasError: boolean;
  errorMessage: string | null;
}

/** GET /login: what the sign-in page shows (spec §3 "Login page data"). */
export interface LoginPageData {
  logo: string;
  showBayiFormu: boolean;
  firmaAdi: string;
  background: string;
  companyInfo: { ADRES: string; TELEFON: string; EMAIL: string };
}

/** The one generic sign-in failure text (ASVS 2.2: do not reveal which part was wrong). */
export const LOGIN_FAILED_MESSAGE = 'Cari No, Kullanıcı Kodu veya Şifre hatalı.';
export const LOGIN_LOCKED_MESSAGE =
  'Çok sayıda hatalı giriş denemesi yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.';
