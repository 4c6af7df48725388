import { z } from 'zod';
import { labelled, requiredText } from '../validation';

/** POST /login/spa (spec §3 "Login form", §5: all three fields required). */
export const loginRequestSchema = z.object({
  cariNo: requiredText('Cari No', 40),
  userName: requiredText('Kullanıcı Kodu', 60),
  password: labelled(
    z
      .string({ error: 'Şifre gerekli.' })
      .min(1, { error: 'Şifre gerekli.' })
      .max(200, { error: 'Şifre en fazla 200 karakter olabilir.' }),
    'Şifre',
  ),
  rememberMe: z.boolean({ error: "'Beni Hatırla' (rememberMe) true veya false olmalı." }).optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ hasError: z.boolean(), errorMessage: z.string().nullable() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /login: what the sign-in page shows (spec §3 "Login page data"). */
export const loginPageDataSchema = z.object({
  logo: z.string(),
  showBayiFormu: z.boolean(),
  firmaAdi: z.string(),
  background: z.string(),
  companyInfo: z.object({ ADRES: z.string(), TELEFON: z.string(), EMAIL: z.string() }),
});
export type LoginPageData = z.infer<typeof loginPageDataSchema>;

/** The one generic sign-in failure text (ASVS 2.2: do not reveal which part was wrong). */
export const LOGIN_FAILED_MESSAGE = 'Cari No, Kullanıcı Kodu veya Şifre hatalı.';
