import { createContext, use } from 'react';
import type { AxiosInstance } from 'axios';
import { API_PATHS, type TOnboardingDetail } from '@payee/contract';
import { http } from '@/lib/http';
import { getOnboardingDetail } from './api/get-onboarding-detail';

/**
 * Where the wizard reads and saves, with whose token, and for whom it is laid out (the admin
 * layout flag): the client's own wizard (`http`, `/website/onboarding`), or a caseworker filling it in with
 * the client on the phone (assisted mode, issue 12: the back office's `staffHttp` and staff routes). Saved
 * files are read at the paths the detail gives, which the staff read gives as staff routes.
 */
export type OnboardingAccess =
  | {
      layout: 'client';
      http: AxiosInstance;
      readDetail: (applicationCode: string, signal?: AbortSignal) => Promise<TOnboardingDetail>;
      /** Where a step is saved (`POST ?_method=PUT`, multipart). */
      savePath: string;
    }
  | {
      layout: 'admin';
      http: AxiosInstance;
      readDetail: (applicationCode: string, signal?: AbortSignal) => Promise<TOnboardingDetail>;
      savePath: string;
      /** The onboarding's record in the back office: where the wizard returns after the last step or on Quit. */
      recordPath: string;
    };

/** The client's own wizard: their session's `http` and the `/website/onboarding` routes. */
export const CLIENT_ONBOARDING_ACCESS: OnboardingAccess = {
  layout: 'client',
  http,
  readDetail: getOnboardingDetail,
  savePath: API_PATHS.onboarding,
};

const OnboardingAccessContext = createContext<OnboardingAccess>(CLIENT_ONBOARDING_ACCESS);

/** Gives the wizard under it another access than the client's own (assisted mode). */
export const OnboardingAccessProvider = OnboardingAccessContext.Provider;

/** The wizard's access: the client's own unless a provider above says otherwise. */
export const useOnboardingAccess = (): OnboardingAccess => use(OnboardingAccessContext);
