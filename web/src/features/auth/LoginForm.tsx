import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest } from '@bayi/common';
import type { z } from 'zod';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { CheckboxField, TextField } from '../../components/FormField';
import { Icon } from '../../components/Icon';
import { errorMessageOf } from '../../lib/http';
import { SPA_ROOT } from '../../lib/urls';
import { useLogin } from './api';

type LoginValues = z.output<typeof loginRequestSchema>;

/** Sign-in form (spec §2 "Sign-in", §5: all three fields required, messages from the shared schema). */
export function LoginForm() {
  const login = useLogin();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest, unknown, LoginValues>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { cariNo: '', userName: '', password: '', rememberMe: false },
  });

  const onSubmit = (values: LoginValues) => {
    login.mutate(values, {
      // A full page load so the whole app restarts with the new session (spec §4 "Sign-in").
      onSuccess: () => window.location.assign(SPA_ROOT),
    });
  };
  // After success the button keeps spinning until the browser leaves the page.
  const busy = login.isPending || login.isSuccess;

  return (
    <form
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        // A new attempt starts clean: the last server message goes, whether or not the fields are valid.
        login.reset();
        void handleSubmit(onSubmit)(event);
      }}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Bayi girişi"
    >
      {login.isError && <Alert tone="error">{errorMessageOf(login.error)}</Alert>}
      <TextField
        id="cariNo"
        label="Cari No"
        icon="fa-solid fa-building"
        autoComplete="organization"
        autoFocus
        error={errors.cariNo?.message}
        {...register('cariNo')}
      />
      <TextField
        id="userName"
        label="Kullanıcı Kodu"
        icon="fa-solid fa-user"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.userName?.message}
        {...register('userName')}
      />
      <TextField
        id="password"
        label="Şifre"
        icon="fa-solid fa-lock"
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        error={errors.password?.message}
        trailing={
          <button
            type="button"
            onClick={() => setPasswordVisible((visible) => !visible)}
            aria-pressed={passwordVisible}
            title={passwordVisible ? 'Gizle' : 'Göster'}
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <Icon name={passwordVisible ? 'fa-regular fa-eye-slash' : 'fa-regular fa-eye'} />
            <span className="sr-only">{passwordVisible ? 'Parolayı gizle' : 'Parolayı göster'}</span>
          </button>
        }
        {...register('password')}
      />
      <CheckboxField id="rememberMe" label="Beni Hatırla" {...register('rememberMe')} />
      <Button type="submit" size="lg" loading={busy} loadingText="Giriş yapılıyor…" className="mt-1 w-full">
        <Icon name="fa-solid fa-right-to-bracket" />
        Giriş Yap
      </Button>
    </form>
  );
}
