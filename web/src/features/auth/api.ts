import { useMutation, useQuery } from '@tanstack/react-query';
import { LOGIN_FAILED_MESSAGE, type LoginPageData, type LoginRequest, type LoginResponse } from '@bayi/common';
import { carried } from '../../lib/carried';
import { ApiError, getJson, postJson } from '../../lib/http';
import { queryKeys } from '../../lib/queryKeys';
import { useMenu } from '../../lib/queries';

/** GET /login: logo, company card and background of the sign-in page. */
export function useLoginPageData() {
  return useQuery({
    queryKey: queryKeys.loginPage,
    queryFn: ({ signal }) => getJson<LoginPageData>('/login', { signal }),
    // The sign-in page the server sent carries it (server/src/plugins/spa.ts).
    initialData: () => carried<LoginPageData>('/login'),
    staleTime: 10 * 60_000,
  });
}

/** GET /menu/?id=menu.logon: links under the sign-in card. */
export function useLogonMenu() {
  return useMenu('menu.logon');
}

/**
 * POST /login/spa. A 400 carries { hasError, errorMessage } and arrives as an ApiError; a 200 with
 * hasError is turned into the same error so the form has one failure path.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const response = await postJson<LoginResponse>('/login/spa', {
        cariNo: body.cariNo,
        userName: body.userName,
        password: body.password,
        rememberMe: body.rememberMe ?? false,
      });
      if (response.hasError) throw new ApiError(400, response.errorMessage || LOGIN_FAILED_MESSAGE);
      return response;
    },
  });
}
